/**
 * The adapter between DocSearch (and the theme's search page) and Pagefind: an
 * Algolia-compatible `search()` answered by the Pagefind bundle the build writes. It imports
 * only what the build shares with the browser (`searchIndex.ts`), so that the search
 * benchmark can run this very file in a browser.
 */
import {
  FILTERS,
  KIND_WEIGHTS,
  PAGE_TEXT_DIR,
  startsSection,
  TEXT_RUN_WORDS,
  textWords,
  type PageAnchor,
  type PageKind,
  type PageOutline,
} from '../searchIndex';

/** The subset of Algolia search parameters that DocSearch and the theme's search page send. */
export interface SearchParams {
  query?: string;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

/** DocSearch sends parameters inline; algoliasearch-helper nests them under `params`. */
export type SearchRequest = SearchParams & {indexName: string; params?: SearchParams};

interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A hit in the shape of a DocSearch record: one per page section. */
export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string;
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content: HighlightResult};
  _snippetResult: {hierarchy: Record<string, HighlightResult>; content: HighlightResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  facets?: Record<string, Record<string, number>>;
}

/** What this adapter uses of Pagefind's browser API (`pagefind.js`). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options: {filters?: PagefindFilter}): Promise<PagefindAnswer>;
  /** Downloads the index chunks the words of `term` fall in (and the filters'), without searching. */
  preload(term: string, options?: {filters?: PagefindFilter}): Promise<void>;
}
interface PagefindAnswer {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
}
type PagefindFilter = Record<string, unknown>;
interface PagefindResult {
  id: string;
  score: number;
  /** Where the query's words are in the page's text, as word positions. */
  words: number[];
  data(): Promise<PagefindPage>;
}
/** A page's fragment as Pagefind's `data()` answers it; of its excerpts, none is used. */
interface PagefindPage {
  url: string;
  meta: Record<string, string | undefined>;
  /** The page's filters, `kind` among them (see `searchIndex.ts`). */
  filters?: Record<string, string[] | undefined>;
  /** The page's text with `<` and `>` escaped, its words split as in `words`' positions. */
  raw_content: string;
  anchors: PageAnchor[];
}

/** A page's text for the snippets: its outline, and its words run by run (`TEXT_RUN_WORDS` each). */
export interface PageSource {
  outline: PageOutline;
  run(index: number): Promise<string[]>;
}

async function fetchJson<T>(url: string, id: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The search index's page ${id} could not be loaded (HTTP ${response.status}).`);
  }
  return (await response.json()) as T;
}

/**
 * A page's text from the files the build splits it into beside the bundle (`PAGE_TEXT_DIR`):
 * a search downloads the outline of each page it shows and only the runs of words its
 * snippets quote. Pagefind's `data()` would download the page's whole text (its fragment),
 * inflate it with its JavaScript gzip decoder and work out excerpts and sub-results over
 * the whole page, none of which the adapter uses.
 */
export async function fetchPageText(bundleUrl: string, id: string): Promise<PageSource> {
  const base = `${bundleUrl}${PAGE_TEXT_DIR}/${encodeURIComponent(id)}`;
  const outline = await fetchJson<PageOutline>(`${base}.json`, id);
  return {outline, run: (index) => fetchJson<string[]>(`${base}.${index}.json`, id)};
}

/** A page's text from the fragment Pagefind's `data()` answers. */
function sourceOfFragment(page: PagefindPage): PageSource {
  const {words, segmented} = textWords(page.raw_content);
  const outline: PageOutline = {
    url: page.url,
    meta: page.meta,
    kind: page.filters?.[FILTERS.kind]?.[0],
    anchors: page.anchors.filter(startsSection),
    wordCount: words.length,
    segmented,
  };
  return {
    outline,
    run: (index) => Promise.resolve(words.slice(index * TEXT_RUN_WORDS, (index + 1) * TEXT_RUN_WORDS)),
  };
}

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named `RetryError`,
 * the name algoliasearch gives to requests that failed on every host.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
}

