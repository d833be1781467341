import {describe, expect, it} from 'vitest';
import {codeBreaksHtml, codeWords, hasBreakableWord, pieceHasBreakOpportunity, withCodeBreaksHtml} from '../codeBreaks';

describe('code breaks', () => {
  it('cuts words after dots and slashes, and between the words of a camelCase, snake_case or kebab-case name', () => {
    expect(codeWords('docCategoryGeneratedIndexComponent')).toEqual([
      ['doc', 'Category', 'Generated', 'Index', 'Component'],
    ]);
    expect(codeWords('HTMLElement')).toEqual([['HTMLElement']]);
    expect(codeWords('future.experimental_vcs')).toEqual([['future.', 'experimental_vcs']]);
    expect(codeWords('future.v4.removeLegacyPostBuildHeadAttribute')).toEqual([
      ['future.', 'v4.', 'remove', 'Legacy', 'Post', 'Build', 'Head', 'Attribute'],
    ]);
    expect(codeWords('--typescript')).toEqual([['--typescript']]);
    expect(codeWords('--no-minify')).toEqual([['--no-', 'minify']]);
    expect(codeWords('toc_max_heading_level')).toEqual([['toc_', 'max_', 'heading_', 'level']]);
    expect(codeWords('string-literal-i18n-messages')).toEqual([['string-', 'literal-', 'i18n-', 'messages']]);
    expect(codeWords('src/pages/index.js')).toEqual([['src/', 'pages/', 'index.js']]);
    expect(codeWords("'ignore' | 'log'")).toEqual([["'ignore'"], ' ', ['|'], ' ', ["'log'"]]);
  });

  it('keeps a short last piece, such as a file extension, with the one before', () => {
    expect(codeWords('docusaurus.config.js')).toEqual([['docusaurus.', 'config.js']]);
    expect(codeWords('future.v4')).toEqual([['future.v4']]);
  });

  it('leaves code without dots, slashes or hyphens alone', () => {
    expect(hasBreakableWord('boolean')).toBe(false);
    expect(hasBreakableWord('HTMLElement')).toBe(false);
    expect(withCodeBreaksHtml('Uses <code>boolean</code>')).toBe('Uses <code>boolean</code>');
  });

  it('marks up the code of a table of contents entry', () => {
    expect(withCodeBreaksHtml('<code>future.faster</code> flags')).toBe(
      '<code class="code-breaks">future.<wbr>faster</code> flags',
    );
  });

  it('marks up inline code as one escaped HTML string, a piece the browser could break kept whole', () => {
    expect(codeBreaksHtml('future.experimental_vcs')).toBe('future.<wbr>experimental_vcs');
    expect(codeBreaksHtml('--no-minify')).toBe('<span class="code-piece">--no-</span><wbr>minify');
    expect(codeBreaksHtml('a.b<T & "U">')).toBe('a.b&lt;T &amp; &quot;U&quot;&gt;');
    expect(codeBreaksHtml("'ignore' | 'log'")).toBe("'ignore' | 'log'");
  });

  it('knows which pieces the browser could break inside', () => {
    expect(pieceHasBreakOpportunity('experimental_')).toBe(false);
    expect(pieceHasBreakOpportunity('string-')).toBe(false);
    expect(pieceHasBreakOpportunity('pages/')).toBe(false);
    expect(pieceHasBreakOpportunity('--typescript')).toBe(true);
    expect(pieceHasBreakOpportunity('plugin-v2')).toBe(true);
  });
});
