import {compile, evaluate, type CompileOptions} from '@mdx-js/mdx';
import {createRequire} from 'node:module';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme, prism} from '@site/config/prism';
import {languageClosures} from '../languageClosures';
import rehypeStaticHighlight, {LINES_HTML_PROP, type Options} from '../rehypeStaticHighlight';
import {LINE_CLASS_PLACEHOLDER} from '../lineClassPlaceholders';

const require = createRequire(import.meta.url);
// Docusaurus's own remark plugin that hands a fenced block's meta to the code block as `metastring`.
const {default: codeCompatPlugin} = require('@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js') as {
  default: NonNullable<CompileOptions['remarkPlugins']>[number];
};

const options: Options = {
  languages: [...languageClosures(prism.additionalLanguages).keys()],
  additionalLanguages: prism.additionalLanguages,
  magicComments: prism.magicComments,
  themes: {light: lightCodeTheme, dark: darkCodeTheme},
};

const mdxOptions: Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> = {
  remarkPlugins: [codeCompatPlugin],
  rehypePlugins: [[rehypeStaticHighlight, options]],
};

interface BlockProps {
  readonly [key: string]: unknown;
}

/** The props each code block of the document is rendered with. */
async function blockProps(source: string): Promise<BlockProps[]> {
  const {default: Content} = await evaluate(source, {...runtime, ...mdxOptions});
  const found: BlockProps[] = [];
  const capture = (props: BlockProps): ReactNode => {
    found.push(props);
    return null;
  };
  renderToStaticMarkup(createElement(Content, {components: {code: capture, CodeBlock: capture}}));
  return found;
}

/** The text of highlighted lines, one line each. */
const linesText = (html: string) =>
  html
    .split('<br></div>')
    .slice(0, -1)
    .map((line) =>
      line
        .replace(LINE_CLASS_PLACEHOLDER, '$1')
        .replace(/<[^>]*>/g, '')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&'),
    )
    .join('\n');

const grammarImport = (language: string) =>
  `import "@generated/docusaurus-site-prism-on-demand/grammars/${language}.js";`;

describe('rehypeStaticHighlight', () => {
  it('gives a fenced block its lines highlighted, next to the props MDX gives it', async () => {
    const [block] = await blockProps('```js title="a.js" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(block).toMatchObject({
      className: 'language-js',
      metastring: 'title="a.js" {2}',
      children: 'const a = 1;\nconst b = 2;\n',
    });
    const html = String(block?.[LINES_HTML_PROP]);
    expect(html.match(/<div class="token-line[^"]*">/g)).toHaveLength(2);
    expect(html).toContain('<div class="token-line theme-code-block-highlighted-line">');
    expect(html).toMatch(/<span class="token keyword tl-\w{6} td-\w{6}">const<\/span>/);
  });

  it('highlights a <CodeBlock> whose props and code are literals', async () => {
    const blocks = await blockProps(
      [
        '<CodeBlock language="yaml" title="ci.yml" showLineNumbers metastring="{2}">',
        '{`on:',
        '  push`}',
        '</CodeBlock>',
        '',
        '<CodeBlock language="bash">{\'npm run build\'}</CodeBlock>',
      ].join('\n'),
    );
    expect(blocks).toHaveLength(2);
    const [yaml, bash] = blocks;
    expect(yaml).toMatchObject({language: 'yaml', title: 'ci.yml', showLineNumbers: true});
    // The code as MDX hands it to the component (which takes indentation off an expression's lines).
    expect(linesText(String(yaml?.[LINES_HTML_PROP]))).toBe(yaml?.children);
    expect(String(yaml?.[LINES_HTML_PROP])).toContain('<span class="<codeLineNumber>"></span>');
    expect(String(yaml?.[LINES_HTML_PROP])).toContain('theme-code-block-highlighted-line <codeLine>');
    expect(String(bash?.[LINES_HTML_PROP])).toContain('>npm</span>');
  });

  it('leaves a <CodeBlock> whose code is known only at runtime to the browser, with its grammar imported', async () => {
    const source = [
      "import Source from '!!raw-loader!./Greeting.jsx';",
      '',
      '<CodeBlock language="JSX">{Source}</CodeBlock>',
      '',
      '<CodeBlock language={"ts"}>{`let a;`}</CodeBlock>',
      '',
      '```bash',
      'npm test',
      '```',
    ].join('\n');
    const output = String(await compile(source, mdxOptions));
    expect(output).toContain(grammarImport('jsx'));
    // Neither the fenced block nor a block with a language known only at runtime.
    expect(output.match(/docusaurus-site-prism-on-demand/g)).toHaveLength(1);
    expect(output.match(new RegExp(`${LINES_HTML_PROP}:`, 'g'))).toHaveLength(1);
  });

  it('escapes the code and keeps a block without a grammar as plain text', async () => {
    const [block] = await blockProps('```klingon\n<b> & "q"\n\n```\n');
    expect(block?.[LINES_HTML_PROP]).toBe(
      '<div class="token-line">&lt;b&gt; &amp; &quot;q&quot;<br></div>' +
        '<div class="token-line"><span class="token plain token-inline-block"></span><br></div>',
    );
  });
});
