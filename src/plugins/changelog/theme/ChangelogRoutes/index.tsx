import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import type {RouteConfigComponentProps} from 'react-router-config';

/**
 * The changelog's routes, nested under one route at its base path (as the docs plugin nests
 * a version's docs), so that the list of ~90 release, list and tag routes is not in every
 * page's `main.js`: `src/plugins/routing-and-prefetch/lean-chunk-maps` moves a nested list
 * to its section's part, which only changelog pages load. A path below the base path that
 * none of them matches renders the theme's 404 page, as it would at the top level.
 */
export default function ChangelogRoutes({route}: RouteConfigComponentProps): ReactNode {
  const {pathname} = useLocation();
  const routes = route?.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? renderRoutes(routes) : <NotFound />;
}
