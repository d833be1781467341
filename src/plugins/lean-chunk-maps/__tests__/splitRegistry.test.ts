import {describe, expect, it} from 'vitest';
import {renameRouteChunks, splitRegistry} from '../splitRegistry';

const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "a1b2c3d4": [() => import(/* webpackChunkName: "x" */ "C:\\\\site\\\\a.md"), "C:\\\\site\\\\a.md", require.resolveWeak("C:\\\\site\\\\a.md")],};
`;

describe('splitRegistry', () => {
  it('empties each module path and keeps loader and module id', () => {
    const {leanSource} = splitRegistry(REGISTRY);
    expect(leanSource).toContain(
      `"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],`,
    );
    expect(leanSource).not.toMatch(/\), "[^"]/);
    expect(leanSource.split('\n')).toHaveLength(REGISTRY.split('\n').length);
  });

  it('returns the paths by chunk name, unescaped', () => {
    expect(splitRegistry(REGISTRY).modulePaths).toEqual({
      '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
      '17896441': '@theme/DocItem',
      a1b2c3d4: 'C:\\site\\a.md',
    });
  });

  it('renames each chunk, as key and as webpackChunkName, to its rank in base 36 when asked', () => {
    const {leanSource, modulePaths, chunkNames} = splitRegistry(REGISTRY, {shortNames: true});
    expect([...chunkNames]).toEqual([
      ['0058b4c6', '0'],
      ['17896441', '1'],
      ['a1b2c3d4', '2'],
    ]);
    expect(leanSource).toContain(
      `"1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],`,
    );
    expect(leanSource).toContain(`"2": [() => import(/* webpackChunkName: "2" */ "C:\\\\site\\\\a.md"), "",`);
    expect(modulePaths['1']).toBe('@theme/DocItem');
  });

  it('keeps the names without shortNames', () => {
    expect([...splitRegistry(REGISTRY).chunkNames.values()]).toEqual(['0058b4c6', '17896441', 'a1b2c3d4']);
  });

  it('stops on an entry of another shape', () => {
    expect(() =>
      splitRegistry(`export default {\n  "a": [() => import("@theme/X"), require.resolveWeak("@theme/X")],\n};`),
    ).toThrow(/unexpected entry in \.docusaurus\/registry\.js/);
  });
});

describe('renameRouteChunks', () => {
  const chunkNames = new Map([
    ['17896441', '1'],
    ['0058b4c6', '0'],
  ]);

  it('renames every chunk of every route, however nested, keeping lists as lists', () => {
    const routes = {
      '/docs/-abc': {__comp: '17896441', __context: {plugin: '0058b4c6'}, content: '0058b4c6'},
      '/blog/-def': {__comp: '17896441', items: [{content: '0058b4c6'}, {content: '17896441'}]},
    };
    expect(JSON.parse(renameRouteChunks(JSON.stringify(routes), chunkNames))).toEqual({
      '/docs/-abc': {__comp: '1', __context: {plugin: '0'}, content: '0'},
      '/blog/-def': {__comp: '1', items: [{content: '0'}, {content: '1'}]},
    });
  });

  it('stops on a chunk the registry does not have', () => {
    expect(() => renameRouteChunks(JSON.stringify({'/blog/-123': {__comp: 'ffffffff'}}), chunkNames)).toThrow(
      'route /blog/-123 names chunk "ffffffff", which .docusaurus/registry.js lacks',
    );
  });
});
