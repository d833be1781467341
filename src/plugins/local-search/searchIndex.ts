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
 * What the theme's search configuration holds when the local index answers: the theme
 * requires credentials, but the local client ignores them.
 */
export const LOCAL_SEARCH_CREDENTIALS = {appId: 'LOCAL', apiKey: 'local-index', indexName: 'docusaurus'};

/** Hits the DocSearch modal asks the local index for: five pages, two sections each. */
export const LOCAL_SEARCH_MODAL_HITS = 10;

/**
 * Each indexed page's text beside the bundle, in place of Pagefind's fragments (see
 * `indexer.ts`): an outline (`<id>.json`) and the words in blocks (`<id>.<n>.json`), so
 * that a hit's excerpt downloads the block or two it is taken from rather than the page.
 */
export const PAGE_TEXT_DIR = 'pages';

/** Words per block of a page's text: about 1 KB of JSON, half that compressed. */
export const WORDS_PER_BLOCK = 128;

/** A page's outline: what the hits' hierarchy and the second pass read, without its text. */
export interface PageOutline {
  url: string;
  /** Its `title` and `lvl0` (`SECTION_META`). */
  meta: Record<string, string>;
  /** Words of its text, as Pagefind numbered them for the word positions a search answers. */
  words: number;
  /** What joins words again: nothing in scripts Pagefind splits with zero-width spaces. */
  joiner: string;
  /** The headings that start its sections, in the page's order. */
  headings: {element: string; id: string; title: string; location: number}[];
}

/** The file of a page's outline, or of one block of its words, in the bundle. */
export function pageTextFile(id: string, block?: number): string {
  return `${PAGE_TEXT_DIR}/${id}${block === undefined ? '' : `.${block}`}.json`;
}
