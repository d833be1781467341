import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {swapModules} from '../../framework-internals';
import {stylesheetCacheGroups} from './cacheGroups';

const DOCSEARCH_STYLES = fileURLToPath(new URL('./client/docsearchStyles.ts', import.meta.url));

/**
 * Ships stylesheets that few pages or only an opened dialog use as files of their own,
 * instead of in the CSS every page loads: KaTeX's (pages with math) and DocSearch's modal.
 */
export default function stylesheetChunksPlugin(): Plugin {
  return {
    name: 'docusaurus-site-stylesheet-chunks',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        optimization: isServer ? {} : {splitChunks: {cacheGroups: stylesheetCacheGroups}},
        plugins: swapModules(currentBundler, isServer ? 'server' : 'client', [
          {
            name: "stylesheet-chunks: the theme's import of DocSearch's stylesheet",
            pattern: /^@docsearch\/react\/style$/,
            replacement: DOCSEARCH_STYLES,
          },
        ]),
      };
    },
  };
}
