import {isOptionTable, type MarkdownTable} from './optionTables';

/**
 * Which pages of a docs version document which option schema, and how their table rows
 * name options. Shared by the docs drift test (src/data/api-snapshots) and the upgrade
 * assistant (src/plugins/upgrade-assistant), so both read the tables the same way.
 */

/**
 * Which schema the option tables of a page document. `prefixes` maps a heading (its
 * `{#id}` or text) to the path its tables' names are relative to; `*` covers the page.
 */
export type PageSpec = {
  page: string;
  schema: string;
  prefixes?: Record<string, string>;
  /** A guide's table of a few options: names and defaults are checked, not completeness. */
  partial?: boolean;
};

const plugin = (name: string): PageSpec => ({page: `api/plugins/${name}.mdx`, schema: `@docusaurus/${name}`});

export const PAGES: PageSpec[] = [
  {page: 'api/docusaurus.config.js.mdx', schema: '@docusaurus/core'},
  plugin('plugin-client-redirects'),
  plugin('plugin-content-blog'),
  plugin('plugin-content-docs'),
  plugin('plugin-content-pages'),
  plugin('plugin-debug'),
  plugin('plugin-google-analytics'),
  plugin('plugin-google-gtag'),
  plugin('plugin-google-tag-manager'),
  plugin('plugin-ideal-image'),
  plugin('plugin-pwa'),
  plugin('plugin-sitemap'),
  {page: 'api/themes/theme-classic.mdx', schema: '@docusaurus/theme-classic'},
  {
    page: 'api/themes/theme-configuration.mdx',
    schema: '@docusaurus/theme-classic#themeConfig',
    prefixes: {
      metadata: 'metadata[]',
      'navbar-items': 'navbar.items[]',
      'footer-links': 'footer.links[]',
      'magic-comments': 'prism.magicComments[]',
    },
  },
  {
    page: 'api/themes/theme-live-codeblock.mdx',
    schema: '@docusaurus/theme-live-codeblock#themeConfig',
    prefixes: {'*': 'liveCodeBlock'},
  },
  {page: 'api/themes/theme-mermaid.mdx', schema: '@docusaurus/theme-mermaid#themeConfig', prefixes: {'*': 'mermaid'}},
  {page: 'api/misc/eslint-plugin/no-html-links.mdx', schema: '@docusaurus/eslint-plugin#no-html-links'},
  {page: 'api/misc/eslint-plugin/no-untranslated-text.mdx', schema: '@docusaurus/eslint-plugin#no-untranslated-text'},
  {page: 'blog.mdx', schema: '@docusaurus/plugin-content-blog', partial: true},
  {page: 'i18n/i18n-introduction.mdx', schema: '@docusaurus/core', prefixes: {'*': 'i18n'}, partial: true},
  {
    page: 'i18n/i18n-tutorial.mdx',
    schema: '@docusaurus/theme-classic#themeConfig',
    prefixes: {'*': 'navbar.items[]'},
    partial: true,
  },
  {page: 'guides/markdown-features/markdown-features-links.mdx', schema: '@docusaurus/core', partial: true},
  {
    page: 'api/themes/theme-search-algolia.mdx',
    schema: '@docusaurus/theme-search-algolia#themeConfig',
    prefixes: {'*': 'algolia'},
  },
];

/** One name per record entry: `versions.<name>.label` and `localeConfigs[locale].label` become `versions.*.label`, `localeConfigs.*.label`. */
export function normalizeName(name: string): string {
  return name.replace(/\.<[^>]+>/g, '.*').replace(/\[(?!\])[^\]]*\]/g, '.*');
}

/** The path a table's option names are relative to, from the nearest heading listed in `prefixes`. */
export function prefixFor(table: MarkdownTable, prefixes: Record<string, string> = {}): string {
  const heading = [...table.headings].reverse().find((h) => (h.id ?? h.text) in prefixes || h.text in prefixes);
  return heading ? (prefixes[heading.id ?? heading.text] ?? prefixes[heading.text] ?? '') : (prefixes['*'] ?? '');
}

/** A `## \`docusaurus <name> <arguments>\`` section of the CLI page and its flag tables. */
export type CliSection = {name: string; args: string; line: number; tables: MarkdownTable[]};

export function cliSections(source: string, tables: MarkdownTable[]): CliSection[] {
  return [...source.matchAll(/^#{2,3} `docusaurus ([^\s`]+)([^`]*)`/gm)].map(([heading, name = '', args = '']) => ({
    name,
    args: args.trim(),
    line: source.slice(0, source.indexOf(heading)).split('\n').length,
    tables: tables.filter((t) => isOptionTable(t) && t.headings.at(-1)?.text.startsWith(`docusaurus ${name} `)),
  }));
}
