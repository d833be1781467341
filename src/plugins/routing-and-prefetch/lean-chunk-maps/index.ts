import type {LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lazyChunkNames} from './lazyChunkNames';
import {splitRegistry} from './splitRegistry';
import {expectMatched, swapModules} from '../../framework-internals';

export const PLUGIN_NAME = 'docusaurus-site-lean-chunk-maps';

/**
 * Trims the tables of the site's ~750 route chunks that every page downloads (see README):
 * the module paths of the route registry in `main.js`, and the chunk names in the runtime.
 */
export default function leanChunkMapsPlugin(context: LoadContext): Plugin {
  const outputDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [fileURLToPath(new URL('./client/awaitChunkNames.ts', import.meta.url))];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // Core writes the registry before it configures the bundlers. Both bundles of a build
      // write the same paths file, which the debug registry page imports; only the browser's
      // registry is swapped.
      const production = config.mode === 'production';
      const {leanSource, modulePaths} = splitRegistry(
        readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'),
      );
      expectMatched('lean-chunk-maps: the entries of .docusaurus/registry.js', Object.keys(modulePaths).length);
      mkdirSync(outputDir, {recursive: true});
      writeFileSync(path.join(outputDir, 'modulePaths.json'), JSON.stringify(modulePaths));
      if (isServer || !production) {
        return {};
      }
      lazyChunkNames(config);
      const leanRegistry = path.join(outputDir, 'registry.js');
      writeFileSync(leanRegistry, leanSource);
      return {
        // Named by id, chunk files need no id-to-name table in the runtime.
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: swapModules(currentBundler, 'client', [
          {
            name: "lean-chunk-maps: core's generated route registry",
            pattern: /^@generated\/registry$/,
            replacement: leanRegistry,
          },
        ]),
      };
    },
  };
}
