import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRoutesOf} from './routeLists';
import {loadRouteTable} from './routeTables';

/**
 * Stands in for core's `lib/client/preload.js` in the browser's production bundle (../index.ts):
 * the same preloading of every route a path matches, once the route lists that the match goes
 * through have loaded (`main.js` keeps the route tree without the sections' routes). The
 * part of the tables that holds the path's own route loads at the same time: a route list can
 * be in the part of a shorter prefix (../splitRouteTree.ts).
 */
export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  return Promise.all([...pathnames.map(loadRoutesOf), ...pathnames.map(loadRouteTable)]).then(() =>
    Promise.all(pathnames.flatMap((path) => matchRoutes(routes, path)).map(({route}) => route.component?.preload?.())),
  );
}
