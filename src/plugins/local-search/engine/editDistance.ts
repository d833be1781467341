import {at} from './at';

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of
 * neighbours) between `word` and `term`, or between `word` and the closest prefix of
 * `term` when `asPrefix` is set. Gives up and returns `max + 1` as soon as the distance
 * must exceed `max`, so a scan over a whole dictionary stays cheap.
 */
export function boundedDistance(word: string, term: string, max: number, asPrefix: boolean): number {
  const m = word.length;
  const n = asPrefix ? Math.min(term.length, m + max) : term.length;
  if (!asPrefix && Math.abs(m - n) > max) {
    return max + 1;
  }
  let previousPrevious: number[] = [];
  let previous = Array.from({length: n + 1}, (_, j) => j);
  for (let i = 1; i <= m; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        value = Math.min(value, at(previousPrevious, j - 2) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) {
      return max + 1;
    }
    previousPrevious = previous;
    previous = current;
  }
  return asPrefix ? Math.min(...previous.slice(Math.max(0, m - max))) : at(previous, n);
}
