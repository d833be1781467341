import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {convertFile, renderTwin, type SiteLinks} from '../convert';

const fixtures = path.join(__dirname, 'fixtures');
const siteDir = path.resolve(__dirname, '../../../..');

const site: SiteLinks = {
  siteDir,
  admonitionKeywords: ['note', 'tip', 'danger'],
  resolveLink: (url, fromFile) =>
    url.endsWith('next.mdx#part')
      ? `https://example.org/next.md#part`
      : url.startsWith('/')
        ? `https://example.org${url}`
        : url.startsWith('#')
          ? `https://example.org/page/${url}`
          : (expect(fromFile).toBeTruthy(), url),
  resolveImage: (urlOrFile) => `https://example.org/assets/${path.basename(urlOrFile)}`,
  docCards: () => [{title: 'Card one', permalink: '/docs/one/', description: 'The first card'}],
};

function twinOf(fixture: string): string {
  const content = convertFile(path.join(fixtures, fixture), site, {frontMatter: {title: 'Fixture page'}});
  return renderTwin({title: 'Fixture page', description: 'Every construct the converter knows.'}, content);
}

describe('Markdown twin converter', () => {
  const twin = twinOf('page.mdx');

  it('starts with the title and description, without front matter, imports or exports', () => {
    expect(twin.startsWith('# Fixture page\n\n> Every construct the converter knows.\n')).toBe(true);
    expect(twin.match(/^# Fixture page$/gm)).toHaveLength(1);
    expect(twin).not.toMatch(/^(import|export) /m);
    expect(twin).not.toContain('title: Fixture page');
  });

  it('drops heading ids', () => {
    expect(twin).toContain('## Install\n');
  });

  it('turns every tab into a labelled section, labels from the values prop', () => {
    expect(twin).toContain('**npm (default)**\n\n```bash title="Terminal"\nnpm install\n```');
    expect(twin).toContain('**Yarn**\n\n```bash\nyarn\n```');
  });

  it('keeps admonitions as blockquotes with their kind and title', () => {
    expect(twin).toContain('> **Tip: Keep it short**\n>\n> A tip with a **title**.');
    expect(twin).toContain('> **Danger**\n>\n> No title here.');
  });

  it('keeps details and summary', () => {
    expect(twin).toContain('<details>\n<summary>More about it</summary>\n\nHidden _text_.\n\n</details>');
  });

  it('keeps live code and Mermaid diagrams as fenced source', () => {
    expect(twin).toContain('```jsx live\nfunction Clock() {');
    expect(twin).toContain('```mermaid\ngraph TD\n  A --> B\n```');
  });

  it('keeps math as $…$ and $$…$$', () => {
    expect(twin).toContain('$a^2 + b^2 = c^2$');
    expect(twin).toContain('$$\nE = mc^2\n$$');
  });

  it('makes links and images absolute', () => {
    expect(twin).toContain('[the next page](https://example.org/next.md#part)');
    expect(twin).toContain('[the CLI](https://example.org/docs/cli)');
    expect(twin).toContain('[an external site](https://example.com)');
    expect(twin).toContain('![A picture](https://example.org/assets/picture.png)');
  });

  it('inlines partials with their props, unwraps frames, drops comments', () => {
    expect(twin).toContain('Hello, **reader**! This text comes from a partial.');
    expect(twin).not.toContain('BrowserWindow');
    expect(twin).not.toContain('comment');
  });

  it('turns a doc-card list into links with descriptions', () => {
    expect(twin).toContain('- [Card one](https://example.org/docs/one/): The first card');
  });

  it('fails on an unknown component, naming the file, line and component', () => {
    expect(() => twinOf('unknown.mdx')).toThrow(/twins\/__tests__\/fixtures\/unknown\.mdx:5: the component <Fancy>/);
  });

  it('fails on an unknown directive', () => {
    expect(() => twinOf('unknownDirective.mdx')).toThrow(/unknownDirective\.mdx:1: the directive :::sparkles/);
  });
});
