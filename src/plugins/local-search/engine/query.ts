import {at} from './at';
import {highlight, type HighlightResult, type WordMatches} from './highlight';
import type {QueryWord, RecordMatch, ShardIndex} from './shardIndex';
import {recordType, type ShardRecord} from './shardFormat';
import {tokenize} from './tokenize';

/** Words beyond this are ignored: a pasted paragraph must not make a search slow. */
export const MAX_QUERY_WORDS = 10;

/** The query's words; the last one is a prefix unless the reader has typed a space after it. */
export function parseQuery(query: string): QueryWord[] {
  const words = [...new Set(tokenize(query))].slice(0, MAX_QUERY_WORDS);
  const isTyping = /[\p{L}\p{N}]$/u.test(query);
  return words.map((word, index) => ({word, prefix: isTyping && index === words.length - 1}));
}

export interface RankedRecord extends RecordMatch {
  index: ShardIndex;
  url: string;
}

/** Algolia's ranking order: typos, attribute, exactness, then our custom ranking (level, position). */
function compare(a: RankedRecord, b: RankedRecord): number {
  return (
    a.typos - b.typos ||
    a.attributes - b.attributes ||
    b.exactWords - a.exactWords ||
    levelOrder(a) - levelOrder(b) ||
    a.record - b.record
  );
}

function levelOrder({index, record}: RankedRecord): number {
  const level = at(index.shard.records, record)[1];
  return level === 0 ? 7 : level;
}

export function recordUrl(index: ShardIndex, record: number): string {
  const [page, , anchor] = at(index.shard.records, record);
  const [url] = at(index.shard.pages, page);
  return anchor ? `${url}#${anchor}` : url;
}

/** Matching records of all shards, best first, one per URL (as DocSearch's `distinct`). */
export function rankRecords(indexes: ShardIndex[], words: QueryWord[]): RankedRecord[] {
  if (words.length === 0) {
    return [];
  }
  const perShard = indexes.map((index) => index.match(words));
  const mostWords = Math.max(0, ...perShard.flatMap((matches) => matches.map((match) => match.words)));
  const ranked = perShard
    .flatMap((matches, shard) =>
      matches
        .filter((match) => match.words === mostWords)
        .map((match) => ({...match, index: at(indexes, shard), url: recordUrl(at(indexes, shard), match.record)})),
    )
    .sort(compare);
  const seen = new Set<string>();
  return ranked.filter(({url}) => !seen.has(url) && Boolean(seen.add(url)));
}

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
}

export interface HitOptions {
  /** Origin of the site (`url` in its config): hit URLs are absolute, as the theme expects. */
  siteUrl: string;
  preTag: string;
  postTag: string;
  snippetWords: number;
  ellipsis: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** How far past a heading its section's first text block is looked for. */
const EXCERPT_LOOKAHEAD = 50;

/** The first text block of a heading's section (its subsections included), if it has one. */
function sectionExcerpt(records: readonly ShardRecord[], heading: number): string | null {
  const [page, headingLevel] = at(records, heading);
  for (let index = heading + 1; index < Math.min(records.length, heading + EXCERPT_LOOKAHEAD); index += 1) {
    const [recordPage, level, , text] = at(records, index);
    if (recordPage !== page || (level !== 0 && level <= headingLevel)) {
      return null;
    }
    if (level === 0) {
      return text;
    }
  }
  return null;
}

/** The highlighted levels, less any whose text repeats the level above it. */
function withoutRepeatedLevels(
  highlighted: Record<string, HighlightResult>,
  hierarchy: Record<string, string | null>,
): Record<string, HighlightResult> {
  let previous: string | null = null;
  return Object.fromEntries(
    Object.entries(highlighted).filter(([name]) => {
      const text = hierarchy[name] ?? null;
      const isRepeat = text !== null && text === previous;
      previous = text;
      return !isRepeat;
    }),
  );
}

/** A record in the shape DocSearch records have, with highlighted and snippeted attributes. */
export function toHit(ranked: RankedRecord, words: QueryWord[], options: HitOptions): SearchHit {
  const {index, record, url} = ranked;
  const {records, pages, language, tag} = index.shard;
  const [page, level, anchor, text, parent] = at(records, record);
  const [pageUrl, section] = at(pages, page);
  const hierarchy: Record<string, string | null> = Object.fromEntries(LEVELS.map((name) => [name, null]));
  hierarchy.lvl0 = section;
  for (let current = level === 0 ? parent : record; current >= 0;) {
    const [, headingLevel, , headingText, headingParent] = at(records, current);
    hierarchy[`lvl${headingLevel}`] = headingText;
    current = headingParent;
  }
  const matches: WordMatches[] = words.map((word) => ({
    word: word.word,
    terms: new Set(index.candidates(word).keys()),
  }));
  const highlightOf = (value: string, snippetWords?: number) => highlight(value, matches, {...options, snippetWords});
  const present = LEVELS.filter((name) => hierarchy[name] !== null);
  const highlighted = Object.fromEntries(present.map((name) => [name, highlightOf(hierarchy[name] ?? '')]));
  const content = level === 0 ? text : null;
  const excerpt = content ?? sectionExcerpt(records, record);
  return {
    objectID: `${tag}:${record}`,
    url: `${options.siteUrl}${url}`,
    url_without_anchor: `${options.siteUrl}${pageUrl}`,
    anchor: anchor || null,
    type: recordType(level),
    hierarchy,
    content,
    language,
    docusaurus_tag: tag,
    // The theme's search page shows the highlighted levels above the hit's title as its
    // breadcrumbs; a page titled as its sidebar category would read "Sidebar › Sidebar".
    _highlightResult: {
      hierarchy: withoutRepeatedLevels(highlighted, hierarchy),
      ...(content !== null && {content: highlightOf(content)}),
    },
    // A heading's snippet is its section's first text: the search page shows it as the
    // excerpt (DocSearch's modal shows a heading hit without one).
    _snippetResult: {
      hierarchy: highlighted,
      ...(excerpt !== null && {content: highlightOf(excerpt, options.snippetWords)}),
    },
  };
}
