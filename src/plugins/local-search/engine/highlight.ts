import {at} from './at';
import {wordSpans} from './tokenize';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  /** Words of context to keep around the first match; the whole text when absent. */
  snippetWords?: number;
  ellipsis?: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** The theme renders highlights as HTML, so everything but our own tags is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A query word and the dictionary words it matched (itself, longer words, near spellings). */
export interface WordMatches {
  word: string;
  terms: ReadonlySet<string>;
}

/** Marks every word of `text` that a query word matched, optionally cut to a snippet around the first mark. */
export function highlight(
  text: string,
  matches: readonly WordMatches[],
  {preTag, postTag, snippetWords, ellipsis = '…'}: HighlightOptions,
): HighlightResult {
  const spans = wordSpans(text);
  const matchedWordIndexes = new Set<number>();
  const marked = spans.map((span) => {
    let isMatch = false;
    matches.forEach(({terms}, index) => {
      if (terms.has(span.word)) {
        matchedWordIndexes.add(index);
        isMatch = true;
      }
    });
    return isMatch;
  });

  let from = 0;
  let to = spans.length;
  if (snippetWords !== undefined && spans.length > snippetWords) {
    const first = Math.max(0, marked.indexOf(true));
    from = Math.max(0, Math.min(first - Math.floor(snippetWords / 4), spans.length - snippetWords));
    to = from + snippetWords;
  }
  const start = from === 0 ? 0 : at(spans, from).start;
  const end = to === spans.length ? text.length : at(spans, to - 1).end;

  let value = from === 0 ? '' : ellipsis;
  let cursor = start;
  for (let index = from; index < to; index += 1) {
    if (marked[index]) {
      const span = at(spans, index);
      value += `${escapeHtml(text.slice(cursor, span.start))}${preTag}${escapeHtml(text.slice(span.start, span.end))}${postTag}`;
      cursor = span.end;
    }
  }
  value += escapeHtml(text.slice(cursor, end));
  if (end < text.length) {
    value += ellipsis;
  }

  const matchLevel =
    matchedWordIndexes.size === 0 ? 'none' : matchedWordIndexes.size === matches.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWordIndexes].map((index) => at(matches, index).word)};
}
