import {describe, expect, it} from 'vitest';
import {MIN_PART_ROUTES} from '../routeTableParts';
import {splitRouteTables} from '../splitRouteTables';
import {parseRouteTree, routeListPart, RouteComponent, splitRouteTree, type RouteData} from '../splitRouteTree';

/** `.docusaurus/routes.js` as core writes it, around the given route literals. */
const routesModule = (routes: string[]) =>
  [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    ...routes.map((route) => `  ${route},`),
    "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },",
    '];',
    '',
  ].join('\n');

const docRoute = (path: string, index: number) =>
  `{\n path: '${path}',\n component: ComponentCreator('${path}', 'd${index}'),\n exact: true,\n sidebar: "docs"\n}`;

const docPaths = Array.from({length: MIN_PART_ROUTES}, (_, index) => `/docs/page-${index}/`);

/** A docs plugin's tree (root, version, doc root, docs, one at the version's own path), a blog post and the 404. */
const SOURCE = routesModule([
  "{\n path: '/blog/post/',\n component: ComponentCreator('/blog/post/', 'b1'),\n exact: true\n}",
  `{\n path: '/docs/',\n component: ComponentCreator('/docs/', 'r1'),\n routes: [{\n path: '/docs/',\n component: ComponentCreator('/docs/', 'v1'),\n routes: [{\n path: '/docs/',\n component: ComponentCreator('/docs/', 'dr1'),\n routes: [${[
    docRoute('/docs/', 99),
    ...docPaths.map(docRoute),
  ].join(',')}]\n }]\n }]\n}`,
]);

/** Evaluates a generated module's source with the two imports it makes given as stand-ins. */
function evaluate(source: string, lazyRoutes: (part: string, key: string) => unknown[]): Record<string, unknown> {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'exports.default =')
    .replace('export const routeLists =', 'exports.routeLists =');
  const exports: Record<string, unknown> = {};
  new Function('exports', 'ComponentCreator', 'lazyRoutes', body)(
    exports,
    (...args: string[]) => `component ${args.join(' ')}`,
    lazyRoutes,
  );
  return exports;
}

describe('parseRouteTree', () => {
  it("reads core's route tree with each component's ComponentCreator arguments", () => {
    const tree = parseRouteTree(SOURCE);
    expect(tree.map((route) => route.path)).toEqual(['/blog/post/', '/docs/', '*']);
    expect(tree[0]).toEqual({path: '/blog/post/', component: new RouteComponent(['/blog/post/', 'b1']), exact: true});
    expect(tree[2]?.component.args).toEqual(['*']);
    expect(tree[1]?.routes?.[0]?.routes?.[0]?.routes).toHaveLength(MIN_PART_ROUTES + 1);
  });

  it('stops when the module does not have the shape core writes', () => {
    expect(() => parseRouteTree(SOURCE.replace("import React from 'react';\n", ''))).toThrow(
      /does not start as expected/,
    );
    expect(() => parseRouteTree(SOURCE.replace("component: ComponentCreator('/blog/post/', 'b1'),", ''))).toThrow(
      /unexpected route/,
    );
  });
});

describe('routeListPart', () => {
  const prefixes = ['/docs/2.4.3/', '/docs/'];
  const routes = (...paths: string[]): RouteData[] =>
    paths.map((path) => ({path, component: new RouteComponent([path, 'x'])}));
  it("gives a list the one part its routes are in, a prefix's roots counting as the prefix", () => {
    expect(routeListPart(prefixes, routes('/docs/', '/docs/a/', '/docs/b/'))).toBe('/docs/');
    expect(routeListPart(prefixes, routes('/docs/2.4.3/a/'))).toBe('/docs/2.4.3/');
  });

  it('gives a list with routes in parts of longer prefixes below one the part of that one', () => {
    const withApi = ['/docs/api/', ...prefixes];
    expect(routeListPart(withApi, routes('/docs/', '/docs/a/', '/docs/api/b/'))).toBe('/docs/');
    expect(routeListPart(withApi, routes('/docs/api/b/', '/docs/2.4.3/a/'))).toBeUndefined();
  });

  it('keeps in main.js a list of roots alone, of routes of parts of different prefixes, or outside the sections', () => {
    expect(routeListPart(prefixes, routes('/docs/'))).toBeUndefined();
    expect(routeListPart(prefixes, routes('/docs/2.4.3/', '/docs/'))).toBeUndefined();
    expect(routeListPart(prefixes, routes('/docs/a/', '/blog/a/'))).toBeUndefined();
    expect(routeListPart(prefixes, routes('/blog/a/', '/blog/b/'))).toBeUndefined();
  });
});

describe('splitRouteTree', () => {
  const split = splitRouteTree(parseRouteTree(SOURCE), ['/docs/'], '/client/routeTables.ts');

  it('keeps the tree but the docs in main.js, with an empty list filled by the docs part', () => {
    expect(split.tree).toContain('import {lazyRoutes} from "/client/routeTables.ts";');
    expect(split.tree).not.toContain('/docs/page-0/');
    const lazyLists: string[][] = [];
    const tree = evaluate(split.tree, (part, key) => {
      lazyLists.push([part, key]);
      return [];
    }).default as RouteData[];
    expect(lazyLists).toEqual([['/docs/', '/docs/-dr1']]);
    expect(tree.map((route) => route.path)).toEqual(['/blog/post/', '/docs/', '*']);
    expect(tree[0]).toEqual({path: '/blog/post/', component: 'component /blog/post/ b1', exact: true});
    expect(tree[2]).toEqual({path: '*', component: 'component *'});
    expect(tree[1]?.routes?.[0]?.routes?.[0]).toEqual({path: '/docs/', component: 'component /docs/ dr1', routes: []});
  });

  it("gives the docs part its list, in core's order, with every attribute", () => {
    expect([...split.parts.keys()]).toEqual(['/docs/']);
    const {routeLists} = evaluate(split.parts.get('/docs/') ?? '', () => []) as {
      routeLists: Record<string, RouteData[]>;
    };
    const docs = routeLists['/docs/-dr1'] ?? [];
    expect(docs.map((route) => route.path)).toEqual(['/docs/', ...docPaths]);
    expect(docs[1]).toEqual({
      path: '/docs/page-0/',
      component: 'component /docs/page-0/ d0',
      exact: true,
      sidebar: 'docs',
    });
  });

  it('puts the lists at the top of their part of the route tables', () => {
    const chunkNames = Object.fromEntries(
      ['/docs/', ...docPaths].map((path, index) => [`${path}-d${index}`, {__comp: 'item'}]),
    );
    const files = splitRouteTables(chunkNames, {item: '@theme/DocItem'}, '/', split.parts);
    expect(files['route-table-docs.js']?.startsWith(split.parts.get('/docs/') ?? '-')).toBe(true);
    expect(() => splitRouteTables({'/blog/-1': {__comp: 'item'}}, {item: '@theme/DocItem'}, '/', split.parts)).toThrow(
      /route lists for "\/docs\/", which has no part/,
    );
  });
});
