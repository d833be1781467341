// Runs inside the PWA plugin's service worker (its `swCustom` option). Plain JavaScript
// because that plugin only transpiles .js files for the worker.
//
// The index files are left out of the precache (their names change with every build), so
// they are cached here when first used: shard files are content-hashed and served from the
// cache forever; the manifest is fetched fresh and served from the cache when offline.

const CACHE_NAME = 'local-search-index';
const INDEX_PATH = '/search-index/';
const MANIFEST_PATH = '/search-index/manifest.json';

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
  }
  return response;
}

async function fromNetworkFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) {
      return cached;
    }
    throw error;
  }
}

export default function cacheSearchIndex() {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.includes(INDEX_PATH)) {
      return;
    }
    event.respondWith(
      url.pathname.endsWith(MANIFEST_PATH) ? fromNetworkFirst(event.request) : fromCacheFirst(event.request),
    );
  });
}
