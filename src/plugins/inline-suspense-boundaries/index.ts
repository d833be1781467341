import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {swapModules} from '../framework-internals';

/** core's server renderer, as the server bundle requests it. */
export const RENDER_TO_HTML_PATTERN = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

/**
 * Keeps every Suspense boundary of a page in place in its HTML (see README): the server
 * bundle renders pages with `server/renderToHtml.ts` instead of core's module.
 */
export default function inlineSuspenseBoundariesPlugin(): Plugin {
  return {
    name: 'docusaurus-site-inline-suspense-boundaries',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) {
        return {};
      }
      const replacement = fileURLToPath(new URL('./server/renderToHtml.ts', import.meta.url));
      return {
        plugins: swapModules(currentBundler, 'server', [
          {
            name: "inline-suspense-boundaries: core's server renderToHtml",
            pattern: RENDER_TO_HTML_PATTERN,
            replacement,
          },
        ]),
      };
    },
  };
}
