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
 * page is idle, a few per slice. Installed on the first route update, when the framework's
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
        const prefetched = framework.prefetch(url);
        void (prefetched === false ? Promise.resolve([]) : prefetched).then(resolve);
      });
    });
  window.docusaurus = Object.freeze({...framework, prefetch: queuedPrefetch});
}
