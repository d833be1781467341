import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractPageRecords, type PageRecords} from './indexer';
import {buildShards, serializeShards} from './shards';
import {LOCAL_SEARCH_PLUGIN_NAME, MANIFEST_FILE, SEARCH_INDEX_DIR} from './engine/shardFormat';

/** Route prefixes that are never searchable, whatever their pages say. */
const EXCLUDED_PREFIXES = ['tests/', '__docusaurus/'];

/**
 * Search without a hosted service: after the build, indexes the rendered pages into
 * `search-index/`, and answers the theme's DocSearch modal and search page from it in the
 * browser. Registered only when no hosted search credentials are configured.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  return {
    name: LOCAL_SEARCH_PLUGIN_NAME,

    // Tells the site's SearchBar (src/theme/SearchBar) to hand DocSearch the local client.
    contentLoaded({actions}) {
      actions.setGlobalData({});
    },

    // The theme's search page builds its client with `liteClient()` from algoliasearch.
    configureWebpack() {
      return {
        resolve: {alias: {'algoliasearch/lite$': new URL('./client/liteClient.ts', import.meta.url).pathname}},
      };
    },

    async postBuild({outDir, routesPaths}) {
      const excluded = EXCLUDED_PREFIXES.map((prefix) => `${baseUrl}${prefix}`);
      const routes = [...new Set(routesPaths)].filter(
        (route) => route.startsWith(baseUrl) && !excluded.some((prefix) => route.startsWith(prefix)),
      );
      const pages: PageRecords[] = [];
      for (const route of routes) {
        const file = path.join(outDir, route.slice(baseUrl.length), 'index.html');
        const html = await readFile(file, 'utf8').catch(() => undefined);
        const page = html && extractPageRecords(html, {url: route, defaultSection: siteConfig.title});
        if (page) {
          pages.push(page);
        }
      }
      const {manifest, files} = serializeShards(buildShards(pages));
      const indexDir = path.join(outDir, SEARCH_INDEX_DIR);
      await rm(indexDir, {recursive: true, force: true});
      await mkdir(indexDir, {recursive: true});
      await Promise.all(files.map(({entry, json}) => writeFile(path.join(indexDir, entry.file), json)));
      await writeFile(path.join(indexDir, MANIFEST_FILE), JSON.stringify(manifest));
    },
  };
}
