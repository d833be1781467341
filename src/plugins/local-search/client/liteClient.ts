import siteConfig from '@generated/docusaurus.config';
import {PAGEFIND_DIR} from '../searchIndex';
import {createPagefindClient, type Pagefind, type SearchRequest} from './pagefindClient';

type IndexStatusListener = (unavailable: boolean) => void;
const statusListeners = new Set<IndexStatusListener>();

/**
 * Tells whether the last search could reach the index. DocSearch 4 shows its error screen
 * only for an instant (autocomplete sets the status back to idle once a search settles),
 * so the SearchBar shows the message itself; this is how it learns when.
 */
export function subscribeToIndexStatus(listener: IndexStatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

let answeredQuery: string | undefined;
const answerListeners = new Set<() => void>();

/**
 * The query of the last answered search, for the search page: until its query is answered
 * it has nothing to show, not even "No results".
 */
export const lastAnswer = {
  subscribe(listener: () => void): () => void {
    answerListeners.add(listener);
    return () => answerListeners.delete(listener);
  },
  query: (): string | undefined => answeredQuery,
};

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's loader, downloaded with the first search rather than with every page, from
 * the bundle of the locale being read (each locale's build has its own index). A failed
 * download is forgotten, so the next keystroke tries again.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const bundle = `${siteConfig.baseUrl}${PAGEFIND_DIR}/`;
    const module = (await import(/* webpackIgnore: true */ `${bundle}pagefind.js`)) as Pagefind;
    // Result URLs are the routes the build indexed, base URL included. Searching on the
    // page's thread spares a worker download, and the worker's start-up timeout on a busy
    // machine; a search takes milliseconds.
    await module.options({baseUrl: '/', excerptLength: 24, noWorker: true});
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

type SearchInput = Parameters<ReturnType<typeof createPagefindClient>['search']>[0];

function reportStatus<T>(input: SearchInput, answer: Promise<T>): Promise<T> {
  return answer.then(
    (value) => {
      statusListeners.forEach((listener) => listener(false));
      const [first] = Array.isArray(input) ? input : input.requests;
      answeredQuery = first?.query ?? first?.params?.query;
      answerListeners.forEach((listener) => listener());
      return value;
    },
    (error: unknown) => {
      statusListeners.forEach((listener) => listener(true));
      throw error;
    },
  );
}

/**
 * Stands in for `liteClient` from `algoliasearch/lite` (the plugin aliases that module to
 * this one, and the SearchBar hands it to DocSearch): every caller gets a client answered
 * by Pagefind, whatever application id and key they pass.
 */
export function liteClient() {
  const client = createPagefindClient({siteUrl: siteConfig.url, loadPagefind});
  const search = (input: SearchInput) => reportStatus(input, client.search(input));
  return {
    appId: 'local',
    search,
    searchForHits: search,
    // Called by DocSearch and algoliasearch-helper to tag requests; nothing to tag here.
    addAlgoliaAgent(): void {},
    clearCache: () => Promise.resolve(),
  };
}

export type {SearchRequest};
