import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchIndex} from './indexer';
import {LOCAL_SEARCH_PLUGIN_NAME} from './searchIndex';

/** Route prefixes that are never searchable, whatever their pages say. */
export const EXCLUDED_PREFIXES = ['tests/', '__docusaurus/'];

/**
 * Search without a hosted service: after the build, Pagefind indexes the rendered pages of
 * the locale being built into `pagefind/`, and the theme's DocSearch modal and search page
 * are answered from it in the browser. Registered only when no hosted search credentials
 * are configured.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig, i18n} = context;
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
      const started = performance.now();
      const excluded = EXCLUDED_PREFIXES.map((prefix) => `${baseUrl}${prefix}`);
      const routes = [...new Set(routesPaths)].filter(
        (route) => route.startsWith(baseUrl) && !excluded.some((prefix) => route.startsWith(prefix)),
      );
      const pages = await buildSearchIndex({outDir, baseUrl, routes, defaultSection: siteConfig.title});
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(`Search index for locale ${i18n.currentLocale}: ${pages} pages indexed by Pagefind in ${seconds} s.`);
    },
  };
}
