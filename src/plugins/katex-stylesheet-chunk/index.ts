import type {Plugin} from '@docusaurus/types';
import {katexCacheGroup} from './cacheGroup';

/** Ships KaTeX's CSS as a file of its own, loaded only by pages with math. */
export default function katexStylesheetChunkPlugin(): Plugin {
  return {
    name: 'docusaurus-site-katex-stylesheet-chunk',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups: {katex: katexCacheGroup}}}};
    },
  };
}
