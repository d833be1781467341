import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {swapModules} from '../framework-internals';

/** The classic theme's map of MDX components, which gives `<mermaid>` the theme's Mermaid component. */
const MDX_COMPONENTS_PATTERN = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]MDXComponents[\\/]index\.js$/;

/**
 * Keeps the Mermaid component out of the MDX components every MDX page loads (see README):
 * the pages that draw a diagram in the browser import `@theme/Mermaid` themselves.
 */
export default function staticDiagramsPlugin(): Plugin {
  return {
    name: 'docusaurus-site-static-diagrams',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: swapModules(currentBundler, isServer ? 'server' : 'client', [
          {
            name: "static-diagrams: the theme's Mermaid component as the classic theme's MDX components import it",
            pattern: /^@theme\/Mermaid$/,
            issuer: MDX_COMPONENTS_PATTERN,
            replacement: fileURLToPath(new URL('./client/MermaidElement.tsx', import.meta.url)),
          },
        ]),
      };
    },
  };
}
