import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {swapModules} from '../../framework-internals';

/** The classic theme's client module that shows the progress bar during navigations. */
const THEME_PROGRESS_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

/**
 * Gives the classic theme's navigation progress bar a stand-in that loads `nprogress` on the
 * first slow navigation, not with every page (see README). Browser bundle only: the server
 * never navigates.
 */
export default function lazyProgressBarPlugin(): Plugin {
  return {
    name: 'docusaurus-site-lazy-progress-bar',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      return {
        plugins: swapModules(currentBundler, 'client', [
          {
            name: "lazy-progress-bar: nprogress as the classic theme's navigation client module imports it",
            pattern: /^nprogress$/,
            issuer: THEME_PROGRESS_MODULE,
            replacement: fileURLToPath(new URL('./client/nprogress.ts', import.meta.url)),
          },
        ]),
      };
    },
  };
}
