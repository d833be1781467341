import siteConfig from '@generated/docusaurus.config';
import {MANIFEST_FILE, SEARCH_INDEX_DIR} from '../engine/shardFormat';
import type {LocalSearchClient, SearchRequest} from './searchClient';

type SearchInput = Parameters<LocalSearchClient['search']>[0];

let client: Promise<LocalSearchClient> | undefined;

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

// The engine is downloaded with the first search, not with every page.
function loadClient(): Promise<LocalSearchClient> {
  client ??= import('./searchClient').then(({createLocalSearchClient}) =>
    createLocalSearchClient({
      siteUrl: siteConfig.url,
      manifestUrl: `${siteConfig.baseUrl}${SEARCH_INDEX_DIR}/${MANIFEST_FILE}`,
    }),
  );
  return client;
}

/**
 * Stands in for `liteClient` from `algoliasearch/lite` (the plugin aliases that module to
 * this one, and the SearchBar hands it to DocSearch): every caller gets a client answered
 * by the local index, whatever application id and key they pass.
 */
export function liteClient() {
  const search = async (input: SearchInput) => {
    try {
      const response = await (await loadClient()).search(input);
      statusListeners.forEach((listener) => listener(false));
      return response;
    } catch (error) {
      statusListeners.forEach((listener) => listener(true));
      throw error;
    }
  };
  return {
    appId: 'local',
    search,
    searchForHits: search,
    // Called by DocSearch and algoliasearch-helper to tag requests; nothing to tag here.
    addAlgoliaAgent(): void {},
    clearCache: async () => (await loadClient()).clearCache(),
  };
}

export type {SearchRequest};
