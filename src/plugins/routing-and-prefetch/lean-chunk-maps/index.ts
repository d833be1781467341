import type {LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lazyChunkNames} from './lazyChunkNames';
import {registryModulePaths} from './registryModulePaths';
import {PARTS_MODULE, routeTablePrefixes, splitRouteTables, WHOLE_TABLES_SOURCE} from './splitRouteTables';
import {parseRouteTree, splitRouteTree} from './splitRouteTree';
import {expectMatched, swapModules} from '../../framework-internals';

export const PLUGIN_NAME = 'docusaurus-site-lean-chunk-maps';

/** The route tree that `main.js` keeps, written next to the parts. */
const ROUTE_TREE_MODULE = 'routeTree.js';

/**
 * Trims the tables of the site's ~750 route chunks that every page downloads (see README):
 * the module paths of the route registry in `main.js`, and the chunk names in the runtime.
 */
export default function leanChunkMapsPlugin(context: LoadContext): Plugin {
  const outputDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const clientModule = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [clientModule('awaitChunkNames.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // Core writes the registry before it configures the bundlers. Both bundles of a build
      // write the same paths file, which the debug registry page imports; only the browser's
      // registry is swapped.
      const production = config.mode === 'production';
      const modulePaths = registryModulePaths(
        readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'),
      );
      expectMatched('lean-chunk-maps: the entries of .docusaurus/registry.js', Object.keys(modulePaths).length);
      mkdirSync(outputDir, {recursive: true});
      writeFileSync(path.join(outputDir, 'modulePaths.json'), JSON.stringify(modulePaths));
      if (isServer) {
        return {};
      }
      if (!production) {
        writeFileSync(path.join(outputDir, PARTS_MODULE), WHOLE_TABLES_SOURCE);
        return {};
      }
      const routesChunkNames = JSON.parse(
        readFileSync(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, Record<string, unknown>>;
      const routeTree = splitRouteTree(
        parseRouteTree(readFileSync(path.join(context.generatedFilesDir, 'routes.js'), 'utf8')),
        routeTablePrefixes(routesChunkNames, context.baseUrl),
        clientModule('routeTables.ts'),
      );
      expectMatched("lean-chunk-maps: the route tree's lists loaded with a part", routeTree.parts.size);
      writeFileSync(path.join(outputDir, ROUTE_TREE_MODULE), routeTree.tree);
      const parts = splitRouteTables(routesChunkNames, modulePaths, context.baseUrl, routeTree.parts);
      expectMatched('lean-chunk-maps: the parts of the route tables', Object.keys(parts).length - 1);
      for (const [file, source] of Object.entries(parts)) {
        writeFileSync(path.join(outputDir, file), source);
      }
      lazyChunkNames(config);
      return {
        // Named by id, chunk files need no id-to-name table in the runtime. Ten hex digits of
        // hash, not core's 8 nor fewer: after minifying, the bundler renames files by replacing
        // each chunk's old hash with its new one in every asset, by plain text search, so a
        // hash that also occurs in content (digits of a timestamp) is rewritten there too. Six
        // digits made that about once a locale build, by estimate (seen: a doc's `lastUpdatedAt`
        // in its JSON metadata became invalid and the page never hydrated); ten, about one
        // build in 10,000.
        output: {chunkFilename: 'assets/js/[id].[contenthash:10].js'},
        plugins: swapModules(currentBundler, 'client', [
          {
            name: "lean-chunk-maps: core's generated route registry",
            pattern: /^@generated\/registry$/,
            replacement: clientModule('registry.ts'),
          },
          {
            name: "lean-chunk-maps: core's generated route chunk names",
            pattern: /^@generated\/routesChunkNames$/,
            replacement: clientModule('routesChunkNames.ts'),
          },
          {
            name: "lean-chunk-maps: core's generated route tree",
            pattern: /^@generated\/routes$/,
            replacement: path.join(outputDir, ROUTE_TREE_MODULE),
          },
          {
            name: "lean-chunk-maps: core's route preloading (lib/client/preload.js)",
            pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/,
            replacement: clientModule('preload.ts'),
          },
        ]),
      };
    },
  };
}
