import {parts, prefixes, type Part} from '@generated/docusaurus-site-lean-chunk-maps/routeTableParts';
import type {RouteConfig} from 'react-router-config';
import {partOf} from '../routeTableParts';

/**
 * Core's two tables of route chunks (`@generated/routesChunkNames`, `@generated/registry`),
 * filled part by part: in production builds of the browser bundle they are swapped for these
 * objects (../index.ts), and a route's part is loaded before the route is (see README).
 */
export const routesChunkNames: Part['chunkNames'] = {};
export const registry: Part['registry'] = {};

/** The route tree's lists that wait for their part (../splitRouteTree.ts), by key, and their part. */
const pendingLists = new Map<string, {readonly list: RouteConfig[]; readonly part: string}>();
const partOfPendingList = new Map<readonly RouteConfig[], string>();
/** Lists of loaded parts whose route was not in the tree yet (it is in a part loaded later). */
const unclaimedLists = new Map<string, RouteConfig[]>();

/**
 * Stands in, in the route tree that `main.js` keeps, for the list of routes below a route: an
 * empty list, filled in place when `part` loads, before anything matches or renders in it.
 */
export function lazyRoutes(part: string, key: string): RouteConfig[] {
  const loadedList = unclaimedLists.get(key);
  if (loadedList !== undefined) {
    unclaimedLists.delete(key);
    return loadedList;
  }
  const list: RouteConfig[] = [];
  pendingLists.set(key, {list, part});
  partOfPendingList.set(list, part);
  return list;
}

/** The part that a route's list of routes waits for, if it does. */
export const pendingRoutesPart = (route: RouteConfig): string | undefined =>
  route.routes && partOfPendingList.get(route.routes);

function fillRouteLists(routeLists: Part['routeLists']): void {
  for (const [key, routes] of Object.entries(routeLists ?? {})) {
    const pending = pendingLists.get(key);
    if (pending === undefined) {
      unclaimedLists.set(key, routes);
    } else {
      pending.list.push(...routes);
      pendingLists.delete(key);
      partOfPendingList.delete(pending.list);
    }
  }
}

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads a part of the route tables (the prefix of a section, or the base part '') and its route lists. */
export function loadPart(prefix: string): Promise<void> {
  const load = parts?.[prefix];
  if (load === undefined) {
    return Promise.resolve();
  }
  let loadingPart = loading.get(prefix);
  if (loadingPart === undefined) {
    loadingPart = load().then((part) => {
      Object.assign(routesChunkNames, part.chunkNames);
      Object.assign(registry, part.registry);
      fillRouteLists(part.routeLists);
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

/** Loads every part, for the debug pages that list the whole registry or route tree. */
export const loadAllRouteTables = (): Promise<void> =>
  Promise.all(Object.keys(parts ?? {}).map(loadPart)).then(() => undefined);

/** Whether every part has loaded (always, where the tables are not split). */
export const hasAllRouteTables = (): boolean => Object.keys(parts ?? {}).every((prefix) => loaded.has(prefix));
