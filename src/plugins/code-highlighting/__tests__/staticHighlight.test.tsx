import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Window} from 'happy-dom';
import type {ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {PrismTheme, Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme, prism as prismConfig} from '@site/config/prism';
import {componentOrder, languageClosures} from '../languageClosures';
import {LINE_CLASS_NAMES, LINE_CLASS_PLACEHOLDER} from '../lineClassPlaceholders';
import {
  staticHighlighter,
  themeCreateCodeBlockMetadata,
  themeFileLoader,
  tokenStylesheet,
  type CodeBlockProps,
} from '../staticHighlight';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(import.meta.dirname, '../../../..');
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const themes = {light: lightCodeTheme, dark: darkCodeTheme};
const highlight = staticHighlighter({...prismConfig, themes});
const createCodeBlockMetadata = themeCreateCodeBlockMetadata();

interface LineProps {
  readonly line: Token[];
  readonly classNames: string[] | undefined;
  readonly showLineNumbers: boolean;
  readonly getLineProps: unknown;
  readonly getTokenProps: unknown;
}

// A CSS module required in Node gives each class its own name (and is no ES module).
require.extensions['.css'] = (module) => {
  module.exports = new Proxy({}, {get: (_, name) => (name === '__esModule' ? undefined : name)});
};

/** The classic theme's own `CodeBlock/Line`. */
const {default: Line} = themeFileLoader({
  '@theme/CodeBlock/Line/Token': path.join(themeClassicLib, 'theme/CodeBlock/Line/Token/index.js'),
})(path.join(themeClassicLib, 'theme/CodeBlock/Line/index.js')) as {default: ComponentType<LineProps>};

/** Prism with every grammar, as the browser has it once a page's grammars are loaded. */
async function browserHighlight() {
  await import('../client/prism');
  for (const id of componentOrder(prismConfig.additionalLanguages)) {
    require(`prismjs/components/prism-${id}.js`);
  }
  return (await import('../client/Highlight')).Highlight;
}

/** A block's `<code>` as the classic theme renders it in the browser today (`CodeBlock/Content`). */
async function browserRendering(props: CodeBlockProps, theme: PrismTheme): Promise<string> {
  const Highlight = await browserHighlight();
  const metadata = createCodeBlockMetadata({
    code: props.code,
    className: props.className,
    metastring: props.metastring,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers as boolean | number | undefined,
    magicComments: prismConfig.magicComments,
    defaultLanguage: undefined,
  });
  return renderToStaticMarkup(
    <Highlight theme={theme} code={metadata.code} language={metadata.language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <code>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={metadata.lineClassNames[index]}
              showLineNumbers={metadata.lineNumbersStart !== undefined}
            />
          ))}
        </code>
      )}
    </Highlight>,
  );
}

const window = new Window();

type Declarations = Map<string, string>;

const parseDeclarations = (css: string): Declarations =>
  new Map(
    css
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name]) => name)
      .map(([name = '', value = '']) => [name, value]),
  );

/**
 * The declarations of each class of the build's stylesheet in one colour mode, and those of
 * the other mode as nothing (they do not apply).
 */
function stylesheetClasses(mode: 'light' | 'dark'): Map<string, Declarations> {
  const classes = new Map<string, Declarations>();
  for (const [, scope, name = '', css = ''] of tokenStylesheet(themes).matchAll(
    /^(\[data-theme='(?:light|dark)'\] )?\.([\w-]+)\{([^}]*)\}$/gm,
  )) {
    classes.set(name, scope === undefined || scope.includes(mode) ? parseDeclarations(css) : new Map());
  }
  return classes;
}

/**
 * The DOM of some markup as text, each element with its tag, its classes and the style it
 * ends up with: its inline style, or what the stylesheet gives its classes (those classes
 * left out); a token with neither is its bare text. A line's colour, the theme's plain colour,
 * is left out too: the stylesheet gives the block that colour, and the lines inherit it.
 */
function looks(markup: string, theme: PrismTheme, classes: Map<string, Declarations>): string {
  const container = window.document.createElement('div');
  container.innerHTML = markup;
  // A token with no look of its own in this mode reads as its bare text (the build writes
  // the tokens without a look in either mode so).
  for (const token of Array.from(container.querySelectorAll('span.token:not([style])'))) {
    if (!Array.from(token.classList).some((name) => (classes.get(name)?.size ?? 0) > 0)) {
      token.replaceWith(window.document.createTextNode(token.textContent ?? ''));
    }
  }
  container.normalize();
  const describe = (node: Node): string => {
    if (node.nodeType === 3) {
      return JSON.stringify(node.textContent);
    }
    const element = node as unknown as Element;
    const style = parseDeclarations(element.getAttribute('style') ?? '');
    const ownClasses = Array.from(element.classList).filter((name) => {
      classes.get(name)?.forEach((value, property) => style.set(property, value));
      return !classes.has(name);
    });
    if (ownClasses.includes('token-line') && style.get('color') === theme.plain.color) {
      style.delete('color');
    }
    const styleText = [...style].map(([name, value]) => `${name}:${value}`).sort();
    const children = Array.from(element.childNodes).map((child) => describe(child as unknown as Node));
    return `<${element.tagName.toLowerCase()} ${ownClasses.join('.')} {${styleText.join(';')}}>${children.join('')}</>`;
  };
  return Array.from(container.childNodes)
    .map((child) => describe(child as unknown as Node))
    .join('\n');
}

