import {describe, expect, it} from 'vitest';
import {MIN_PART_ROUTES, partOf, partPrefixes} from '../routeTableParts';
import {PARTS_MODULE, splitRouteTables} from '../splitRouteTables';

/** `count` doc routes below `prefix`, as paths. */
const pages = (prefix: string, count: number) => Array.from({length: count}, (_, index) => `${prefix}page-${index}/`);

describe('partPrefixes', () => {
  it('gives a part to first- and second-level paths with enough routes below them, longest first', () => {
    const paths = [
      '/',
      '/search/',
      '/docs/',
      '/docs/2.4.3/',
      ...pages('/docs/2.4.3/', MIN_PART_ROUTES),
      ...pages('/docs/', 5),
    ];
    paths.push(...pages('/blog/', 3));
    expect(partPrefixes(paths, '/')).toEqual(['/docs/2.4.3/', '/docs/']);
  });

  it('reads paths below the base URL only', () => {
    expect(partPrefixes([...pages('/fr/docs/', MIN_PART_ROUTES), ...pages('/other/', 40)], '/fr/')).toEqual([
      '/fr/docs/',
    ]);
  });
});

describe('partOf', () => {
  const prefixes = ['/docs/2.4.3/', '/docs/'];
  it('puts a route in the part of the longest prefix above it', () => {
    expect(partOf(prefixes, '/docs/2.4.3/cli/')).toBe('/docs/2.4.3/');
    expect(partOf(prefixes, '/docs/cli/')).toBe('/docs/');
    expect(partOf(prefixes, '/blog/')).toBe('');
  });

  it("puts a route at a prefix, such as a version's root, in the part of that prefix's roots", () => {
    expect(partOf(prefixes, '/docs/2.4.3/')).toBe('/docs/2.4.3/#roots');
    expect(partOf(prefixes, '/docs/')).toBe('/docs/#roots');
  });
});

describe('splitRouteTables', () => {
  const chunkNames: Record<string, Record<string, unknown>> = {
    '/docs/-abc': {__comp: 'root'},
    '/blog/-def': {__comp: 'blog', __props: {list: 'list1'}},
  };
  const modulePaths: Record<string, string> = {
    root: '@theme/DocsRoot',
    blog: '@theme/BlogListPage',
    list1: '@generated/l.json',
  };
  for (const [index, path] of pages('/docs/', MIN_PART_ROUTES).entries()) {
    chunkNames[`${path}-${index}`] = {__comp: 'item', content: `doc${index}`};
    modulePaths[`doc${index}`] = `@site/docs/page-${index}.md`;
  }
  modulePaths.item = '@theme/DocItem';

  it('writes one module per part with its routes and the registry entries they use, and an index', () => {
    const files = splitRouteTables(chunkNames, modulePaths, '/');
    expect(Object.keys(files).sort()).toEqual([
      'route-roots-docs.js',
      'route-table-docs.js',
      'route-table.js',
      PARTS_MODULE,
    ]);
    expect(files[PARTS_MODULE]).toContain('export const prefixes = ["/docs/"];');
    expect(files[PARTS_MODULE]).toContain(`"/docs/": () => import("./route-table-docs.js"),`);
    const base = files['route-table.js'];
    expect(base).toContain('"/blog/-def":{"__comp":"blog","__props":{"list":"list1"}}');
    expect(base).toContain(
      `"list1": [() => import(/* webpackChunkName: "list1" */ "@generated/l.json"), "", require.resolveWeak("@generated/l.json")],`,
    );
    expect(base).not.toContain('@theme/DocItem');
    expect(base).not.toContain('"/docs/-abc"');
    // The docs root, which every doc page renders inside, is in a small part of its own.
    expect(files['route-roots-docs.js']).toContain('"/docs/-abc":{"__comp":"root"}');
    expect(files['route-roots-docs.js']).not.toContain('"/blog/-def"');
    expect(files['route-roots-docs.js']).not.toContain('@theme/DocItem');
    const docs = files['route-table-docs.js'];
    expect(docs).toContain('"@theme/DocItem"');
    expect(docs).toContain('"@site/docs/page-3.md"');
    expect(docs).not.toContain('"/blog/-def"');
  });

  it('stops when a route names a chunk the registry lacks', () => {
    expect(() => splitRouteTables({'/x/-1': {__comp: 'missing'}}, {}, '/')).toThrow(
      /"missing", which the registry lacks/,
    );
  });
});
