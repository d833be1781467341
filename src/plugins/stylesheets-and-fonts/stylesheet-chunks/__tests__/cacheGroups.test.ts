import {describe, expect, it} from 'vitest';
import {KATEX_STYLESHEET_PATTERN, SEARCH_MODAL_STYLESHEET_PATTERN, stylesheetCacheGroups} from '../cacheGroups';

describe('stylesheet cache groups', () => {
  it("match KaTeX's stylesheet, minified or not, on any platform", () => {
    expect(KATEX_STYLESHEET_PATTERN.test('/site/node_modules/katex/dist/katex.min.css')).toBe(true);
    expect(KATEX_STYLESHEET_PATTERN.test('C:\\site\\node_modules\\katex\\dist\\katex.css')).toBe(true);
  });

  it("match DocSearch's modal styles and the rule that follows them, and nothing else of DocSearch", () => {
    expect(SEARCH_MODAL_STYLESHEET_PATTERN.test('/site/node_modules/@docsearch/css/dist/modal.css')).toBe(true);
    expect(SEARCH_MODAL_STYLESHEET_PATTERN.test('C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css')).toBe(true);
    expect(
      SEARCH_MODAL_STYLESHEET_PATTERN.test(
        '/site/src/plugins/stylesheets-and-fonts/stylesheet-chunks/client/searchModal.css',
      ),
    ).toBe(true);
    for (const file of ['button.css', '_variables.css', 'style.css', 'sidepanel.css']) {
      expect(SEARCH_MODAL_STYLESHEET_PATTERN.test(`/site/node_modules/@docsearch/css/dist/${file}`), file).toBe(false);
    }
  });

  it('leave the site stylesheet and scripts to the other groups', () => {
    for (const pattern of [KATEX_STYLESHEET_PATTERN, SEARCH_MODAL_STYLESHEET_PATTERN]) {
      expect(pattern.test('/site/src/css/custom.css')).toBe(false);
      expect(pattern.test('/site/node_modules/katex/dist/katex.min.js')).toBe(false);
      expect(pattern.test('/site/node_modules/@docsearch/react/dist/esm/DocSearchModal.js')).toBe(false);
    }
  });

  it("outrank Docusaurus's single-stylesheet group (priority 50), each in a file of its own", () => {
    const groups = Object.values(stylesheetCacheGroups);
    for (const group of groups) {
      expect(group.priority).toBeGreaterThan(50);
      expect(group.type).toBe('css/mini-extract');
    }
    expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length);
  });
});
