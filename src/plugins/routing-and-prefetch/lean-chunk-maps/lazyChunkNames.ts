import {createHash} from 'node:crypto';
import type {RspackPluginInstance} from '@rspack/core';
import {replaceCorePlugin} from '../../framework-internals';

/** The class name of core's plugin that puts the chunk-name table into the runtime. */
export const CORE_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * The runtime functions core's prefetching calls (`__webpack_require__.gca`, chunk name to
 * file URL) and the one that loads the table it reads (`gcaReady`), from `tableUrl`
 * (relative to the public path). Until the table has loaded, a name has no file, and core
 * skips it; `client/awaitChunkNames.ts` makes prefetches wait for the table instead.
 */
export function chunkNamesRuntimeCode(tableUrl: string): string {
  return [
    'var chunkIdsByName, chunkIdsLoading;',
    '__webpack_require__.gca = function (name) {',
    '  var id = chunkIdsByName && chunkIdsByName[name];',
    '  return id === undefined ? undefined : __webpack_require__.p + __webpack_require__.u(id);',
    '};',
    '__webpack_require__.gcaReady = function () {',
    `  return chunkIdsLoading || (chunkIdsLoading = fetch(__webpack_require__.p + ${JSON.stringify(tableUrl)})`,
    '    .then(function (response) { return response.json(); })',
    '    .then(function (table) { chunkIdsByName = table; }, function () { chunkIdsByName = {}; }));',
    '};',
  ].join('\n');
}

/** The table's file, named by its content so that it can be cached for good like the chunks. */
export function chunkNamesFile(table: Readonly<Record<string, string | number>>): {name: string; source: string} {
  const source = JSON.stringify(table);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return {name: `assets/js/chunk-names.${hash}.json`, source};
}

/**
 * Moves Docusaurus's chunk-name table (name to chunk id, about 6.8 kB gzip for this site)
 * out of the runtime every page loads, into a file fetched when the first link prefetches.
 * Core's plugin in `config` is replaced by this one.
 */
export function lazyChunkNames(config: {plugins?: unknown[]}): void {
  let table: {name: string; source: string} | undefined;
  const plugin: RspackPluginInstance = {
    apply(compiler) {
      const {Compilation, RuntimeModule, sources} = compiler.webpack;
      class ChunkNamesRuntimeModule extends RuntimeModule {
        constructor() {
          super('ChunkNamesRuntimeModule', RuntimeModule.STAGE_ATTACH);
        }

        override generate(): string {
          const idsByName = Object.fromEntries(
            Object.entries(this.chunk?.getChunkMaps(false).name ?? {}).map(([id, name]) => [name, id]),
          );
          table = chunkNamesFile(idsByName);
          return chunkNamesRuntimeCode(table.name);
        }
      }

      compiler.hooks.thisCompilation.tap('LazyChunkNames', (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap('LazyChunkNames', (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkNamesRuntimeModule());
        });
        compilation.hooks.processAssets.tap(
          {name: 'LazyChunkNames', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          () => {
            if (table) {
              compilation.emitAsset(table.name, new sources.RawSource(table.source));
            }
          },
        );
      });
    },
  };
  replaceCorePlugin('lean-chunk-maps: the chunk-name table', config.plugins, CORE_CHUNK_ASSET_PLUGIN, plugin);
}
