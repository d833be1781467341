import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {DocCard} from './convert';

/** The llms.txt section a page belongs to. */
export type Section = 'Docs' | 'API' | 'Community' | 'Blog' | 'Changelog' | 'Pages';

/** A page that gets a Markdown twin. */
export type TwinPage = {
  permalink: string;
  title: string;
  description?: string;
  section: Section;
  /** Absolute path of the Markdown source; none for a generated category index. */
  source?: string;
  /** Other paths a relative link may use for the source: a doc's English and translated files. */
  sourceAliases?: string[];
  frontMatter: Record<string, unknown>;
  /** Docs version path (e.g. /docs/2.4.3) for pages of a docs version; the files of a version go together. */
  versionPath?: string;
  /** The cards of the page's category (a category index, or a doc showing <DocCardList />). */
  cards: DocCard[];
  /** Blog and changelog posts: when. */
  date?: string;
  authors?: string[];
};

/** One docs version's pages in sidebar order, for its llms.txt and llms-full.txt. */
export type VersionGroup = {versionPath: string; label: string; isCurrent: boolean; pages: TwinPage[]};

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  items?: SidebarItem[];
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
};

function aliasedToAbsolute(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

function docCard(item: SidebarItem, docsById: Map<string, DocMetadata>): DocCard | undefined {
  if (item.type === 'doc' || item.type === 'ref') {
    const doc = item.id ? docsById.get(item.id) : undefined;
    return doc && {title: item.label ?? doc.title, permalink: doc.permalink, description: doc.description};
  }
  if (item.type === 'category') {
    const linked =
      item.link?.type === 'doc'
        ? docsById.get(item.link.id)?.permalink
        : item.link?.type === 'generated-index'
          ? item.link.permalink
          : undefined;
    return linked
      ? {title: item.label ?? '', permalink: linked, description: `${item.items?.length ?? 0} items`}
      : undefined;
  }
  if (item.type === 'link' && item.href) {
    return {title: item.label ?? item.href, permalink: item.href};
  }
  return undefined;
}

/** The pages of one docs version, in the order of its sidebars (`api` last, under API). */
function versionPages(siteDir: string, version: LoadedVersion, section: Section): TwinPage[] {
  const docs = version.docs.filter((doc) => !doc.unlisted);
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const contentFolders = [version.contentPath, version.contentPathLocalized].filter((folder): folder is string =>
    Boolean(folder),
  );
  const relativeSource = (doc: DocMetadata) => {
    const source = aliasedToAbsolute(siteDir, doc.source);
    const folder = contentFolders.find((candidate) => source.startsWith(`${candidate}/`));
    return folder ? path.relative(folder, source) : path.basename(source);
  };
  const pages: TwinPage[] = [];
  const seen = new Set<string>();
  const cardsOf = (items: SidebarItem[] = []) =>
    items.flatMap((item) => {
      const card = docCard(item, docsById);
      return card ? [card] : [];
    });
  const addDoc = (doc: DocMetadata | undefined, pageSection: Section, cards: DocCard[] = []) => {
    if (doc && !seen.has(doc.id)) {
      seen.add(doc.id);
      pages.push({
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        section: pageSection,
        source: aliasedToAbsolute(siteDir, doc.source),
        sourceAliases: contentFolders.map((folder) => path.join(folder, relativeSource(doc))),
        frontMatter: doc.frontMatter as Record<string, unknown>,
        versionPath: version.path,
        cards,
      });
    }
  };
  const walk = (items: SidebarItem[], pageSection: Section) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) {
        addDoc(docsById.get(item.id), pageSection);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          addDoc(docsById.get(item.link.id), pageSection, cardsOf(item.items));
        } else if (item.link?.type === 'generated-index') {
          pages.push({
            permalink: item.link.permalink,
            title: item.link.title ?? item.label ?? '',
            description: item.link.description,
            section: pageSection,
            frontMatter: {},
            versionPath: version.path,
            cards: cardsOf(item.items),
          });
        }
        walk(item.items ?? [], pageSection);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(version.sidebars)) {
    walk(items as SidebarItem[], section === 'Docs' && sidebarId === 'api' ? 'API' : section);
  }
  // Docs in no sidebar still have a page, so they get a twin too.
  docs.forEach((doc) => addDoc(doc, section));
  return pages;
}

/** Every page of the included content plugins that gets a twin, docs grouped by version. */
export function collectPages(
  allContent: AllContent,
  {siteDir, excludedPluginIds}: {siteDir: string; excludedPluginIds: readonly string[]},
): {versions: VersionGroup[]; others: TwinPage[]} {
  const included = <T>(pluginName: string) =>
    Object.entries((allContent[pluginName] ?? {}) as Record<string, T>).filter(
      ([id]) => !excludedPluginIds.includes(id),
    );
  const versions: VersionGroup[] = [];
  const others: TwinPage[] = [];
  for (const [id, content] of included<DocsContent>('docusaurus-plugin-content-docs')) {
    for (const version of content.loadedVersions) {
      const pages = versionPages(siteDir, version, id === 'community' ? 'Community' : 'Docs');
      if (id === 'community') {
        others.push(...pages);
      } else {
        versions.push({versionPath: version.path, label: version.label, isCurrent: version.isLast, pages});
      }
    }
  }
  for (const [id, content] of included<BlogContent>('docusaurus-plugin-content-blog')) {
    for (const {metadata} of content.blogPosts) {
      if (metadata.unlisted) {
        continue;
      }
      others.push({
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        section: id === 'changelog' ? 'Changelog' : 'Blog',
        source: aliasedToAbsolute(siteDir, metadata.source),
        frontMatter: metadata.frontMatter as Record<string, unknown>,
        cards: [],
        date: metadata.date.toISOString().slice(0, 10),
        authors: metadata.authors.flatMap((author) => (author.name ? [author.name] : [])),
      });
    }
  }
  for (const [, content] of included<PagesContent>('docusaurus-plugin-content-pages')) {
    for (const page of content) {
      if (page.type === 'mdx' && !page.unlisted) {
        others.push({
          permalink: page.permalink,
          title: page.title ?? page.frontMatter.title ?? '',
          description: page.description,
          section: 'Pages',
          source: aliasedToAbsolute(siteDir, page.source),
          frontMatter: page.frontMatter as Record<string, unknown>,
          cards: [],
        });
      }
    }
  }
  return {versions, others};
}

/** A `<meta name="robots" content="…noindex…">` written in a page's source (its `<head>`). */
const NOINDEX_META = /<meta\s[^>]*name=["']robots["'][^>]*content=["'][^"']*noindex/i;
/** Fenced code blocks and inline code, where pages about SEO show such tags as examples. */
const CODE = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[ \t]*$|`[^`\n]*`/gm;

/** Whether a page's source asks search engines not to index it (an example in code does not). */
export function asksNotToIndex(source: string): boolean {
  return NOINDEX_META.test(source.replace(CODE, ''));
}

/**
 * Pages left without a twin: under an excluded route prefix (full paths, base URL included),
 * or asking search engines not to index them, which the twins and llms.txt respect too.
 */
export function isExcluded(page: TwinPage, excludedPaths: readonly string[]): boolean {
  if (excludedPaths.some((prefix) => page.permalink.startsWith(prefix))) {
    return true;
  }
  return page.source !== undefined && asksNotToIndex(readFileSync(page.source, 'utf8'));
}
