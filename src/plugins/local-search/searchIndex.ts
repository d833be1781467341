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

/**
 * Each page's text as the snippets read it, beside the bundle (written by `pageText.ts`):
 * its outline, `<id>.json` (title, headings with their word positions, word count), and its
 * words in runs of `TEXT_RUN_WORDS`, `<id>.<run>.json`, `<id>` being the Pagefind fragment
 * id a search answers. A search downloads the outlines of the pages it shows and the runs
 * their snippets quote, where Pagefind's fragment is the page's whole text. The folder is
 * named after the run length because the files are cached by name (the service worker
 * keeps them): another split must not be read as this one.
 */
export const TEXT_RUN_WORDS = 200;
export const PAGE_TEXT_DIR = `page-text-${TEXT_RUN_WORDS}`;

/** A heading or anchor of a page's text: where a section the snippets show starts. */
export interface PageAnchor {
  element: string;
  id: string;
  text?: string;
  title?: string;
  /** Position of the anchor's first word in the page's text. */
  location: number;
}

/** What the snippets need of a page before its words: `<id>.json` in `PAGE_TEXT_DIR`. */
export interface PageOutline {
  url: string;
  meta: Record<string, string | undefined>;
  /** The page's `kind` filter. */
  kind?: string;
  /** The anchors that start sections (`startsSection`), in the page's order. */
  anchors: PageAnchor[];
  wordCount: number;
  /** Whether Pagefind split the text with zero-width spaces (Chinese, Japanese), not spaces. */
  segmented: boolean;
}

/**
 * The words of a page's text as Pagefind numbers them in a search's word positions: split
 * at zero-width spaces where it segmented the text itself, else at white space.
 */
export function textWords(text: string): {words: string[]; segmented: boolean} {
  const segmented = text.includes('\u200B');
  return {words: segmented ? text.split('\u200B') : text.split(/[^\S\uFEFF]+/), segmented};
}

/** Anchors Pagefind makes sub-results of, which start the sections hits are shown as: headings with text, or titled anchors. */
export function startsSection({element, text, title}: PageAnchor): boolean {
  return (title !== undefined && /\S/.test(title)) || (/^h\d$/i.test(element) && /\S/.test(text ?? ''));
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
