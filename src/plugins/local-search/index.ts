import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchIndex} from './indexer';
import {LOCAL_SEARCH_PLUGIN_NAME} from './searchIndex';

/** Route prefixes that are never searchable, whatever their pages say. */
export const EXCLUDED_PREFIXES = ['tests/', '__docusaurus/'];

/**
 * The index jobs of this process, shared by the plugin instances of every locale (each locale
 * loads the site configuration afresh): run one after another, since they share Pagefind's
 * process.
 */
const INDEX_JOBS = Symbol.for('docusaurus-site-local-search/index-jobs');
type GlobalWithJobs = typeof globalThis & {[INDEX_JOBS]?: Promise<void>};

/**
 * Runs a locale's index job after the ones queued before it, without waiting for it. A
 * failure is left unhandled: the CLI reports it and exits with an error, as Node does.
 */
function queueIndexJob(job: () => Promise<void>): void {
  const global = globalThis as GlobalWithJobs;
  const queued = (global[INDEX_JOBS] ?? Promise.resolve()).then(job);
  global[INDEX_JOBS] = queued;
}

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

    // Docusaurus builds the locales one after another in this process: the index of one
    // locale is written while the next one bundles (the process ends only once every index
    // is written, and a failed index fails the build), rather than before it starts.
    postBuild({outDir, routesPaths}) {
      const excluded = EXCLUDED_PREFIXES.map((prefix) => `${baseUrl}${prefix}`);
      const routes = [...new Set(routesPaths)].filter(
        (route) => route.startsWith(baseUrl) && !excluded.some((prefix) => route.startsWith(prefix)),
      );
      const locale = i18n.currentLocale;
      queueIndexJob(async () => {
        const started = performance.now();
        const pages = await buildSearchIndex({outDir, baseUrl, routes, defaultSection: siteConfig.title});
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(`Search index for locale ${locale}: ${pages} pages indexed by Pagefind in ${seconds} s.`);
      });
      return Promise.resolve();
    },
  };
}
