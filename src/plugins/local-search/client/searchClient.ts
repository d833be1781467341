import {parseQuery, rankRecords, toHit, type SearchHit} from '../engine/query';
import {ShardIndex} from '../engine/shardIndex';
import {decodeShard, type SearchManifest, type ShardEntry, type StoredShard} from '../engine/shardFormat';

/** The subset of Algolia search parameters that DocSearch and the theme's search page send. */
export interface SearchParams {
  query?: string;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

/** DocSearch sends parameters inline; algoliasearch-helper nests them under `params`. */
export type SearchRequest = SearchParams & {indexName: string; params?: SearchParams};

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

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named `RetryError`,
 * the name algoliasearch gives to requests that failed on every host.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
}

export type FetchJson = (url: string) => Promise<unknown>;

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 30;
/** Algolia's own cap on how deep results can be paged. */
const MAX_HITS = 1000;
const FACETS = ['language', 'docusaurus_tag'] as const;

async function fetchJsonOverNetwork(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.json();
}

/** `facetFilters` as a list of groups that must all hold, each satisfied by any of its filters. */
function filterGroups(facetFilters: SearchParams['facetFilters']): string[][] {
  if (!facetFilters) {
    return [];
  }
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return list.map((group) => (Array.isArray(group) ? group : [group]));
}

/** Whether a shard's facets (the same for all its records) pass every filter group. */
function passesFilters(entry: {language: string; tag: string}, groups: string[][]): boolean {
  const values: Record<string, string> = {language: entry.language, docusaurus_tag: entry.tag};
  return groups.every((group) =>
    group.some((filter) => {
      const negated = filter.startsWith('-');
      const [attribute = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
      return (values[attribute] === rest.join(':')) !== negated;
    }),
  );
}

function snippetWords(attributesToSnippet: string[] | undefined): number {
  const content = attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  const words = Number(content?.split(':')[1]);
  return Number.isInteger(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

/**
 * An Algolia-compatible search client answered from the index the build writes: `search`
 * takes several queries at once, applies facet filters, pages and counts hits, and returns
 * highlighted, snippeted hits in DocSearch's record shape. Shards load on first use, only
 * those the filters can match.
 */
export function createLocalSearchClient({
  siteUrl,
  manifestUrl,
  fetchJson = fetchJsonOverNetwork,
}: {
  siteUrl: string;
  manifestUrl: string;
  fetchJson?: FetchJson;
}) {
  let manifest: Promise<SearchManifest> | undefined;
  const shards = new Map<string, Promise<ShardIndex>>();

  // A failed download is forgotten, so the next keystroke tries again.
  function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    return promise.catch((error: unknown) => {
      forget();
      throw new SearchIndexUnavailableError(`The search index could not be loaded: ${String(error)}`);
    });
  }

  function loadManifest(): Promise<SearchManifest> {
    manifest ??= remember(
      fetchJson(manifestUrl).then((value) => value as SearchManifest),
      () => (manifest = undefined),
    );
    return manifest;
  }

  function loadShard(entry: ShardEntry): Promise<ShardIndex> {
    let shard = shards.get(entry.tag);
    if (!shard) {
      shard = remember(
        fetchJson(new URL(entry.file, new URL(manifestUrl, 'http://localhost')).pathname).then(
          (value) => new ShardIndex(decodeShard(value as StoredShard)),
        ),
        () => shards.delete(entry.tag),
      );
      shards.set(entry.tag, shard);
    }
    return shard;
  }

  /** The shards a request's filters can match; none for an empty query. */
  async function shardsFor(params: SearchParams): Promise<ShardEntry[]> {
    if (parseQuery(params.query ?? '').length === 0) {
      return [];
    }
    const groups = filterGroups(params.facetFilters);
    const {language, shards: entries} = await loadManifest();
    return entries.filter(({tag}) => passesFilters({language, tag}, groups));
  }

  async function searchOne(
    params: SearchParams & {indexName: string},
    selected: ShardEntry[],
  ): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const hitsPerPage = Math.max(0, Math.min(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, MAX_HITS));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const words = parseQuery(query);
    const indexes = await Promise.all(selected.map(loadShard));
    const ranked = rankRecords(indexes, words).slice(0, MAX_HITS);
    const hitOptions = {
      siteUrl,
      preTag: params.highlightPreTag ?? '<em>',
      postTag: params.highlightPostTag ?? '</em>',
      snippetWords: snippetWords(params.attributesToSnippet),
      ellipsis: params.snippetEllipsisText ?? '…',
    };
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((record) => toHit(record, words, hitOptions));
    const requested = params.facets === '*' || params.facets?.includes('*') ? FACETS : [params.facets ?? []].flat();
    const facets = Object.fromEntries(
      FACETS.filter((facet) => requested.includes(facet)).map((facet) => [
        facet,
        ranked.reduce<Record<string, number>>((counts, {index}) => {
          const value = facet === 'language' ? index.shard.language : index.shard.tag;
          counts[value] = (counts[value] ?? 0) + 1;
          return counts;
        }, {}),
      ]),
    );
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      index: params.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      ...(requested.length > 0 && {facets}),
    };
  }

  return {
    async search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}> {
      const requests = (Array.isArray(input) ? input : input.requests).map((request) => ({
        ...request,
        ...request.params,
      }));
      const selections = await Promise.all(requests.map(shardsFor));
      // algoliasearch-helper sends, beside each query, a count-only one (no hits) without the
      // version filter, for facet counts that the theme's search page never shows. Counting
      // within the shards the batch's other queries load keeps the page from downloading
      // every version's index.
      const tagsOfHitQueries = new Set(
        selections
          .filter((_, index) => requests[index]?.hitsPerPage !== 0)
          .flatMap((entries) => entries.map(({tag}) => tag)),
      );
      const results = requests.map((params, index) => {
        const selected = selections[index] ?? [];
        const isCountOnly = params.hitsPerPage === 0 && tagsOfHitQueries.size > 0;
        return searchOne(params, isCountOnly ? selected.filter(({tag}) => tagsOfHitQueries.has(tag)) : selected);
      });
      return {results: await Promise.all(results)};
    },
    clearCache(): Promise<void> {
      manifest = undefined;
      shards.clear();
      return Promise.resolve();
    },
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;
