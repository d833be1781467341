import {diffLines, diffWordsWithSpace, type ChangeObject} from 'diff';

/** A run of text: in both pages, only in the newer page (added) or only in the older one (removed). */
export type Piece = {kind: 'same' | 'added' | 'removed'; text: string};

/** What the view shows: text with its changes, or a count of unchanged lines left out. */
export type DiffBlock = {kind: 'text'; pieces: Piece[]} | {kind: 'skipped'; lines: number};

/** `changed` is false when the two pages have the same text (then there are no blocks). */
export type PageDiff = {changed: boolean; blocks: DiffBlock[]; wordsAdded: number; wordsRemoved: number};

/** Unchanged lines kept on each side of a change; longer unchanged runs are folded. */
export const CONTEXT_LINES = 2;
/**
 * Above this many word edits, a replaced passage is shown removed, then added, instead of
 * word by word: the word diff of two unrelated long passages is slow and unreadable.
 */
const MAX_WORD_EDITS = 4000;

const linesOf = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;
const kindOf = (change: ChangeObject<string>): Piece['kind'] =>
  change.added ? 'added' : change.removed ? 'removed' : 'same';

/**
 * The word-level differences between two pages' Markdown, `before` being the older page.
 * Lines are compared first, then each replaced passage word by word, so unchanged parts
 * cost little; unchanged runs longer than the context around the changes are folded.
 */
export function diffPages(before: string, after: string): PageDiff {
  const changes = diffLines(before, after);
  if (!changes.some((change) => change.added || change.removed)) {
    return {changed: false, blocks: [], wordsAdded: 0, wordsRemoved: 0};
  }
  const blocks: DiffBlock[] = [];
  let pieces: Piece[] = [];
  const push = (kind: Piece['kind'], text: string) => {
    const last = pieces[pieces.length - 1];
    if (text === '') return;
    if (last?.kind === kind) last.text += text;
    else pieces.push({kind, text});
  };
  for (let index = 0; index < changes.length; index += 1) {
    const [change, next] = [changes[index], changes[index + 1]];
    if (!change) break;
    if (change.removed && next?.added) {
      const words = diffWordsWithSpace(change.value, next.value, {maxEditLength: MAX_WORD_EDITS}) ?? [change, next];
      for (const word of words) push(kindOf(word), word.value);
      index += 1;
    } else if (change.added || change.removed) {
      push(kindOf(change), change.value);
    } else {
      // Context is kept after the previous change and before the next one, not at the ends.
      const lines = linesOf(change.value);
      const head = index === 0 ? [] : lines.slice(0, CONTEXT_LINES);
      const tail = index === changes.length - 1 ? [] : lines.slice(-CONTEXT_LINES);
      const folded = lines.length - head.length - tail.length;
      if (folded <= 1) {
        push('same', change.value);
        continue;
      }
      push('same', head.join(''));
      if (pieces.length > 0) blocks.push({kind: 'text', pieces});
      blocks.push({kind: 'skipped', lines: folded});
      pieces = [];
      push('same', tail.join(''));
    }
  }
  if (pieces.length > 0) blocks.push({kind: 'text', pieces});
  const count = (kind: Piece['kind']) =>
    blocks.reduce(
      (total, block) =>
        block.kind === 'text'
          ? total +
            block.pieces.filter((piece) => piece.kind === kind).reduce((sum, {text}) => sum + wordCount(text), 0)
          : total,
      0,
    );
  return {changed: true, blocks, wordsAdded: count('added'), wordsRemoved: count('removed')};
}
