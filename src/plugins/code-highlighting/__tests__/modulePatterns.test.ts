import {describe, expect, it} from 'vitest';
import {
  GRAMMAR_MODULE_PATTERN,
  HIGHLIGHTER_MODULE_PATTERN,
  PRISM_CLIENT_MODULE_PATTERN,
  THEME_CLASSIC_MODULE_PATTERN,
} from '../modulePatterns';

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
  it("matches Prism's core, as the grammars import it", () => {
    for (const file of [
      '/site/src/plugins/code-highlighting/client/manualMode.ts',
      'C:\\site\\src\\plugins\\code-highlighting\\client\\prism.ts',
      '/site/node_modules/prismjs/components/prism-core.js',
    ]) {
      expect(HIGHLIGHTER_MODULE_PATTERN.test(file), file).toBe(true);
    }
  });

  it('leaves the code block, the empty modules and the grammars alone', () => {
    for (const file of [
      '/site/src/plugins/code-highlighting/client/Highlight.tsx',
      '/site/src/plugins/code-highlighting/client/tokens.ts',
      '/site/src/plugins/code-highlighting/client/loadedPrism.ts',
      '/site/src/plugins/code-highlighting/client/noClientModule.ts',
      '/site/src/plugins/code-highlighting/client/noGrammars.ts',
      '/site/node_modules/prismjs/components/prism-bash.js',
      '/site/.docusaurus/docusaurus-site-prism-on-demand/grammars/bash.js',
    ]) {
      expect(HIGHLIGHTER_MODULE_PATTERN.test(file), file).toBe(false);
    }
  });
});

describe('GRAMMAR_MODULE_PATTERN', () => {
  it("matches Prism's grammar components, on any platform", () => {
    for (const file of [
      '/site/node_modules/prismjs/components/prism-bash.js',
      'C:\\site\\node_modules\\prismjs\\components\\prism-markup-templating.js',
    ]) {
      expect(GRAMMAR_MODULE_PATTERN.test(file), file).toBe(true);
    }
  });

  it("leaves Prism's core and the minified copies alone", () => {
    for (const file of [
      '/site/node_modules/prismjs/components/prism-core.js',
      '/site/node_modules/prismjs/components/prism-bash.min.js',
      '/site/.docusaurus/docusaurus-site-prism-on-demand/grammars/bash.js',
    ]) {
      expect(GRAMMAR_MODULE_PATTERN.test(file), file).toBe(false);
    }
  });
});
