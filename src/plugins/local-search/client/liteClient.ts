import siteConfig from '@generated/docusaurus.config';
import {MANIFEST_FILE, SEARCH_INDEX_DIR} from '../engine/shardFormat';
import {createLocalSearchClient, type LocalSearchClient} from './searchClient';

let client: LocalSearchClient | undefined;

/**
 * Stands in for `liteClient` from `algoliasearch/lite` (the plugin aliases that module to
 * this one): the theme's search page and our SearchBar get the one local client, whatever
 * application id and key they pass.
 */
export function liteClient(): LocalSearchClient {
  client ??= createLocalSearchClient({manifestUrl: `${siteConfig.baseUrl}${SEARCH_INDEX_DIR}/${MANIFEST_FILE}`});
  return client;
}
