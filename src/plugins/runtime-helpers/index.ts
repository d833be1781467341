import type {Plugin} from '@docusaurus/types';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {expectMatched, swapModules} from '../framework-internals';
import * as providedHelpers from './client/tslib';
import {tslibHelpersUsed} from './helpersUsed';

/** The package whose browser code imports tslib, and the only one whose import is swapped. */
const IMPORTER = '@docusaurus/utils-common';

const helpersModule = fileURLToPath(new URL('./client/tslib.ts', import.meta.url));

/**
 * Gives `@docusaurus/utils-common` the one tslib helper it calls instead of all of tslib
 * (see README). Browser bundle only; stops the build if the package calls a helper that
 * `client/tslib.ts` lacks.
 */
export default function runtimeHelpersPlugin(): Plugin {
  return {
    name: 'docusaurus-site-runtime-helpers',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const libDir = path.dirname(createRequire(import.meta.url).resolve(IMPORTER));
      const used = tslibHelpersUsed(libDir);
      expectMatched(`runtime-helpers: tslib helpers called by ${IMPORTER}`, used.length);
      const missing = used.filter((helper) => !(helper in providedHelpers));
      if (missing.length > 0) {
        throw new Error(
          `runtime-helpers: ${IMPORTER} now calls tslib's ${missing.join(', ')}, which src/plugins/runtime-helpers/client/tslib.ts lacks. Add them there.`,
        );
      }
      return {
        plugins: swapModules(currentBundler, 'client', [
          {
            name: `runtime-helpers: tslib as ${IMPORTER} imports it`,
            pattern: /^tslib$/,
            issuer: /[\\/]@docusaurus[\\/]utils-common[\\/]/,
            replacement: helpersModule,
          },
        ]),
      };
    },
  };
}
