import {parts, prefixes, type Part} from '@generated/docusaurus-site-lean-chunk-maps/routeTableParts';
import {partOf} from '../routeTableParts';

/**
 * Core's two tables of route chunks (`@generated/routesChunkNames`, `@generated/registry`),
 * filled part by part: in production builds of the browser bundle they are swapped for these
 * objects (../index.ts), and a route's part is loaded before the route is (see README).
 */
export const routesChunkNames: Part['chunkNames'] = {};
export const registry: Part['registry'] = {};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadPart(prefix: string): Promise<void> {
  const load = parts?.[prefix];
  if (load === undefined) {
    return Promise.resolve();
  }
  let loadingPart = loading.get(prefix);
  if (loadingPart === undefined) {
    loadingPart = load().then((part) => {
      Object.assign(routesChunkNames, part.chunkNames);
      Object.assign(registry, part.registry);
      loaded.add(prefix);
    });
    // A part that failed to load (a network error) is tried again next time.
    loadingPart.catch(() => loading.delete(prefix));
    loading.set(prefix, loadingPart);
  }
  return loadingPart;
}

/** Loads the part of the tables that holds a route's entries (none for the 404 route, `*`). */
export const loadRouteTable = (routePath: string): Promise<void> =>
  routePath === '*' ? Promise.resolve() : loadPart(partOf(prefixes, routePath));

/** Whether a route's entries are in the tables (always, where the tables are not split). */
export function hasRouteTable(routePath: string): boolean {
  const prefix = partOf(prefixes, routePath);
  return routePath === '*' || parts?.[prefix] === undefined || loaded.has(prefix);
}

/** Loads every part, for the debug page that lists the whole registry. */
export const loadAllRouteTables = (): Promise<void> =>
  Promise.all(Object.keys(parts ?? {}).map(loadPart)).then(() => undefined);