/** Algolia caps queries at 512 characters; longer ones are cut rather than refused. */
const MAX_QUERY_LENGTH = 512;
/** Words of a query spell-checked, and asked one by one when the query finds nothing: a long paste stays quick. */
const MAX_CHECKED_WORDS = 8;
const DEFAULT_HITS_PER_PAGE = 20;
/** Sections shown per page found: the best matches, in the page's order. */
const SECTIONS_PER_PAGE = 2;
/** Words of a section's excerpt. */
const EXCERPT_WORDS = 24;
/**
 * Pages Pagefind ranked first that the second pass ranks again by their headings: those the
 * modal shows (`LOCAL_SEARCH_MODAL_HITS`), whose text is downloaded for their snippets anyway.
 */
const RERANKED_PAGES = 5;
/** How much a page whose title and a heading name every word of the query gains. */
const HEADING_BOOST = 1;
/** How much a page that says the query's words together gains. */
const NEARBY_BOOST = 0.25;
/** Algolia's own cap on how deep results can be paged. */
const MAX_HITS = 1000;
const FACETS = ['language', 'docusaurus_tag'];

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * Escapes a word of the page's text, in which Pagefind escaped `<` and `>` already: other
 * ampersands than those of entities are escaped too.
 */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Words of the query, lower-cased and each once: what the retries search word by word, and
 * what titles are highlighted with. Markup and regular
 * expression syntax are no words.
 */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}_]+/u)
        .filter(Boolean),
    ),
  ];
}

