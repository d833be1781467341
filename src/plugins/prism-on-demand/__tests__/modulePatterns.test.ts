import {describe, expect, it} from 'vitest';
import {HIGHLIGHTER_MODULE_PATTERN, PRISM_CLIENT_MODULE_PATTERN, THEME_CLASSIC_MODULE_PATTERN} from '../modulePatterns';

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

  it('leaves the swizzlable theme component of the same name alone', () => {
    expect(
      PRISM_CLIENT_MODULE_PATTERN.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ),
    ).toBe(false);
    expect(PRISM_CLIENT_MODULE_PATTERN.test('@theme/prism-include-languages')).toBe(false);
  });
});

describe('THEME_CLASSIC_MODULE_PATTERN', () => {
  it("matches the classic theme's code block, on any platform", () => {
    expect(
      THEME_CLASSIC_MODULE_PATTERN.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
      ),
    ).toBe(true);
    expect(
      THEME_CLASSIC_MODULE_PATTERN.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\X.js'),
    ).toBe(true);
  });

  it('leaves the live editor, which keeps prism-react-renderer, alone', () => {
    expect(THEME_CLASSIC_MODULE_PATTERN.test('/site/node_modules/react-live/dist/index.mjs')).toBe(false);
    expect(
      THEME_CLASSIC_MODULE_PATTERN.test(
        '/site/node_modules/@docusaurus/theme-live-codeblock/lib/theme/Playground/index.js',
      ),
    ).toBe(false);
  });
});

describe('HIGHLIGHTER_MODULE_PATTERN', () => {
  it("matches the highlighter's modules, Prism's core and the loader table", () => {
    for (const file of [
      '/site/src/plugins/prism-on-demand/client/Highlight.tsx',
      '/site/src/plugins/prism-on-demand/client/tokens.ts',
      'C:\\site\\src\\plugins\\prism-on-demand\\client\\prism.ts',
      '/site/node_modules/prismjs/components/prism-core.js',
      '/site/.docusaurus/docusaurus-site-prism-on-demand/languageLoaders.js',
    ]) {
      expect(HIGHLIGHTER_MODULE_PATTERN.test(file), file).toBe(true);
    }
  });

  it('leaves the empty client module in main.js and the grammars in their own chunks', () => {
    for (const file of [
      '/site/src/plugins/prism-on-demand/client/noClientModule.ts',
      '/site/node_modules/prismjs/components/prism-bash.js',
      '/site/.docusaurus/docusaurus-site-prism-on-demand/bash.js',
      '/site/.docusaurus/docusaurus-site-prism-on-demand/languageLoaders.server.js',
    ]) {
      expect(HIGHLIGHTER_MODULE_PATTERN.test(file), file).toBe(false);
    }
  });
});
