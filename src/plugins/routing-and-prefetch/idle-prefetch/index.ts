import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';

/** Runs link prefetching when the page is idle, in short slices (see client/index.ts). */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'docusaurus-site-idle-prefetch',
    getClientModules() {
      return [fileURLToPath(new URL('./client/index.ts', import.meta.url))];
    },
  };
}
