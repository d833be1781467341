import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import type {RouteConfigComponentProps} from 'react-router-config';

/**
 * A section's routes, nested under one route at its base path (`../index.ts`), as the docs
 * plugin nests a version's docs. A path below the base path that none of them matches renders
 * the theme's 404 page, as it would at the top level.
 */
export default function SectionRoutes({route}: RouteConfigComponentProps): ReactNode {
  const {pathname} = useLocation();
  const routes = route?.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? renderRoutes(routes) : <NotFound />;
}
