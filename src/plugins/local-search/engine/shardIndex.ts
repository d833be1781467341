import {at} from './at';
import {boundedDistance} from './editDistance';
import {tokenize} from './tokenize';
import type {Shard, ShardRecord} from './shardFormat';

/** One word of a query; the word being typed (the last one) also matches as a prefix. */
export interface QueryWord {
  word: string;
  prefix: boolean;
}

/** Ranks of the attributes a word can match in, best first: titles above headings above text. */
const TITLE_RANK = 1;
const SECTION_RANK = 2;
const CONTENT_RANK = 6;
function headingRank(level: ShardRecord[1]): number {
  return level === 0 ? CONTENT_RANK : level === 1 ? TITLE_RANK : Math.min(level + 1, 5);
}

/** Typo tolerance as Algolia applies it by default: none under 4 letters, 2 from 8. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

const CANDIDATE_CACHE_SIZE = 500;

export interface RecordMatch {
  record: number;
  /** Query words found in the record, its headings, its page title or its section. */
  words: number;
  typos: number;
  /** Sum over matched words of the rank of the best attribute each was found in. */
  attributes: number;
  exactWords: number;
}

/**
 * The in-memory index of one shard: an inverted index from words to the records whose own
 * text holds them. A word found in a heading matches every record under that heading
 * (their hierarchy holds it, as in DocSearch records), and a word of the section name
 * matches the whole page.
 */
export class ShardIndex {
  readonly shard: Shard;
  private readonly terms: string[];
  private readonly postings = new Map<string, number[]>();
  private readonly sectionPostings = new Map<string, number[]>();
  /** For each record, the end (exclusive) of the records it heads; itself only for text. */
  private readonly rangeEnd: Int32Array;
  private readonly pageStart: Int32Array;
  private readonly candidateCache = new Map<string, Map<string, number>>();

  constructor(shard: Shard) {
    this.shard = shard;
    const {records, pages} = shard;
    this.rangeEnd = new Int32Array(records.length);
    this.pageStart = new Int32Array(pages.length).fill(-1);
    const open: number[] = [];
    records.forEach(([page, level, , text], index) => {
      while (open.length > 0) {
        const top = at(open, open.length - 1);
        const [topPage, topLevel] = at(records, top);
        if (level === 0 || (topPage === page && topLevel < level)) {
          break;
        }
        this.rangeEnd[top] = index;
        open.pop();
      }
      if (level === 0) {
        this.rangeEnd[index] = index + 1;
      } else {
        open.push(index);
      }
      if (this.pageStart[page] === -1) {
        this.pageStart[page] = index;
      }
      addPostings(this.postings, tokenize(text), index);
    });
    open.forEach((index) => (this.rangeEnd[index] = records.length));
    pages.forEach(([, section], page) => addPostings(this.sectionPostings, tokenize(section), page));
    this.terms = [...new Set([...this.postings.keys(), ...this.sectionPostings.keys()])].sort();
  }

  get size(): number {
    return this.shard.records.length;
  }

  /** Dictionary words that match a query word, with the number of typos each needs. */
  candidates({word, prefix}: QueryWord): Map<string, number> {
    const key = `${prefix ? 'p' : 'w'}:${word}`;
    const cached = this.candidateCache.get(key);
    if (cached) {
      return cached;
    }
    const found = new Map<string, number>();
    if (prefix) {
      for (let i = this.lowerBound(word); i < this.terms.length && at(this.terms, i).startsWith(word); i += 1) {
        found.set(at(this.terms, i), 0);
      }
    } else if (this.postings.has(word) || this.sectionPostings.has(word)) {
      found.set(word, 0);
    }
    const maxTypos = allowedTypos(word);
    if (maxTypos > 0) {
      // Typos are looked for among words with the same first letter, as most search engines do.
      const firstLetter = word.charAt(0);
      for (
        let i = this.lowerBound(firstLetter);
        i < this.terms.length && at(this.terms, i)[0] === firstLetter;
        i += 1
      ) {
        const term = at(this.terms, i);
        if (!found.has(term)) {
          const typos = boundedDistance(word, term, maxTypos, prefix);
          if (typos <= maxTypos) {
            found.set(term, typos);
          }
        }
      }
    }
    if (this.candidateCache.size >= CANDIDATE_CACHE_SIZE) {
      const oldest = this.candidateCache.keys().next();
      if (!oldest.done) {
        this.candidateCache.delete(oldest.value);
      }
    }
    this.candidateCache.set(key, found);
    return found;
  }

  /**
   * Every record matching the query: all words when some record has them all, otherwise
   * records with as many of the words as possible (so a stray word never empties a search).
   */
  match(words: QueryWord[]): RecordMatch[] {
    const size = this.size;
    const perWord = words.map((word) => this.matchWord(word));
    const matches: RecordMatch[] = [];
    let best = 0;
    for (let record = 0; record < size; record += 1) {
      let matched = 0;
      let typos = 0;
      let attributes = 0;
      let exactWords = 0;
      for (const {rank, typos: wordTypos, exact} of perWord) {
        const attribute = rank[record] ?? 0;
        if (attribute > 0) {
          matched += 1;
          typos += wordTypos[record] ?? 0;
          attributes += attribute;
          exactWords += exact[record] ?? 0;
        }
      }
      if (matched > 0 && matched >= best) {
        best = Math.max(best, matched);
        matches.push({record, words: matched, typos, attributes, exactWords});
      }
    }
    return matches.filter((match) => match.words === best);
  }

  private matchWord(word: QueryWord): {rank: Uint8Array; typos: Uint8Array; exact: Uint8Array} {
    const rank = new Uint8Array(this.size);
    const typos = new Uint8Array(this.size);
    const exact = new Uint8Array(this.size);
    const offer = (from: number, to: number, attribute: number, termTypos: number, isExact: number): void => {
      for (let record = from; record < to; record += 1) {
        const current = rank[record] ?? 0;
        const currentTypos = typos[record] ?? 0;
        if (
          current === 0 ||
          termTypos < currentTypos ||
          (termTypos === currentTypos &&
            (attribute < current || (attribute === current && isExact > (exact[record] ?? 0))))
        ) {
          rank[record] = attribute;
          typos[record] = termTypos;
          exact[record] = isExact;
        }
      }
    };
    for (const [term, termTypos] of this.candidates(word)) {
      const isExact = term === word.word ? 1 : 0;
      for (const record of this.postings.get(term) ?? []) {
        offer(record, at(this.rangeEnd, record), headingRank(at(this.shard.records, record)[1]), termTypos, isExact);
      }
      for (const page of this.sectionPostings.get(term) ?? []) {
        const start = at(this.pageStart, page);
        offer(start, at(this.rangeEnd, start), SECTION_RANK, termTypos, isExact);
      }
    }
    return {rank, typos, exact};
  }

  private lowerBound(value: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (at(this.terms, middle) < value) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }
}

function addPostings(postings: Map<string, number[]>, words: string[], index: number): void {
  for (const word of new Set(words)) {
    const list = postings.get(word);
    if (list) {
      list.push(index);
    } else {
      postings.set(word, [index]);
    }
  }
}
