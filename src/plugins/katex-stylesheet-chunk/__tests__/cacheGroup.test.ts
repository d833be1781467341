import {describe, expect, it} from 'vitest';
import {KATEX_STYLESHEET_PATTERN, katexCacheGroup} from '../cacheGroup';

describe('katexCacheGroup', () => {
  it("matches KaTeX's stylesheet, minified or not, on any platform", () => {
    expect(KATEX_STYLESHEET_PATTERN.test('/site/node_modules/katex/dist/katex.min.css')).toBe(true);
    expect(KATEX_STYLESHEET_PATTERN.test('C:\\site\\node_modules\\katex\\dist\\katex.css')).toBe(true);
  });

  it('leaves the site stylesheet and KaTeX scripts to the other groups', () => {
    expect(KATEX_STYLESHEET_PATTERN.test('/site/src/css/custom.css')).toBe(false);
    expect(KATEX_STYLESHEET_PATTERN.test('/site/node_modules/katex/dist/katex.min.js')).toBe(false);
  });

  it("outranks Docusaurus's single-stylesheet group (priority 50)", () => {
    expect(katexCacheGroup.priority).toBeGreaterThan(50);
    expect(katexCacheGroup.type).toBe('css/mini-extract');
  });
});
