/**
 * Shapes of the showcase data. Kept free of Docusaurus imports so the data test runs in
 * plain Node.
 */

export const TAG_TYPES = [
  'favorite', // the maintainers' picks for the favourites section, about ten at most
  'opensource', // the site's source code is public
  'product', // docs of a commercial product or service
  'design', // a strongly customised look
  'i18n', // translated into more than one language
  'versioning', // keeps docs for several versions
  'large', // more than 200 pages
  'meta', // built by Meta (Facebook) teams
  'personal', // personal websites, blogs and digital gardens
  'rtl', // right-to-left content (Arabic, Hebrew, Persian…)
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export type Site = {
  title: string;
  /** One sentence in our own words, at most 120 characters. */
  description: string;
  /** Public URL, https only. */
  website: string;
  /** Public source repository, or null when the source is not public. */
  source: string | null;
  tags: TagType[];
  /** The site's brand colour (#rrggbb), used for its generated preview card. */
  color: string;
};

/** The file name of a site's generated preview card, in src/data/showcase/. */
export function previewFileName(site: Pick<Site, 'title'>): string {
  const slug = site.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.png`;
}
