import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {COLLAPSIBLE_MODULE_PATTERN} from '..';

const themeCommonLib = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));

describe('navbar-on-demand', () => {
  it("the cache group's pattern matches the installed Collapsible and the helper it imports", () => {
    const collapsible = path.join(themeCommonLib, 'components/Collapsible/index.js');
    const helper = path.join(themeCommonLib, 'utils/accessibilityUtils.js');
    expect(existsSync(collapsible)).toBe(true);
    expect(readFileSync(collapsible, 'utf8')).toContain('../../utils/accessibilityUtils');
    expect(collapsible).toMatch(COLLAPSIBLE_MODULE_PATTERN);
    expect(helper).toMatch(COLLAPSIBLE_MODULE_PATTERN);
    expect(path.join(themeCommonLib, 'utils/reactUtils.js')).not.toMatch(COLLAPSIBLE_MODULE_PATTERN);
  });
});
