import type {ReactNode} from 'react';
// The framework's own creator, by a request the replacement (../index.ts) does not match.
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js';
import {hasRouteTable, loadRouteTable} from '@site/src/plugins/routing-and-prefetch/lean-chunk-maps/client/routeTables';

type RouteComponent = ReturnType<typeof createRouteComponent>;

/**
 * Stands in for `@docusaurus/ComponentCreator` in the route table: the same component and
 * `preload()`, but the loadable behind them is made the first time either is used, once the
 * route's part of the route tables has loaded (src/plugins/routing-and-prefetch/lean-chunk-maps).
 */
export default function ComponentCreator(path: string, hash: string) {
  let routeComponent: RouteComponent | undefined;
  const getRouteComponent = () => (routeComponent ??= createRouteComponent(path, hash));
  function LazyRouteComponent(props: Record<string, unknown>): ReactNode {
    // The framework preloads a route before it renders it; should it not, the render waits.
    if (!hasRouteTable(path)) {
      throw loadRouteTable(path);
    }
    const Component = getRouteComponent();
    // Not a component made during render: getRouteComponent() makes it once per route.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }
  LazyRouteComponent.preload = () => loadRouteTable(path).then(() => getRouteComponent().preload());
  return LazyRouteComponent;
}