/** Letters of the alphabets whose words are spelled letter by letter (not Chinese, Japanese or Korean). */
const ALPHABETIC = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}]`;
const SHORT_WORDS = new RegExp(String.raw`(^|\s)(?:${ALPHABETIC}|${ALPHABETIC}{2}(?=\s+\S))(?=\s|$)`, 'gu');

/**
 * The query without its words of one letter, and of two letters but for the last one:
 * Pagefind matches every word as a prefix, among the index chunks loaded so far, so "in"
 * or "a" would match a good part of the index ("index", "install"...), more the more
 * chunks earlier searches loaded: the ranking would drift from one search to the next,
 * and chunks would be downloaded for nothing. A last word of two letters stays, a word
 * being typed or one that names what is asked ("docusaurus js"). Digits, and scripts
 * whose one character is a word or a syllable (Chinese, Japanese, Korean), are kept.
 */
export function withoutShortWords(query: string): string {
  return query.replace(SHORT_WORDS, '$1');
}

/**
 * Options of Pagefind's browser API. Result URLs are the routes the build indexed, base URL
 * included. Searching on the page's thread spares a worker download, and the worker's
 * start-up timeout on a busy machine; a search takes milliseconds.
 */
export const PAGEFIND_OPTIONS = {baseUrl: '/', noWorker: true};

/** Marks the words of a title that start with a query word; everything else is escaped. */
function highlightTitle(title: string, words: string[], preTag: string, postTag: string): HighlightResult {
  const matchedWords = new Set<string>();
  const value = title
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part) => {
      const word = words.find((candidate) => part.toLowerCase().startsWith(candidate));
      if (!word) {
        return escapeHtml(part);
      }
      matchedWords.add(word);
      return `${preTag}${escapeHtml(part)}${postTag}`;
    })
    .join('');
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size === words.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/**
 * `facetFilters` (groups that must all hold, each satisfied by any of its `name:value` or
 * `-name:value` filters) as a Pagefind filter.
 */
export function toPagefindFilter(facetFilters: SearchParams['facetFilters']): PagefindFilter | undefined {
  if (!facetFilters || facetFilters.length === 0) {
    return undefined;
  }
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((group) =>
    Array.isArray(group) ? group : [group],
  );
  return {
    all: groups.map((group) => ({
      any: group.map((filter) => {
        const negated = filter.startsWith('-');
        const [name = '', ...value] = (negated ? filter.slice(1) : filter).split(':');
        const condition = {[name]: value.join(':')};
        return negated ? {not: condition} : condition;
      }),
    })),
  };
}

/** A section of a page's text: from its heading (or the page's top) to the next heading. */
interface Section {
  title: string;
  /** The words of the page title and of the section's heading, as `queryWords` splits them. */
  named: string[];
  anchor?: {element: string; id: string};
  start: number;
  end: number;
}

/** A page's text prepared once for the excerpts of every later search that finds it. */
interface PageText {
  url: string;
  meta: PageOutline['meta'];
  /** How much the page counts by its kind: `KIND_WEIGHTS`, 1 when unknown. */
  kindWeight: number;
  /** The page's words read so far (`readRuns`), by position. */
  words: (string | undefined)[];
  /** Downloads these runs of words (`TEXT_RUN_WORDS` each), those not read yet. */
  readRuns(runs: Iterable<number>): Promise<void>;
  /** What joins words again: nothing in scripts Pagefind splits with zero-width spaces. */
  joiner: string;
  sections: Section[];
}

/** A page's sections, split at its headings, with its words read run by run as snippets need them. */
function preparePage({outline, run}: PageSource): PageText {
  const headings = [...outline.anchors].sort((a, b) => a.location - b.location);
  const titleWords = namedWords(outline.meta.title ?? '');
  const starts: Omit<Section, 'end'>[] = [
    {title: outline.meta.title ?? '', named: titleWords, start: 0},
    ...headings.map(({element, id, text, title, location}) => ({
      title: title || text || '',
      named: [...titleWords, ...namedWords(title || text || '')],
      anchor: {element, id},
      start: location,
    })),
  ];
  const sections = starts.map((section, index) => ({
    ...section,
    end: starts[index + 1]?.start ?? outline.wordCount,
  }));
  const kind = outline.kind as PageKind | undefined;
  const kindWeight = kind === undefined ? 1 : (KIND_WEIGHTS[kind] ?? 1);
  const words: (string | undefined)[] = [];
  const runs = new Map<number, Promise<void>>();
  const readRuns = async (indexes: Iterable<number>) => {
    // A position beyond the text (an index and split files of different builds) has no run.
    const existing = [...indexes].filter((index) => index >= 0 && index * TEXT_RUN_WORDS < outline.wordCount);
    await Promise.all(
      existing.map((index) =>
        cached(runs, index, async () => {
          (await run(index)).forEach((word, offset) => {
            words[index * TEXT_RUN_WORDS + offset] = word;
          });
        }),
      ),
    );
  };
  return {
    url: outline.url,
    meta: outline.meta,
    kindWeight,
    words,
    readRuns,
    joiner: outline.segmented ? '' : ' ',
    sections,
  };
}

/**
 * The words a title or heading names: its words, and the parts of an API name in camel
 * case (`configureWebpack` names "configurewebpack", "configure" and "webpack").
 */
function namedWords(heading: string): string[] {
  const parts = heading.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})/gu) ?? [];
  return [...new Set([...queryWords(heading), ...parts.map((part) => part.toLowerCase())])];
}

/** Sections with matches, each with the positions of its matched words. */
function matchedSections(text: PageText, locations: number[]): {section: Section; locations: number[]}[] {
  const matched = new Map<Section, number[]>();
  const sorted = [...locations].sort((a, b) => a - b);
  let index = 0;
  for (const location of sorted) {
    while (index + 1 < text.sections.length && (text.sections[index + 1]?.start ?? Infinity) <= location) {
      index += 1;
    }
    const section = text.sections[index];
    if (section) {
      const positions = matched.get(section) ?? [];
      positions.push(location);
      matched.set(section, positions);
    }
  }
  return [...matched].map(([section, positions]) => ({section, locations: positions}));
}

/** The sections of a page to show: the ones with the most matches, in the page's order. */
function bestSections<T extends {locations: number[]}>(sections: T[]): T[] {
  const ranked = [...sections].sort((a, b) => b.locations.length - a.locations.length);
  const kept = new Set(ranked.slice(0, SECTIONS_PER_PAGE));
  return sections.filter((section) => kept.has(section));
}

/**
 * Where a section's excerpt starts: in the window of `EXCERPT_WORDS` with the most matched
 * words, the middle one of the first run of such windows, which centres the matches.
 */
function excerptStart({start, end}: Section, locations: Set<number>): number {
  const last = end - EXCERPT_WORDS;
  if (last <= start) {
    return start;
  }
  let inWindow = [...locations].filter((location) => location < start + EXCERPT_WORDS).length;
  let best = inWindow;
  let run = {from: start, to: start};
  for (let first = start + 1; first <= last; first += 1) {
    inWindow += Number(locations.has(first + EXCERPT_WORDS - 1)) - Number(locations.has(first - 1));
    if (inWindow > best) {
      best = inWindow;
      run = {from: first, to: first};
    } else if (inWindow === best && run.to === first - 1) {
      run.to = first;
    }
  }
  return Math.floor((run.from + run.to) / 2);
}

/** The run of words (`TEXT_RUN_WORDS` each) a position of the page's text is in. */
function runOf(position: number): number {
  return Math.floor(position / TEXT_RUN_WORDS);
}

/** A section shown as a hit: its matched words' positions, and where its excerpt starts. */
interface ShownSection {
  section: Section;
  locations: Set<number>;
  start: number;
}

/** A section's excerpt: its words around the matches, the matched ones between the tags. */
function excerptOf(
  text: PageText,
  {section, locations, start}: ShownSection,
  preTag: string,
  postTag: string,
): {html: string; plain: string} {
  const shown = text.words
    .slice(start, Math.min(start + EXCERPT_WORDS, section.end))
    .map((word) => escapeText(word ?? ''));
  const html = shown
    .map((word, index) => (locations.has(start + index) ? `${preTag}${word}${postTag}` : word))
    .join(text.joiner);
  return {html: html.trim(), plain: shown.join(text.joiner).trim()};
}

/** Letters a query word needs before it names the longer words it begins ("the" is no "theme"). */
const MIN_PREFIX = 4;

/**
 * Whether a word of a title or heading is the query word: begins with it (a word being
 * typed, or a plural), or shares all but its last few letters with it (`category` and
 * `categories`, `translate` and `translating`).
 */
function namesWord(named: string, word: string): boolean {
  if (named === word || (word.length >= MIN_PREFIX && named.startsWith(word))) {
    return true;
  }
  const shorter = Math.min(named.length, word.length);
  let common = 0;
  while (common < shorter && named[common] === word[common]) {
    common += 1;
  }
  return common >= Math.max(MIN_PREFIX, shorter - 3);
}

/**
 * The share of the query's words that the page's title and one of its headings name: 1
 * for a page whose section is titled after the whole query, the place that explains it.
 */
function headingCoverage(text: PageText, words: string[]): number {
  let best = 0;
  for (const {named} of text.sections) {
    const covered = words.filter((word) => named.some((candidate) => namesWord(candidate, word))).length;
    best = Math.max(best, covered);
  }
  return words.length === 0 ? 0 : best / words.length;
}

/** Words apart, at most, beyond the query's own length, for the query's words to count as said together. */
const NEARBY_SLACK = 2;

/**
 * The matches that have another one close enough to be part of the query said together
 * (`saysTogether`), in order. None for a one-word query.
 */
function nearMatches(locations: number[], words: string[]): number[] {
  if (words.length < 2) {
    return [];
  }
  const span = words.length + NEARBY_SLACK;
  const sorted = [...new Set(locations)].sort((a, b) => a - b);
  return sorted.filter(
    (location, index) =>
      (sorted[index + 1] ?? Infinity) - location < span || location - (sorted[index - 1] ?? -Infinity) < span,
  );
}

/**
 * Whether the page says every word of the query together, as a phrase or nearly (a few
 * words apart at most): "new version", "Node.js version". `locations` are the positions of
 * the query's words in its text; they are looked at in the runs of words read for the
 * page's excerpts (`excerptRuns`), around its best matches, rather than downloading the
 * whole page, and only there, whatever earlier searches read.
 */
function saysTogether(text: PageText, locations: number[], words: string[]): boolean {
  const span = words.length + NEARBY_SLACK;
  const runs = excerptRuns(text, locations);
  const found = nearMatches(locations, words)
    .filter((location) => runs.has(runOf(location)))
    .map((location) => {
      const parts = queryWords(text.words[location] ?? '');
      return {location, word: words.findIndex((word) => parts.some((part) => namesWord(part, word)))};
    })
    .filter(({word}) => word >= 0);
  return found.some(({location}, first) => {
    const near = new Set<number>();
    for (
      let index = first;
      index < found.length && (found[index]?.location ?? Infinity) < location + span;
      index += 1
    ) {
      near.add(found[index]?.word ?? -1);
    }
    return near.size === words.length;
  });
}

/**
 * A second pass over the first pages Pagefind ranked, from their titles and headings:
 * Pagefind ranks a page by how often and where the words occur, so that a long reference
 * page that mentions every word many times comes before the guide with a section titled
 * after the query. Each page's score is raised by the share of the query its title and
 * best heading name, a little more when its text says the query's words together, and
 * weighed by the page's kind: Pagefind's score saturates with a
 * word's count, so the kind's weight on each word in the index hardly separates a short
 * request or release note titled after the query from the doc page that explains it.
 */
async function rankedByHeadings(
  results: PagefindResult[],
  words: string[],
  textOf: (result: PagefindResult) => Promise<PageText>,
): Promise<PagefindResult[]> {
  const first = results.slice(0, RERANKED_PAGES);
  if (first.length < 2 || words.length === 0) {
    return results;
  }
  const rescored = await Promise.all(
    first.map(async (result) => {
      const text = await textOf(result);
      const boost =
        1 +
        HEADING_BOOST * headingCoverage(text, words) +
        NEARBY_BOOST * Number(saysTogether(text, result.words, words));
      return {result, score: result.score * boost * text.kindWeight};
    }),
  );
  rescored.sort((a, b) => b.score - a.score);
  return [...rescored.map(({result}) => result), ...results.slice(RERANKED_PAGES)];
}

interface HitOptions {
  siteUrl: string;
  words: string[];
  preTag: string;
  postTag: string;
}

/** The sections of a page shown as hits, with where their excerpts start. */
function shownSections(text: PageText, locations: number[]): ShownSection[] {
  return bestSections(matchedSections(text, locations)).map(({section, locations: matched}) => {
    const positions = new Set(matched);
    return {section, locations: positions, start: excerptStart(section, positions)};
  });
}

/** The runs of words (`TEXT_RUN_WORDS` each) that the excerpts of a page's shown sections quote. */
function excerptRuns(text: PageText, locations: number[]): Set<number> {
  // An excerpt is shorter than a run: its first and last words name the runs it spans.
  return new Set(
    shownSections(text, locations).flatMap(({section, start}) => [
      runOf(start),
      runOf(Math.min(start + EXCERPT_WORDS, section.end) - 1),
    ]),
  );
}

function toHits(text: PageText, locations: number[], {siteUrl, words, preTag, postTag}: HitOptions): SearchHit[] {
  const title = text.meta.title ?? '';
  const category = text.meta.lvl0 ?? '';
  return shownSections(text, locations).map((shownSection) => {
    const {section} = shownSection;
    const level = section.anchor ? Number(/^h([2-6])$/i.exec(section.anchor.element)?.[1] ?? 2) : 1;
    const hierarchy: Record<string, string | null> = {lvl0: category, lvl1: title};
    for (let index = 2; index <= 6; index += 1) {
      hierarchy[`lvl${index}`] = index === level ? section.title : null;
    }
    // A page named after its sidebar category would read "Sidebar › Sidebar" in the path.
    const path = Object.entries(hierarchy).filter(
      ([name, value]) => value !== null && value !== '' && !(name === 'lvl0' && value === title),
    );
    const highlighted = Object.fromEntries(
      path.map(([name, value]) => [name, highlightTitle(value ?? '', words, preTag, postTag)]),
    );
    const excerpt = excerptOf(text, shownSection, preTag, postTag);
    const content: HighlightResult = {value: excerpt.html, matchLevel: 'full', matchedWords: words};
    const headingMatched = highlighted[`lvl${level}`]?.matchLevel !== 'none';
    // The anchor as a URL's fragment, percent-encoded where a URL needs it.
    const url = section.anchor
      ? `${text.url}${new URL(`#${section.anchor.id}`, 'https://local.invalid').hash}`
      : text.url;
    return {
      objectID: url,
      url: `${siteUrl}${url}`,
      url_without_anchor: `${siteUrl}${text.url}`,
      anchor: section.anchor?.id ?? null,
      type: headingMatched ? `lvl${level}` : 'content',
      hierarchy,
      content: excerpt.plain,
      _highlightResult: {hierarchy: highlighted, content},
      _snippetResult: {hierarchy: highlighted, content},
    };
  });
}

/** What a query word becomes after a spell check: itself, a correction, or nothing (unknown). */
type CheckWord = (word: string) => Promise<string | undefined>;

/**
 * The query's words checked against the index's vocabulary: misspelled words replaced by
 * their correction and unknown ones left out, in the query as typed (Pagefind splits
 * `create-docusaurus` or `@docusaurus/core` itself). A check that fails keeps the word.
 */
async function spellChecked(query: string, checkWord: CheckWord): Promise<{term: string; words: string[]}> {
  const tokens = [...new Set(query.split(/\s+/).filter(Boolean))];
  const checked = await Promise.all(
    tokens.map(async (token, index) => {
      const [word, ...more] = queryWords(token);
      if (word === undefined || more.length > 0 || index >= MAX_CHECKED_WORDS) {
        return token;
      }
      const result = await checkWord(word).catch(() => word);
      return result === word ? token : result;
    }),
  );
  const kept = checked.filter((token): token is string => token !== undefined);
  return {term: kept.join(' '), words: queryWords(kept.join(' '))};
}

/**
 * What one Pagefind bundle answered already, shared by every client that asks it: answers
 * to searches (a query typed again, or corrected to the same words, is not searched twice,
 * as Algolia's client keeps its answers too) and the texts of the pages shown, split into
 * words and sections once, whatever the later searches that find them.
 */
interface BundleCache {
  answers: Map<string, Promise<PagefindAnswer>>;
  texts: Map<string, Promise<PageText>>;
  /** Words whose last index chunk (`lastChunkProbe`) was asked for. */
  extended: Map<string, Promise<void>>;
}
const bundleCaches = new WeakMap<Pagefind, BundleCache>();
const MAX_CACHED_ANSWERS = 200;

function cacheOf(pagefind: Pagefind): BundleCache {
  let cache = bundleCaches.get(pagefind);
  if (!cache) {
    cache = {answers: new Map(), texts: new Map(), extended: new Map()};
    bundleCaches.set(pagefind, cache);
  }
  return cache;
}

/** The value cached under `key`, loaded when missing; a failed load is forgotten, the oldest beyond `limit` too. */
function cached<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>, limit = Infinity): Promise<T> {
  const known = cache.get(key);
  if (known) {
    return known;
  }
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  const oldest = cache.keys().next();
  if (cache.size > limit && !oldest.done) {
    cache.delete(oldest.value);
  }
  return loading;
}

/**
 * A word that sorts after every word that begins with `word` (in the index's byte order),
 * and before the words that come after them.
 */
function lastChunkProbe(word: string): string {
  return `${word}zzzz`;
}

/**
 * Pagefind matches each word of a search as a prefix too ("theme" finds "themes"), among
 * the words of the index chunks it has loaded; but it loads only the chunk the word itself
 * falls in, and with the build's small chunks (`INDEX_CHUNK_SIZE` in `indexer.ts`) the words
 * that begin with it often run on into the next one. Asking Pagefind to preload a word that
 * sorts after them all loads that chunk too, so that the results don't depend on where the
 * chunks happen to end. Words shorter than `MIN_PREFIX` match too many words to be worth
 * it; a long paste has its first few words extended only.
 */
function loadExtensions(pagefind: Pagefind, words: string[]): Promise<unknown> {
  const {extended} = cacheOf(pagefind);
  // Pagefind compares words without their diacritics; the probe suits Latin letters only.
  const latin = words
    .map((word) => word.normalize('NFD').replace(/\p{M}/gu, ''))
    .filter((word) => word.length >= MIN_PREFIX && /^[a-z0-9_]+$/.test(word))
    .slice(0, MAX_CHECKED_WORDS);
  return Promise.all(
    latin.map((word) => cached(extended, word, () => pagefind.preload(lastChunkProbe(word)).catch(() => undefined))),
  );
}

/**
 * Downloads what a search for `term` needs, side by side: the index chunks its words fall
 * in, the filters' chunks, and the chunks its words' extensions end in (`loadExtensions`).
 * Pagefind's search would load the first two itself, but only after the extensions.
 */
function loadChunks(
  pagefind: Pagefind,
  term: string,
  words: string[],
  filters: PagefindFilter | undefined,
): Promise<unknown> {
  return Promise.all([pagefind.preload(term, {filters}).catch(() => undefined), loadExtensions(pagefind, words)]);
}

/**
 * Pages for a query. Misspelled words are corrected first. Pagefind answers a page only
 * when it has every word (the last one as a prefix, while it is being typed); when no page
 * has them all, the words are asked one by one and the pages with more of them come first.
 */
async function findPages(
  pagefind: Pagefind,
  query: string,
  filters: PagefindFilter | undefined,
  checkWord: CheckWord | undefined,
): Promise<{found: PagefindAnswer; words: string[]; everyWord: boolean}> {
  const {answers} = cacheOf(pagefind);
  const filterKey = JSON.stringify(filters ?? {});
  const search = (term: string) =>
    cached(answers, `${term}\n${filterKey}`, () => pagefind.search(term, {filters}), MAX_CACHED_ANSWERS);
  // A word said twice adds nothing but work for the index.
  const asked = {term: [...new Set(query.split(/\s+/).filter(Boolean))].join(' '), words: queryWords(query)};
  // The chunks of the words as typed download while the words are spell-checked, which
  // leaves most of them as they are (a long paste's first few words only).
  const typed = asked.term.split(' ').slice(0, MAX_CHECKED_WORDS).join(' ');
  const loading = loadChunks(pagefind, typed, asked.words.slice(0, MAX_CHECKED_WORDS), filters);
  const checked = checkWord ? await spellChecked(query, checkWord) : asked;
  // Words the index has none of at all: Pagefind's own near matches are the best there is.
  const {term, words} = checked.term.trim() === '' ? asked : checked;
  await Promise.all([loading, term === typed ? undefined : loadChunks(pagefind, term, words, filters)]);
  const found = await search(term);
  if (found.results.length > 0 || words.length < 2) {
    return {found, words, everyWord: true};
  }
  const retried = words.slice(0, MAX_CHECKED_WORDS);
  const byWord = (await Promise.all(retried.map(search))).filter(({results}) => results.length > 0);
  if (byWord.length === 0) {
    return {found, words, everyWord: true};
  }
  const merged = new Map<string, {result: PagefindResult; words: number; score: number}>();
  for (const {results} of byWord) {
    for (const result of results) {
      const entry = merged.get(result.id);
      merged.set(result.id, {
        // Every word's positions, for the excerpts.
        result: entry ? {...entry.result, words: [...entry.result.words, ...result.words]} : result,
        words: (entry?.words ?? 0) + 1,
        score: (entry?.score ?? 0) + result.score,
      });
    }
  }
  const ranked = [...merged.values()].sort((a, b) => b.words - a.words || b.score - a.score);
  const widest = byWord.reduce((most, answer) => (answer.results.length > most.results.length ? answer : most));
  return {found: {results: ranked.map(({result}) => result), filters: widest.filters}, words, everyWord: false};
}

/**
 * An Algolia-compatible client answered by Pagefind. `search` takes several queries at
 * once, applies facet filters, pages through the pages found (`nbHits` counts pages, each
 * shown as its best sections) and returns hits in DocSearch's record shape, HTML-escaped
 * but for the highlight tags. Answers come back in the order the searches were made.
 */
export function createPagefindClient({
  siteUrl,
  loadPagefind,
  loadPageText,
  checkWord,
}: {
  siteUrl: string;
  loadPagefind: () => Promise<Pagefind>;
  /** A query word spell-checked against the index's vocabulary (see `vocabulary.ts`). */
  checkWord?: CheckWord;
  /**
   * A page's text by its Pagefind id (`fetchPageText`); without it, the text is read from
   * the fragment Pagefind's `data()` answers.
   */
  loadPageText?: (id: string) => Promise<PageSource>;
}) {
  let latest: Promise<unknown> = Promise.resolve();
  let searchesStarted = 0;

  async function searchOne(
    params: SearchParams & {indexName: string},
    {previous, isSuperseded}: {previous: Promise<unknown>; isSuperseded: () => boolean},
  ) {
    const started = performance.now();
    const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const searched = withoutShortWords(query);
    const hitsPerPage = Math.max(0, Math.min(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, MAX_HITS));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    let found: PagefindAnswer = {results: [], filters: {}};
    let words = queryWords(searched);
    let everyWord = true;
    let texts = new Map<string, Promise<PageText>>();
    if (searched.trim() !== '') {
      const pagefind = await loadPagefind().catch((error: unknown) => {
        throw new SearchIndexUnavailableError(`The search index could not be loaded: ${String(error)}`);
      });
      // A search starts its downloads once the one before it has answered (as the first
      // search of a visit waits for Pagefind's loader and WebAssembly module): on a slow
      // connection the searches of the letters typed meanwhile are replaced before they
      // start, and download no index chunks for words nobody will see answered. Answers
      // come back in order anyway: the last search waited for the one before it already,
      // only its own downloads now start after it rather than beside it.
      await previous;
      if (!isSuperseded()) {
        ({found, words, everyWord} = await findPages(
          pagefind,
          searched,
          toPagefindFilter(params.facetFilters),
          checkWord,
        ));
      }
      ({texts} = cacheOf(pagefind));
    }
    const textOf = async (result: PagefindResult) => {
      const text = await cached(texts, result.id, async () =>
        preparePage(loadPageText ? await loadPageText(result.id) : sourceOfFragment(await result.data())),
      );
      // The words of its excerpts, downloaded as soon as its outline is known.
      await text.readRuns(excerptRuns(text, result.words));
      return text;
    };
    // A search already replaced by the next keystroke needs no excerpts, nor a second pass:
    // nobody will see them. Pages that lack some words keep the order of how many they have.
    const superseded = isSuperseded();
    const ranked = superseded || !everyWord ? found.results : await rankedByHeadings(found.results, words, textOf);
    const results = ranked.slice(0, MAX_HITS);
    const pagesPerResponse = Math.ceil(hitsPerPage / SECTIONS_PER_PAGE);
    const shown = superseded ? [] : results.slice(page * pagesPerResponse, (page + 1) * pagesPerResponse);
    const pages = await Promise.all(
      shown.map(async (result) => ({text: await textOf(result), locations: result.words})),
    );
    const hitOptions = {
      siteUrl,
      words,
      preTag: params.highlightPreTag ?? '<em>',
      postTag: params.highlightPostTag ?? '</em>',
    };
    const requested = [params.facets ?? []].flat();
    const facets = Object.fromEntries(
      FACETS.filter((facet) => requested.includes(facet) || requested.includes('*')).map((facet) => [
        facet,
        Object.fromEntries(Object.entries(found.filters[facet] ?? {}).filter(([, count]) => count > 0)),
      ]),
    );
    return {
      hits: pages.flatMap(({text, locations}) => toHits(text, locations, hitOptions)),
      nbHits: results.length,
      page,
      nbPages: pagesPerResponse === 0 ? 0 : Math.ceil(results.length / pagesPerResponse),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      index: params.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      ...(requested.length > 0 && {facets}),
    } satisfies SearchResponse;
  }

  return {
    search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}> {
      searchesStarted += 1;
      const number = searchesStarted;
      const requests = (Array.isArray(input) ? input : input.requests).map((request) => ({
        ...request,
        ...request.params,
      }));
      const previous = latest;
      const answer = Promise.all(
        requests.map((params) => searchOne(params, {previous, isSuperseded: () => searchesStarted !== number})),
      );
      // An earlier, slower search (the first one loads Pagefind) must not answer last.
      const ordered = latest.then(
        () => answer,
        () => answer,
      );
      latest = ordered.catch(() => undefined);
      return ordered.then((results) => ({results}));
    },
  };
}

export type PagefindClient = ReturnType<typeof createPagefindClient>;
