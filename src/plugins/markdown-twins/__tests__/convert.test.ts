import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SourceCache} from '../cache';
import {asksNotToIndex} from '../collect';
import {
  convertSource,
  fillTemplate,
  linkList,
  renderTwin,
  toTemplate,
  type PageResolver,
  type TwinTemplate,
} from '../convert';

const fixtures = path.join(__dirname, 'fixtures');
const siteDir = path.resolve(__dirname, '../../../..');
/** The fixtures use the MDX 1 forms (`:::tip Title`, `{#id}`) that `markdown.mdx1Compat` rewrites. */
const options = {
  siteDir,
  admonitionKeywords: ['note', 'tip', 'danger'],
  mdx1Compat: {admonitions: true, headingIds: true},
};

const resolver: PageResolver = {
  link: (url, fromFile) =>
    url.endsWith('next.mdx#part')
      ? `https://example.org/next.md#part`
      : url.startsWith('/')
        ? `https://example.org${url}`
        : url.startsWith('#')
          ? `https://example.org/page/${url}`
          : (expect(fromFile).toBeTruthy(), url),
  image: (urlOrFile) => `https://example.org/assets/${path.basename(urlOrFile)}`,
  docCards: () => linkList([{title: 'Card one', url: 'https://example.org/docs/one/', description: 'The first card'}]),
};

function twinOf(fixture: string): string {
  const {nodes} = convertSource(path.join(fixtures, fixture), options, {frontMatter: {title: 'Fixture page'}});
  return renderTwin(
    {title: 'Fixture page', description: 'Every construct the converter knows.'},
    fillTemplate(toTemplate(nodes), resolver),
  );
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

  it('lists every file a page read: itself and its partials', () => {
    const {dependencies} = convertSource(path.join(fixtures, 'page.mdx'), options);
    expect(dependencies.map((file) => path.basename(file)).sort()).toEqual(['_partial.mdx', 'page.mdx']);
  });
});

describe('converted source cache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'twins-cache-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const page = path.join(dir, 'page.mdx');
  const partial = path.join(dir, '_part.mdx');
  const make = () => {
    const {nodes, dependencies} = convertSource(page, options);
    return {value: toTemplate(nodes), dependencies};
  };

  it('reuses a conversion until the page, a file it read or the converter changes', () => {
    writeFileSync(partial, 'From the [partial](/docs/).\n');
    writeFileSync(page, "import Part from './_part.mdx';\n\n# Page\n\n<Part />\n");
    const cache = new SourceCache<TwinTemplate>(path.join(dir, 'cache'), 'v1');
    const first = cache.get(page, make);
    expect(cache.get(page, make)).toEqual(first);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    expect(fillTemplate(first, resolver)).toBe('From the [partial](https://example.org/docs/).\n');

    writeFileSync(partial, 'Changed partial.\n');
    expect(fillTemplate(cache.get(page, make), resolver)).toBe('Changed partial.\n');
    expect(cache.misses).toBe(2);

    const newConverter = new SourceCache<TwinTemplate>(path.join(dir, 'cache'), 'v2');
    newConverter.get(page, make);
    expect(newConverter.misses).toBe(1);
  });
});

describe('a site without markdown.mdx1Compat.admonitions', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'twins-compat-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('keeps the MDX 1 title form as written in code, as the MDX loader then does', () => {
    const page = path.join(dir, 'page.mdx');
    writeFileSync(page, '```md\n:::tip Pro tip\n\nText.\n\n:::\n```\n\n:::tip[Pro tip]\n\nText.\n\n:::\n');
    const {nodes} = convertSource(page, {...options, mdx1Compat: {admonitions: false, headingIds: true}});
    const twin = fillTemplate(toTemplate(nodes), resolver);
    expect(twin).toContain('```md\n:::tip Pro tip\n');
    expect(twin).toContain('> **Tip: Pro tip**\n>\n> Text.');
  });
});

describe('pages left without a twin', () => {
  const meta = '<meta name="robots" content="noindex, nofollow" />';

  it('are the pages whose head asks not to be indexed', () => {
    expect(asksNotToIndex(`# Hidden\n\n<head>\n  ${meta}\n</head>\n`)).toBe(true);
  });

  it('are not the pages that show such a tag in code', () => {
    expect(asksNotToIndex(`# SEO\n\n\`\`\`html title="head"\n${meta}\n\`\`\`\n\nOr \`${meta}\` inline.\n`)).toBe(false);
    expect(asksNotToIndex(`# SEO\n\n\`\`\`\`md\n\`\`\`html\n${meta}\n\`\`\`\n\`\`\`\`\n`)).toBe(false);
  });
});
