import type {Plugin} from '@docusaurus/types';

export const FEATURE_REQUESTS_PATH = '/feature-requests/';

/**
 * Serves the feature-requests board on /feature-requests/ and every path below it: the
 * route is not exact, so /feature-requests/{slug}/ renders the same page, which reads
 * the slug from the URL.
 */
export default function featureRequestsPlugin(): Plugin {
  return {
    name: 'docusaurus-site-feature-requests',
    contentLoaded({actions}) {
      actions.addRoute({
        path: FEATURE_REQUESTS_PATH,
        component: '@site/src/plugins/feature-requests/FeatureRequestsPage.tsx',
        exact: false,
      });
    },
  };
}
