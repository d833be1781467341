import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRoutesOf} from './routeLists';
import {loadRouteTable} from './routeTables';

/** Set by the runtime module of ../lazyChunkNames.ts in production builds. */
declare const __webpack_require__: {readonly gcaReady?: () => Promise<void>};

let installed = false;

/**
 * Core's prefetching finds a route's chunk files through the chunk-name table, which
 * production builds load only when the first prefetch needs it: prefetches wait for it.
 * Installed on the first route update, when the framework's `window.docusaurus` exists and
 * before any link has been seen. The development server keeps the table in its runtime.
 * Core finds the route's chunk names in the route tables, whose parts load on demand: the
 * prefetch also waits for the route lists its path goes through and the parts of the routes
 * it matches.
 */
export function onRouteDidUpdate(): void {
  const chunkNamesLoaded = __webpack_require__.gcaReady;
  if (installed || chunkNamesLoaded === undefined) {
    return;
  }
  installed = true;
  const framework = window.docusaurus;
  const prefetchOnceNamed: Window['docusaurus']['prefetch'] = (url) =>
    Promise.all([
      chunkNamesLoaded(),
      loadRoutesOf(url).then(() =>
        Promise.all(matchRoutes(routes, url).map(({route}) => loadRouteTable(route.path ?? '*'))),
      ),
    ]).then(() => {
      const prefetched = framework.prefetch(url);
      return prefetched === false ? [] : prefetched;
    });
  window.docusaurus = Object.freeze({...framework, prefetch: prefetchOnceNamed});
}
