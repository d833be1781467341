import {distance} from 'fastest-levenshtein';
import {VOCABULARY_DIR, vocabularyFileName} from '../searchIndex';

/** Edits allowed between a misspelled word and its correction. */
function allowedEdits(length: number): number {
  return length < 5 ? 1 : 2;
}

/**
 * Words checked against the vocabulary: four letters or more, letters only. Shorter ones,
 * numbers and names with underscores are left to Pagefind, and so are the scripts it
 * segments itself (Chinese, Japanese).
 */
function isCheckable(word: string): boolean {
  return /^[\p{L}\p{M}]{4,}$/u.test(word) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word);
}

/**
 * What a query word becomes, given the index's words that begin with its first letter
 * (most common first): itself when the index has it or a word that starts with it (it may
 * still be being typed), else the word with the fewest edits from it (insertions,
 * deletions, substitutions; the more common on a tie), else nothing: no page has it.
 */
export function spellCheck(word: string, vocabulary: readonly string[]): string | undefined {
  if (!isCheckable(word) || vocabulary.some((known) => known.startsWith(word))) {
    return word;
  }
  let nearest: string | undefined;
  let nearestEdits = allowedEdits(word.length) + 1;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) < nearestEdits) {
      const edits = distance(word, candidate);
      if (edits < nearestEdits) {
        nearest = candidate;
        nearestEdits = edits;
      }
    }
  }
  return nearest;
}

/**
 * A spell checker for query words against the vocabulary of a Pagefind bundle (written by
 * `indexer.ts`): each first letter's file is downloaded once, when a word needs it. A file
 * that cannot be downloaded leaves the word as it is.
 */
export function createSpellChecker(bundleUrl: string): (word: string) => Promise<string | undefined> {
  const files = new Map<string, Promise<string[]>>();
  return async (word) => {
    if (!isCheckable(word)) {
      return word;
    }
    const name = vocabularyFileName(word);
    let file = files.get(name);
    if (!file) {
      // A letter no word of the index begins with has no file (404): an empty vocabulary.
      file = fetch(`${bundleUrl}${VOCABULARY_DIR}/${name}`).then(async (response) =>
        response.ok ? (await response.text()).split('\n') : response.status === 404 ? [] : Promise.reject(),
      );
      files.set(name, file);
    }
    try {
      return spellCheck(word, await file);
    } catch {
      files.delete(name);
      return word;
    }
  };
}
