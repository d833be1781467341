/**
 * What the build and the browser agree on: where the Pagefind bundle lives, and the names of
 * the filters and metadata each indexed page carries.
 */

export const LOCAL_SEARCH_PLUGIN_NAME = 'docusaurus-site-local-search';

/** The Pagefind bundle's folder in each locale's build output, relative to that locale's base URL. */
export const PAGEFIND_DIR = 'pagefind';

/** The index's words by first letter, beside the bundle (see `indexer.ts`). */
export const VOCABULARY_DIR = 'vocabulary';

/** The vocabulary file of the words that begin like this one: its first letter's code point. */
export function vocabularyFileName(word: string): string {
  return `${word.codePointAt(0)?.toString(16) ?? '0'}.txt`;
}

/** Filters: DocSearch's facets (`docusaurus_tag`, `language`) and the kind of page. */
export const FILTERS = {tag: 'docusaurus_tag', language: 'language', kind: 'kind'} as const;

/** Metadata beside Pagefind's `title`: the group a hit is listed under (DocSearch's `lvl0`). */
export const SECTION_META = 'lvl0';

/** Kinds of pages, told apart by their first path segment (after the base URL and locale). */
export type PageKind = 'docs' | 'blog' | 'changelog' | 'feature-requests' | 'page';

/**
 * How much a page counts, by kind: its words in the index (`indexer.ts`), and its score in
 * the browser's second pass (`client/pagefindClient.ts`). A topic that a doc page explains
 * is also named in release notes, posts and requests, and the doc page should come first.
 */
export const KIND_WEIGHTS: Record<PageKind, number> = {
  docs: 1,
  page: 0.8,
  blog: 0.5,
  'feature-requests': 0.4,
  changelog: 0.4,
};

/**
 * What the theme's search configuration holds when the local index answers: the theme
 * requires credentials, but the local client ignores them.
 */
export const LOCAL_SEARCH_CREDENTIALS = {appId: 'LOCAL', apiKey: 'local-index', indexName: 'docusaurus'};

/** Hits the DocSearch modal asks the local index for: five pages, two sections each. */
export const LOCAL_SEARCH_MODAL_HITS = 10;
