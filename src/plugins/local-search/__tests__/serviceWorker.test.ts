import {afterEach, describe, expect, it, vi} from 'vitest';
import cacheSearchIndex from '../serviceWorker';

interface FetchEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The service worker's scope: its fetch listener, a Cache Storage in memory and a network that can go down. */
function workerScope() {
  let listener: ((event: FetchEvent) => void) | undefined;
  const stored = new Map<string, Response>();
  const network = {online: true, asked: [] as string[]};
  vi.stubGlobal('self', {
    location: {origin: 'https://docusaurus.io'},
    addEventListener: (_type: string, handler: (event: FetchEvent) => void) => {
      listener = handler;
    },
  });
  vi.stubGlobal('caches', {
    open: () =>
      Promise.resolve({
        match: (key: string) => Promise.resolve(stored.get(key)?.clone()),
        put: (key: string, response: Response) => {
          stored.set(key, response);
          return Promise.resolve();
        },
      }),
  });
  vi.stubGlobal('fetch', (request: Request) => {
    network.asked.push(request.url);
    return network.online
      ? Promise.resolve(new Response(`from the network: ${request.url}`))
      : Promise.reject(new TypeError('offline'));
  });
  cacheSearchIndex();
  /** What the worker answers for a URL, or undefined when it leaves the request to the browser. */
  async function get(url: string): Promise<string | undefined> {
    let answer: Promise<Response> | undefined;
    listener?.({request: new Request(url), respondWith: (response) => (answer = response)});
    return answer && (await answer).text();
  }
  return {get, network, stored};
}

describe('the search part of the service worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps what a search downloaded, and answers it offline', async () => {
    const {get, network} = workerScope();
    const files = [
      'https://docusaurus.io/pagefind/pagefind.js',
      'https://docusaurus.io/pagefind/wasm.en.pagefind',
      'https://docusaurus.io/pagefind/index/en_1a2b3c.pf_index',
      'https://docusaurus.io/pagefind/fragment/en_4d5e6f.pf_fragment',
      'https://docusaurus.io/pagefind/page-text-200/en_4d5e6f.json',
      'https://docusaurus.io/pagefind/page-text-200/en_4d5e6f.3.json',
      'https://docusaurus.io/fr/pagefind/vocabulary/73.txt',
    ];
    for (const url of files) {
      expect(await get(url)).toBe(`from the network: ${url}`);
    }
    network.online = false;
    for (const url of files) {
      expect(await get(url)).toBe(`from the network: ${url}`);
    }
  });

  it('serves content-hashed files from the cache, and the entry file once whatever its time stamp', async () => {
    const {get, network, stored} = workerScope();
    await get('https://docusaurus.io/pagefind/index/en_1a2b3c.pf_index');
    await get('https://docusaurus.io/pagefind/index/en_1a2b3c.pf_index');
    await get('https://docusaurus.io/pagefind/page-text-200/en_4d5e6f.3.json');
    await get('https://docusaurus.io/pagefind/page-text-200/en_4d5e6f.3.json');
    expect(network.asked).toHaveLength(2);
    await get('https://docusaurus.io/pagefind/pagefind-entry.json?ts=1');
    await get('https://docusaurus.io/pagefind/pagefind-entry.json?ts=2');
    expect([...stored.keys()].filter((key) => key.includes('entry'))).toEqual([
      'https://docusaurus.io/pagefind/pagefind-entry.json',
    ]);
  });

  it('leaves pages, other origins and other methods to the browser', async () => {
    const {get} = workerScope();
    expect(await get('https://docusaurus.io/docs/')).toBeUndefined();
    expect(await get('https://cdn.example.com/pagefind/pagefind.js')).toBeUndefined();
  });
});
