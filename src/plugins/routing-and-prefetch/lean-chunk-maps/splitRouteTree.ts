import {partOf, ROOTS_MARK} from './routeTableParts';

/** A route's component in core's route tree: the arguments of its `ComponentCreator()` call. */
export class RouteComponent {
  constructor(readonly args: readonly string[]) {}
}

/** A route of core's route tree, read as data. */
export interface RouteData {
  readonly path: string;
  readonly component: RouteComponent;
  readonly routes?: readonly RouteData[];
  readonly [attribute: string]: unknown;
}

/** How core starts `.docusaurus/routes.js`; the rest is the tree, an array literal. */
const ROUTES_MODULE_HEAD =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default ";

function checkRoute(value: unknown): asserts value is RouteData {
  const route = value as Partial<RouteData> | null;
  if (typeof route?.path !== 'string' || !(route.component instanceof RouteComponent)) {
    throw new Error(`lean-chunk-maps: unexpected route in .docusaurus/routes.js: ${JSON.stringify(value)}`);
  }
  route.routes?.forEach(checkRoute);
}

/**
 * Reads core's route tree from the source of `.docusaurus/routes.js`, evaluated as the
 * bundler would, with `ComponentCreator()` recording its arguments. Throws when the module
 * does not have the shape this was written against, so that a Docusaurus upgrade that
 * changes it stops the build.
 */
export function parseRouteTree(source: string): RouteData[] {
  if (!source.startsWith(ROUTES_MODULE_HEAD)) {
    throw new Error(`lean-chunk-maps: .docusaurus/routes.js does not start as expected: ${source.slice(0, 200)}`);
  }
  const evaluate = new Function('ComponentCreator', `return ${source.slice(ROUTES_MODULE_HEAD.length)}`) as (
    creator: (...args: string[]) => RouteComponent,
  ) => unknown;
  const tree = evaluate((...args) => new RouteComponent(args));
  if (!Array.isArray(tree)) {
    throw new Error('lean-chunk-maps: .docusaurus/routes.js does not export an array of routes.');
  }
  tree.forEach(checkRoute);
  return tree as RouteData[];
}

/** The key of a route's list of routes: its key in core's route chunk names (`<path>-<hash>`). */
export const routeListKey = (route: RouteData): string => route.component.args.join('-');

/**
 * The part of the route tables a route list can load with: the one part its routes are in,
 * a prefix's roots counting as that prefix's part, if at least one is below the prefix; or,
 * when some are in parts of longer prefixes below it (the API reference under a version's
 * docs), the part of that prefix, the shortest. A list of a version's roots alone, or of
 * routes outside the sections, stays in `main.js`.
 */
export function routeListPart(prefixes: readonly string[], routes: readonly RouteData[]): string | undefined {
  const parts = routes.map((route) => partOf(prefixes, route.path));
  const prefixesOfParts = new Set(
    parts.map((name) => (name.endsWith(ROOTS_MARK) ? name.slice(0, -ROOTS_MARK.length) : name)),
  );
  const [shortest = ''] = [...prefixesOfParts].sort((a, b) => a.length - b.length);
  const allBelow = [...prefixesOfParts].every((prefix) => prefix.startsWith(shortest));
  return shortest && allBelow && parts.includes(shortest) ? shortest : undefined;
}

/** The route tree split: the source of the tree `main.js` keeps, and the lists each part carries. */
export interface SplitRouteTree {
  /** The module that stands in for `@generated/routes`. */
  readonly tree: string;
  /** By part: the source of its module's `routeLists` export and the imports it needs. */
  readonly parts: ReadonlyMap<string, string>;
}

/**
 * Splits core's route tree (`.docusaurus/routes.js`) along the parts of the route tables:
 * the list of routes below a route moves to the part its routes' entries are in
 * (routeListPart), and the tree keeps an empty list, filled in place when that part loads
 * (`lazyRoutes()` in `routeListsModule`, `client/routeTables.ts`). A list inside a moved
 * list moves with it, unless it belongs to another part.
 */
export function splitRouteTree(
  tree: readonly RouteData[],
  prefixes: readonly string[],
  routeListsModule: string,
): SplitRouteTree {
  const lists = new Map<string, string[]>();
  const routeSource = (route: RouteData, inPart: string | undefined): string => {
    const attributes = Object.entries(route).map(([name, value]) => {
      if (value instanceof RouteComponent) {
        return `${name}: ComponentCreator(${value.args.map((arg) => JSON.stringify(arg)).join(', ')})`;
      }
      if (name !== 'routes') {
        return `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
      }
      const routes = value as readonly RouteData[];
      const part = routeListPart(prefixes, routes);
      if (part === undefined || part === inPart) {
        return `routes: [${routes.map((child) => routeSource(child, inPart)).join(',\n')}]`;
      }
      const key = JSON.stringify(routeListKey(route));
      const list = `${key}: [${routes.map((child) => routeSource(child, part)).join(',\n')}]`;
      lists.set(part, [...(lists.get(part) ?? []), list]);
      return `routes: lazyRoutes(${JSON.stringify(part)}, ${key})`;
    });
    return `{${attributes.join(', ')}}`;
  };
  const imports = [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {lazyRoutes} from ${JSON.stringify(routeListsModule)};`,
  ].join('\n');
  const treeSource = `${imports}\nexport default [${tree.map((route) => routeSource(route, undefined)).join(',\n')}];\n`;
  const parts = new Map(
    [...lists].map(([part, partLists]) => [
      part,
      `${imports}\nexport const routeLists = {${partLists.join(',\n')}};\n`,
    ]),
  );
  return {tree: treeSource, parts};
}
