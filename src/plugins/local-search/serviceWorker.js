// Runs inside the PWA plugin's service worker (its `swCustom` option). Plain JavaScript
// because that plugin only transpiles .js files for the worker.
//
// The Pagefind bundle is left out of the precache (it is large, and a reader downloads only
// the few files their searches need), so the files a search downloads are cached here when
// first used. Index, filter and fragment files have content-hashed names and are served
// from the cache forever, and so are the pages' split text files, named after the fragment
// they are made from (in a folder named after how they are split: see `searchIndex.ts`).
// The loader, the WebAssembly module and the entry file keep their names across builds,
// so they are fetched fresh and served from the cache when offline.

const CACHE_NAME = 'pagefind-search';
const BUNDLE_PATH = /\/pagefind\/[^?]*$/;
const HASHED_FILE = /\.pf_(?:meta|index|filter|fragment)$|\/page-text-\d+\/[^/]+\.json$/;

/** Pagefind adds a time stamp to the entry file's URL; the cache keeps one copy of it. */
function cacheKey(url) {
  return `${url.origin}${url.pathname}`;
}

async function fromCacheFirst(request, key) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(key);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(key, response.clone());
  }
  return response;
}

async function fromNetworkFirst(request, key) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) {
      return cached;
    }
    throw error;
  }
}

export default function cacheSearchIndex() {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin || !BUNDLE_PATH.test(url.pathname)) {
      return;
    }
    const key = cacheKey(url);
    event.respondWith(
      HASHED_FILE.test(url.pathname) ? fromCacheFirst(event.request, key) : fromNetworkFirst(event.request, key),
    );
  });
}
