/**
 * Word splitting shared by the indexer, the browser engine and the highlighter, so that
 * the three always agree on what a word is. Case and accents are ignored; every run of
 * letters or digits is a word; each Han, kana or Hangul character is a word of its own
 * because those scripts do not separate words with spaces.
 */

const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Longest word kept: longer runs are noise (hashes, base64) and would slow matching. */
export const MAX_WORD_LENGTH = 40;

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().slice(0, MAX_WORD_LENGTH);
}

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** The words of a text with their positions in it, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word) {
      spans.push({word, start: match.index, end: match.index + match[0].length});
    }
  }
  return spans;
}

export function tokenize(text: string): string[] {
  return wordSpans(text).map((span) => span.word);
}
