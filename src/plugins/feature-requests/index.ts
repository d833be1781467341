import type {LoadContext, Plugin} from '@docusaurus/types';
import {FEATURE_REQUESTS} from '../../data/featureRequests';
import {nestedSection} from '../routing-and-prefetch/section-routes';
import {BOARD_PATH} from './board';

const PAGE_COMPONENT = '@site/src/plugins/feature-requests/FeatureRequestsPage.tsx';

/**
 * Serves the feature-requests board on /feature-requests/ and every path below it: the
 * board route is not exact, so /feature-requests/{anything}/ renders the same page, which
 * reads the slug from the URL. Each known request also gets its own exact route so it is
 * pre-rendered for search engines.
 */
export default function featureRequestsPlugin(context: LoadContext): Plugin {
  const basePath = `${context.baseUrl}${BOARD_PATH.slice(1)}`;
  return {
    name: 'docusaurus-site-feature-requests',
    contentLoaded({actions}) {
      // Nested under one route (src/plugins/routing-and-prefetch/section-routes), so that
      // the request routes are not listed in every page's main.js.
      const {sectionActions, addSection} = nestedSection(actions, basePath);
      for (const {slug} of FEATURE_REQUESTS) {
        sectionActions.addRoute({path: `${basePath}${slug}/`, component: PAGE_COMPONENT, exact: true});
      }
      sectionActions.addRoute({path: basePath, component: PAGE_COMPONENT, exact: false});
      addSection();
    },
  };
}
