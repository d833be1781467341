import type {Plugin} from '@docusaurus/types';
import {fileURLToPath} from 'node:url';
import {swapModules} from '../../framework-internals';

/** The request with which the generated route table (`.docusaurus/routes.js`) imports it. */
export const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;

const lazyComponentCreator = fileURLToPath(new URL('./client/ComponentCreator.tsx', import.meta.url));

/**
 * Builds each route's loadable component when the route is first preloaded or rendered,
 * instead of all of them while `main.js` is evaluated (see README). Browser bundle only.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'docusaurus-site-lazy-route-components',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      return {
        plugins: swapModules(currentBundler, 'client', [
          {
            name: "lazy-route-components: core's ComponentCreator in the route table",
            pattern: COMPONENT_CREATOR_REQUEST,
            replacement: lazyComponentCreator,
          },
        ]),
      };
    },
  };
}
