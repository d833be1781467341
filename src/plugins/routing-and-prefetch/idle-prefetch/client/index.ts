import {isLikelyNext} from '../likelyNextLinks';
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
 * page is idle, a few per slice, and only for links a reader is likely to follow next
 * (../likelyNextLinks.ts): the page's own links and pagination, not the navbar, docs sidebar,
 * breadcrumbs and footer, whose ~140 kB gzip of chunks on a doc page are preloaded when a link is
 * hovered instead, nor hidden ones (the versions in the navbar's dropdown would load the route
 * tables and chunks of two other docs versions). Installed on the first route update, when
 * the framework's `window.docusaurus` exists and before any link has been seen.
 */
export function onRouteDidUpdate(): void {
  if (installed) {
    return;
  }
  installed = true;
  const framework = window.docusaurus;
  const enqueue = createIdleQueue(whenIdle, () => performance.now(), SLICE_MS);
  const queuedPrefetch: Window['docusaurus']['prefetch'] = (url) => {
    // Whether a link asked: by the time the call runs, its href may have changed.
    const linkedWhenCalled = document.querySelector(`a[href="${CSS.escape(url)}"]`) !== null;
    return new Promise((resolve) => {
      enqueue(() => {
        // The others are preloaded when hovered (the framework's links call `preload`).
        if (!isLikelyNext(url, document.querySelectorAll('a[href]'), window.innerHeight, linkedWhenCalled)) {
          resolve([]);
          return;
        }
        const prefetched = framework.prefetch(url);
        void (prefetched === false ? Promise.resolve([]) : prefetched).then(resolve);
      });
    });
  };
  window.docusaurus = Object.freeze({...framework, prefetch: queuedPrefetch});
}
