import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import {CORE_CHUNK_ASSET_PLUGIN, chunkNamesFile, chunkNamesRuntimeCode, lazyChunkNames} from '../lazyChunkNames';

interface RuntimeRequire {
  p: string;
  u: (id: string) => string;
  gca?: (name: string) => string | undefined;
  gcaReady?: () => Promise<void>;
}

function runtimeWith(fetch: (url: string) => Promise<{json: () => Promise<unknown>}>): RuntimeRequire {
  const runtime: RuntimeRequire = {p: '/base/', u: (id) => `assets/js/${id}.abcdef12.js`};
  vm.runInNewContext(chunkNamesRuntimeCode('assets/js/chunk-names.12345678.json'), {
    __webpack_require__: runtime,
    fetch,
  });
  return runtime;
}

describe('chunkNamesRuntimeCode', () => {
  it('finds no file for a chunk name until the table has loaded, then the chunk file', async () => {
    const fetch = vi.fn(async () => ({json: async () => ({'814f3328': '4120'})}));
    const runtime = runtimeWith(fetch);
    expect(runtime.gca?.('814f3328')).toBeUndefined();
    await runtime.gcaReady?.();
    await runtime.gcaReady?.();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/base/assets/js/chunk-names.12345678.json');
    expect(runtime.gca?.('814f3328')).toBe('/base/assets/js/4120.abcdef12.js');
    expect(runtime.gca?.('unknown')).toBeUndefined();
  });

  it('settles without a table when it cannot be fetched, so prefetches are skipped, not stuck', async () => {
    const runtime = runtimeWith(async () => Promise.reject(new Error('offline')));
    await expect(runtime.gcaReady?.()).resolves.toBeUndefined();
    expect(runtime.gca?.('814f3328')).toBeUndefined();
  });
});

describe('chunkNamesFile', () => {
  it('names the table by its content', () => {
    const first = chunkNamesFile({a: '1'});
    expect(first.name).toMatch(/^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
    expect(first.source).toBe('{"a":"1"}');
    expect(chunkNamesFile({a: '1'}).name).toBe(first.name);
    expect(chunkNamesFile({a: '2'}).name).not.toBe(first.name);
  });
});

describe('lazyChunkNames', () => {
  class ChunkAssetPlugin {
    apply(): void {}
  }

  it("takes the place of core's plugin in the configuration", () => {
    const other = {apply: () => undefined};
    const config = {plugins: [other, new ChunkAssetPlugin(), other]};
    expect(ChunkAssetPlugin.name).toBe(CORE_CHUNK_ASSET_PLUGIN);
    lazyChunkNames(config);
    expect(config.plugins).toHaveLength(3);
    expect(config.plugins[1]).not.toBeInstanceOf(ChunkAssetPlugin);
    expect(config.plugins[0]).toBe(other);
  });

  it("stops the build with a clear message when core's plugin is gone", () => {
    expect(() => lazyChunkNames({plugins: []})).toThrow(
      /lean-chunk-maps: the chunk-name table \(core's ChunkAssetPlugin in the client bundler configuration\) found nothing/,
    );
  });
});
