import siteConfig from '@generated/docusaurus.config';
import {PAGEFIND_DIR} from '../searchIndex';
import {
  createPagefindClient,
  fetchPageText,
  PAGEFIND_OPTIONS,
  type Pagefind,
  type SearchRequest,
} from './pagefindClient';

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

/** The bundle of the locale being read: each locale's build has an index of its own. */
const bundle = `${siteConfig.baseUrl}${PAGEFIND_DIR}/`;
let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind's loader, downloaded with the first search rather than with every page, from
 * the bundle of the locale being read (each locale's build has its own index). A failed
 * download is forgotten, so the next keystroke tries again.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const module = (await import(/* webpackIgnore: true */ `${bundle}pagefind.js`)) as Pagefind;
    await module.options(PAGEFIND_OPTIONS);
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

let spellChecker: Promise<(word: string) => Promise<string | undefined>> | undefined;

/**
 * A query word checked against the index's vocabulary (see `vocabulary.ts`): the checker's
 * code and each letter's word list are downloaded when first needed.
 */
function checkWord(word: string): Promise<string | undefined> {
  spellChecker ??= import('./vocabulary')
    .then(({createSpellChecker}) => createSpellChecker(bundle))
    .catch((error: unknown) => {
      spellChecker = undefined;
      throw error;
    });
  return spellChecker.then((check) => check(word));
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
  const client = createPagefindClient({
    siteUrl: siteConfig.url,
    loadPagefind,
    loadPageText: (id) => fetchPageText(bundle, id),
    checkWord,
  });
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
