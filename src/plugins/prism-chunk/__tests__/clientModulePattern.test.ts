import {describe, expect, it} from 'vitest';
import {PRISM_CLIENT_MODULE_PATTERN} from '../clientModulePattern';

describe('PRISM_CLIENT_MODULE_PATTERN', () => {
  it("matches the classic theme's Prism client module as Docusaurus requests it, on any platform", () => {
    expect(
      PRISM_CLIENT_MODULE_PATTERN.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages'),
    ).toBe(true);
    expect(
      PRISM_CLIENT_MODULE_PATTERN.test(
        'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js',
      ),
    ).toBe(true);
  });

  it('leaves the theme component that registers the languages alone', () => {
    expect(
      PRISM_CLIENT_MODULE_PATTERN.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ),
    ).toBe(false);
    expect(PRISM_CLIENT_MODULE_PATTERN.test('@theme/prism-include-languages')).toBe(false);
  });
});
