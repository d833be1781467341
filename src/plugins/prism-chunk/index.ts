import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {PRISM_CLIENT_MODULE_PATTERN} from './clientModulePattern';

const emptyClientModule = fileURLToPath(new URL('./emptyClientModule.ts', import.meta.url));

/**
 * Takes Prism out of the bundle every page loads. The classic theme registers Prism's extra
 * languages in a client module, which puts prism-react-renderer (Prism and its bundled
 * grammars) into `main.js` and runs its setup before any page can hydrate, on pages without
 * a single code block too. The client module is swapped for an empty one, and the site's
 * CodeBlock wrapper registers the languages instead (`registerLanguages.ts`), so Prism
 * arrives with the first code block's chunk.
 */
export default function prismChunkPlugin(): Plugin {
  return {
    name: 'docusaurus-site-prism-chunk',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE_PATTERN, emptyClientModule),
        ],
      };
    },
  };
}
