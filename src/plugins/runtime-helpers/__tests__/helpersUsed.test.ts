import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as providedHelpers from '../client/tslib';
import {tslibHelpersUsed} from '../helpersUsed';

describe('runtime-helpers', () => {
  it('provides every tslib helper the installed @docusaurus/utils-common calls', () => {
    const libDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/utils-common'));
    const used = tslibHelpersUsed(libDir);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((helper) => !(helper in providedHelpers))).toEqual([]);
  });

  it('__importDefault wraps a CommonJS export and passes an ES module through, as tslib does', () => {
    const commonJs = () => 'trailing slash';
    expect(providedHelpers.__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: commonJs};
    expect(providedHelpers.__importDefault(esModule)).toBe(esModule);
  });
});
