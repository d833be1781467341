import {describe, expect, it} from 'vitest';
import {registryModulePaths} from '../registryModulePaths';

const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "a1b2c3d4": [() => import(/* webpackChunkName: "x" */ "C:\\\\site\\\\a.md"), "C:\\\\site\\\\a.md", require.resolveWeak("C:\\\\site\\\\a.md")],};
`;

describe('registryModulePaths', () => {
  it('returns the paths by chunk name, unescaped', () => {
    expect(registryModulePaths(REGISTRY)).toEqual({
      '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
      '17896441': '@theme/DocItem',
      a1b2c3d4: 'C:\\site\\a.md',
    });
  });

  it('stops on an entry of another shape', () => {
    expect(() =>
      registryModulePaths(`export default {\n  "a": [() => import("@theme/X"), require.resolveWeak("@theme/X")],\n};`),
    ).toThrow(/unexpected entry in \.docusaurus\/registry\.js/);
  });
});
