import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadPart, pendingRoutesPart} from './routeTables';

/**
 * Loads the parts whose route lists the matching of `pathname` goes through, until the tree
 * holds every route it can match (a list inside a loaded list can wait for another part).
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const pending = new Set(
      matchRoutes(routes, pathname).flatMap(({route}) => [pendingRoutesPart(route) ?? []].flat()),
    );
    if (pending.size === 0) {
      return;
    }
    for (const part of pending) {
      if (tried.has(part)) {
        throw new Error(`lean-chunk-maps: the part "${part}" of the route tables lacks a route list it should fill.`);
      }
      tried.add(part);
    }
    await Promise.all([...pending].map(loadPart));
  }
}
