import {describe, expect, it} from 'vitest';
import {splitRegistry} from '../splitRegistry';

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

  it('stops on an entry of another shape', () => {
    expect(() =>
      splitRegistry(`export default {\n  "a": [() => import("@theme/X"), require.resolveWeak("@theme/X")],\n};`),
    ).toThrow(/unexpected entry in \.docusaurus\/registry\.js/);
  });
});
