import type {Plugin} from '@docusaurus/types';

/**
 * Logs every client-side route change to the browser console. Deploy previews turn it
 * on (DEPLOY_PREVIEW=true) so reviewers can follow navigation; production builds leave
 * the plugin out entirely.
 */
export default function routeLoggerPlugin(): Plugin {
  return {
    name: 'docusaurus-site-route-logger',
    getClientModules() {
      return [new URL('./client.ts', import.meta.url).pathname];
    },
  };
}