/** The `<code>` of a block highlighted at build time, the line classes put in as the code block does. */
const buildRendering = (props: CodeBlockProps) =>
  `<code>${highlight(props).replace(LINE_CLASS_PLACEHOLDER, '$1')}</code>`;

async function expectSameLook(props: CodeBlockProps, label: string) {
  for (const mode of ['light', 'dark'] as const) {
    const classes = stylesheetClasses(mode);
    expect(looks(buildRendering(props), themes[mode], classes), `${label} (${mode})`).toBe(
      looks(await browserRendering(props, themes[mode]), themes[mode], new Map()),
    );
  }
}

const BLOCKS: Record<string, CodeBlockProps> = {
  'magic comments, line and block': {
    className: 'language-js',
    code: [
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '// highlight-start',
      'function c() {',
      '  return a + b;',
      '}',
      '// highlight-end',
      '// error-next-line',
      'c(;',
      '',
    ].join('\n'),
  },
  'JSX comments': {
    className: 'language-jsx',
    code: 'export default function Hello() {\n  return (\n    {/* highlight-next-line */}\n    <p className="x">Hello</p>\n  );\n}\n',
  },
  'metastring range': {
    className: 'language-yaml',
    metastring: '{1,3-4}',
    code: 'name: Deploy\non:\n  push:\n    branches: [main]\njobs: {}\n',
  },
  'line numbers and a title from the metastring': {
    className: 'language-tsx',
    metastring: 'title="src/App.tsx" showLineNumbers',
    code: 'import React from "react";\n\n// highlight-next-line\nexport const App = () => <div />;\n',
  },
  'line numbers from 5': {
    className: 'language-bash',
    metastring: 'showLineNumbers=5',
    code: '# install\nnpm install\n\n# highlight-next-line\nnpm run build\n',
  },
  'props of a <CodeBlock>': {
    language: 'YAML',
    title: 'ci.yml',
    showLineNumbers: true,
    metastring: '{2}',
    code: 'on:\n  push',
  },
  diff: {className: 'language-diff', code: '- old line\n+ new line\n  same\n\n@@ -1 +1 @@\n'},
  'PHP, tokenized through its hooks': {
    className: 'language-php',
    code: '<?php\n// highlight-next-line\necho "Hello";\n?>\n<p><?= $name ?></p>\n',
  },
  'HTML comments': {
    className: 'language-html',
    code: '<div>\n  <!-- highlight-start -->\n  <p>hi</p>\n  <!-- highlight-end -->\n</div>\n',
  },
  'an empty line inside a comment': {className: 'language-css', code: '/* one\n\n   three */\na { color: red; }\n'},
  'no grammar': {className: 'language-klingon', code: 'Qapla\'\n\n<b> & "q"\n'},
  'no language': {code: 'plain text\n\n'},
  'markdown with front matter': {
    className: 'language-md',
    code: '---\ntitle: Hello\n---\n\n# Hello\n\n<!-- highlight-next-line -->\nSome *text*.\n',
  },
};

/** Up to ten fenced blocks per language of the site's content, with their metastrings. */
function contentBlocks(): [string, CodeBlockProps][] {
  const fence = /^([ \t]*)(`{3,}|~{3,})([\w+-]+)([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  const closures = languageClosures(prismConfig.additionalLanguages);
  const taken = new Map<string, number>();
  const blocks: [string, CodeBlockProps][] = [];
  for (const folder of ['docs', 'blog', 'community', 'fixtures']) {
    for (const entry of readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) {
        continue;
      }
      const file = path.join(entry.parentPath, entry.name);
      for (const [, , , language = '', meta = '', code = ''] of readFileSync(file, 'utf8').matchAll(fence)) {
        const count = (taken.get(language) ?? 0) + 1;
        taken.set(language, count);
        if (closures.has(language.toLowerCase()) && count <= 10) {
          const metastring = meta.trim() || undefined;
          blocks.push([
            path.relative(siteDir, file),
            {className: `language-${language}`, metastring, code: `${code}\n`},
          ]);
        }
      }
    }
  }
  return blocks;
}

describe('code highlighted at build time', () => {
  it('looks as the classic theme renders it in the browser, in both colour modes', async () => {
    for (const [label, props] of Object.entries(BLOCKS)) {
      await expectSameLook(props, label);
    }
  });

  it('looks the same for blocks of the site content', async () => {
    const blocks = contentBlocks();
    expect(blocks.length).toBeGreaterThan(100);
    for (const [file, props] of blocks) {
      await expectSameLook(props, `${file}: ${props.className} ${props.metastring ?? ''}`);
    }
  }, 60_000);

  it("gives the blocks the themes' plain colours, per colour mode", () => {
    const stylesheet = tokenStylesheet(themes);
    expect(stylesheet).toContain(`[data-theme='light'] pre.prism-code{background-color:#ffffff;color:#000000}`);
    expect(stylesheet).toContain(`[data-theme='dark'] pre.prism-code{background-color:#282A36;color:#F8F8F2}`);
  });

  it("puts its line-number placeholders where the theme's line module has those classes", () => {
    // The browser swaps each placeholder for the class of that name (client/StaticContent.tsx):
    // a class the theme renamed would leave numbered lines unstyled, so it fails here first.
    const lineModule = readFileSync(
      require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'),
      'utf8',
    );
    const missing = LINE_CLASS_NAMES.filter((name) => !new RegExp(`\\.${name}\\b`).test(lineModule));
    expect(missing).toEqual([]);
  });
});
