import {linkedOnlyOutOfSight} from '../hiddenLinks';
import {createIdleQueue, type IdleScheduler} from '../idleQueue';

// Each slice stays well under the 50 ms that counts as a long task, also on a slow phone.
const SLICE_MS = 8;

const whenIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work);
  } else {
    window.setTimeout(work, 1);
  }
};

let installed = false;

/**
 * Links prefetch their route's chunks when they scroll into view, and the framework finds a
 * route's chunks by scanning every route of the site: with ~650 routes, the links on screen
 * at load cost one long task during hydration. Queued, the same prefetches run when the
 * page is idle, a few per slice. Links out of the reader's sight are skipped
 * (../hiddenLinks.ts): the versions in the navbar's dropdown would load, on every doc page,
 * the route tables and the chunks of two other docs versions. Installed on the first route update, when the framework's
 * `window.docusaurus` exists and before any link has been seen.
 */
export function onRouteDidUpdate(): void {
  if (installed) {
    return;
  }
  installed = true;
  const framework = window.docusaurus;
  const enqueue = createIdleQueue(whenIdle, () => performance.now(), SLICE_MS);
  const queuedPrefetch: Window['docusaurus']['prefetch'] = (url) =>
    new Promise((resolve) => {
      enqueue(() => {
        // Hidden links (a closed dropdown's versions) are preloaded when hovered instead.
        if (linkedOnlyOutOfSight(url, document.querySelectorAll('a[href]'), window.innerHeight)) {
          resolve([]);
          return;
        }
        const prefetched = framework.prefetch(url);
        void (prefetched === false ? Promise.resolve([]) : prefetched).then(resolve);
      });
    });
  window.docusaurus = Object.freeze({...framework, prefetch: queuedPrefetch});
}
