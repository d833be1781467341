import {partOf, partPrefixes, ROOTS_MARK, routePathOfKey} from './routeTableParts';

/** The module of the parts' index, which `client/routeTables.ts` imports. */
export const PARTS_MODULE = 'routeTableParts.js';

/** The module holding a part: of a prefix, of a prefix's roots, or '' (the base part). */
function partModule(part: string): string {
  const isRoots = part.endsWith(ROOTS_MARK);
  const slug = part
    .slice(0, isRoots ? -ROOTS_MARK.length : undefined)
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-$/, '');
  return `${isRoots ? 'route-roots' : 'route-table'}${slug}.js`;
}

/** Core's registry entry for a chunk, without its module path (core's shape, checked by registryModulePaths.ts). */
const registryEntry = (chunkName: string, modulePath: string): string => {
  const request = JSON.stringify(modulePath);
  return (
    `  ${JSON.stringify(chunkName)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${request}), ` +
    `"", require.resolveWeak(${request})],`
  );
};

/** The prefixes that cut the route tables into parts (routeTableParts.ts). */
export const routeTablePrefixes = (routesChunkNames: Readonly<Record<string, unknown>>, baseUrl: string): string[] =>
  partPrefixes(Object.keys(routesChunkNames).map(routePathOfKey), baseUrl);

/**
 * Splits core's route tables (`.docusaurus/routesChunkNames.json`, and the registry's chunk
 * names and module paths) into parts by path prefix (routeTableParts.ts), and returns the
 * source of each part's module and of the index that loads them, by file name. A chunk that
 * routes of several parts use (a layout component) is in each of those parts. A part's
 * module starts with `routeLists[part]`, its lists of the route tree (splitRouteTree.ts).
 */
export function splitRouteTables(
  routesChunkNames: Readonly<Record<string, Record<string, unknown>>>,
  modulePaths: Readonly<Record<string, string>>,
  baseUrl: string,
  routeLists: ReadonlyMap<string, string> = new Map(),
): Record<string, string> {
  const keys = Object.keys(routesChunkNames);
  const prefixes = routeTablePrefixes(routesChunkNames, baseUrl);
  const parts = new Map<string, string[]>();
  for (const key of keys) {
    const prefix = partOf(prefixes, routePathOfKey(key));
    parts.set(prefix, [...(parts.get(prefix) ?? []), key]);
  }
  const files: Record<string, string> = {};
  for (const [prefix, partKeys] of parts) {
    const chunkNames = Object.fromEntries(partKeys.map((key) => [key, routesChunkNames[key]]));
    const usedChunks = new Set(partKeys.flatMap((key) => chunkNamesIn(routesChunkNames[key])));
    const entries = [...usedChunks].sort().map((chunkName) => {
      const modulePath = modulePaths[chunkName];
      if (modulePath === undefined) {
        throw new Error(`lean-chunk-maps: the route tables name chunk "${chunkName}", which the registry lacks.`);
      }
      return registryEntry(chunkName, modulePath);
    });
    files[partModule(prefix)] = [
      ...[routeLists.get(prefix) ?? []].flat(),
      `export const chunkNames = ${JSON.stringify(chunkNames)};`,
      'export const registry = {',
      ...entries,
      '};',
      '',
    ].join('\n');
  }
  for (const part of routeLists.keys()) {
    if (!parts.has(part)) {
      throw new Error(`lean-chunk-maps: route lists for "${part}", which has no part of the route tables.`);
    }
  }
  const loaders = [...parts.keys()]
    .sort()
    .map((prefix) => `  ${JSON.stringify(prefix)}: () => import(${JSON.stringify(`./${partModule(prefix)}`)}),`);
  files[PARTS_MODULE] = [
    `export const prefixes = ${JSON.stringify(prefixes)};`,
    'export const parts = {',
    ...loaders,
    '};',
    '',
  ].join('\n');
  return files;
}

/** The chunk names in a route's entry of routesChunkNames (strings at any depth). */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesIn);
  }
  return [];
}

/** The index module where the tables stay whole (server bundle, development server). */
export const WHOLE_TABLES_SOURCE = 'export const prefixes = [];\nexport const parts = null;\n';
