import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {transformSync} from '@swc/core';
import createJiti from 'jiti';
import type {CSSProperties} from 'react';
import type PrismLibrary from 'prismjs';
import type {PrismTheme, Token} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {createCodeBlockMetadata as CreateCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {componentOrder} from './languageClosures';
import {highlightedLines} from './client/tokens';
import {lineClassPlaceholder} from './lineClassPlaceholders';
import {isInlineBlock, themeStyle, typeStyles, type TypeStyles} from './tokenStyles';

/**
 * Highlights code blocks at build time into the markup of the classic theme's code lines
 * (`CodeBlock/Line`), as one HTML string, with the token colours as classes instead of
 * inline styles, and writes the CSS of those classes for both colour modes. Used by
 * ./rehypeStaticHighlight.ts (the lines) and ./index.ts (the CSS); see the README.
 */

const require = createRequire(import.meta.url);

/** Prism's core with every grammar, in the order the server bundle registers them (everyGrammar.js). */
export function prismWithEveryGrammar(additionalLanguages: readonly string[]): typeof PrismLibrary {
  // A context of its own: the components find the core through the global `Prism` it sets.
  const scope: Record<string, unknown> = {};
  scope.global = scope;
  const context = vm.createContext(scope);
  for (const id of ['core', ...componentOrder(additionalLanguages)]) {
    const file = require.resolve(`prismjs/components/prism-${id}.js`);
    vm.runInContext(readFileSync(file, 'utf8'), context, {filename: file});
  }
  return scope.Prism as typeof PrismLibrary;
}

/**
 * Loads a file of a Docusaurus theme package in Node. Those are written for the bundler
 * (JSX in `.js` files, imports without extensions, Docusaurus's client aliases), so they are
 * compiled as the site's bundler compiles them (SWC), with the aliases given.
 */
export function themeFileLoader(alias: Record<string, string> = {}): (file: string) => unknown {
  const coreClientExports = path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/client/exports',
  );
  const jiti = createJiti(import.meta.url, {
    cache: false,
    alias: {
      '@docusaurus/useIsomorphicLayoutEffect': path.join(coreClientExports, 'useIsomorphicLayoutEffect.js'),
      ...alias,
    },
    transform: ({source, filename}) =>
      transformSync(source, {
        filename,
        swcrc: false,
        configFile: false,
        jsc: {parser: {syntax: 'ecmascript', jsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'},
        module: {type: 'commonjs'},
      }),
  });
  return (file) => jiti(file);
}

/**
 * theme-common's `createCodeBlockMetadata`, the parser of the code block's props (title,
 * language, line numbers, metastring ranges, magic comments), as the browser runs it, from
 * its own file: its entry point (`@docusaurus/theme-common/internal`) is the bundler's
 * (framework-internals README).
 */
export function themeCreateCodeBlockMetadata(): typeof CreateCodeBlockMetadata {
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  const codeBlockUtils = themeFileLoader()(path.join(themeCommonLib, 'utils/codeBlockUtils.js')) as {
    createCodeBlockMetadata?: typeof CreateCodeBlockMetadata;
  };
  if (typeof codeBlockUtils.createCodeBlockMetadata !== 'function') {
    throw new Error(
      'code-highlighting: theme-common no longer has createCodeBlockMetadata in lib/utils/codeBlockUtils.js',
    );
  }
  return codeBlockUtils.createCodeBlockMetadata;
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);

type ColorMode = 'light' | 'dark';

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A style as CSS declarations, in a fixed order (the same style, the same text). */
function declarations(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${kebabCase(name)}:${String(value)}`)
    .sort()
    .join(';');
}

/** The class of a token style in one colour mode, named after the style itself. */
function styleClass(mode: ColorMode, css: string): string {
  return `t${mode === 'light' ? 'l' : 'd'}-${createHash('sha256').update(css).digest('hex').slice(0, 6)}`;
}

/** The class of the empty token that keeps an empty line open (`display: inline-block`). */
export const INLINE_BLOCK_CLASS = 'token-inline-block';

export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

/**
 * Every style a token can get from the theme: a token's style merges its types' styles,
 * which merge the theme's entries, so every merge of entries, one after another.
 */
function reachableStyles(theme: PrismTheme): CSSProperties[] {
  const found = new Map<string, CSSProperties>([['', {}]]);
  const queue: CSSProperties[] = [{}];
  for (let style = queue.shift(); style !== undefined; style = queue.shift()) {
    for (const entry of theme.styles) {
      const merged = {...style, ...entry.style};
      const css = declarations(merged);
      if (!found.has(css)) {
        found.set(css, merged);
        queue.push(merged);
      }
    }
  }
  return [...found.values()];
}

/**
 * The stylesheet of the build-time highlighted blocks: the themes' plain colours on the
 * block and a class per token style, the light theme's under `[data-theme='light']`, the
 * dark one's under `[data-theme='dark']`, so that a change of colour mode restyles every
 * block at once, without React.
 */
export function tokenStylesheet(themes: CodeThemes): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const scope = `[data-theme='${mode}']`;
    rules.push(`${scope} pre.prism-code{${declarations(themes[mode].plain)}}`);
    const classes = new Set<string>();
    for (const style of reachableStyles(themes[mode])) {
      const css = declarations(style);
      if (css !== '' && !classes.has(css)) {
        classes.add(css);
        rules.push(`${scope} .${styleClass(mode, css)}{${css}}`);
      }
    }
  }
  rules.push(`.${INLINE_BLOCK_CLASS}{display:inline-block}`);
  return `/* Written by src/plugins/code-highlighting from themeConfig.prism: the colours of code highlighted at build time. */\n${rules.join('\n')}\n`;
}

/**
 * A token's classes: the theme-classic ones (`token` and its types), then its look in each
 * mode; none for a token without a look of its own (plain text, or types the themes leave
 * uncoloured), which is written as bare text. Such spans were most of a long page's
 * elements (about 800 of the API reference's 4,800, most of them spaces between tokens),
 * each one more box for the browser to lay out.
 */
function tokenClasses(token: Token, byType: Readonly<Record<ColorMode, TypeStyles>>): string[] | undefined {
  const look: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const css = declarations(themeStyle(token, byType[mode]) ?? {});
    if (css !== '') {
      look.push(styleClass(mode, css));
    }
  }
  if (isInlineBlock(token)) {
    look.push(INLINE_BLOCK_CLASS);
  }
  return look.length === 0 ? undefined : ['token', ...token.types, ...look];
}

/**
 * As the theme's `CodeBlock/Line` does: a line made of one newline token is rendered empty,
 * since the line ends with a `<br>` anyway.
 */
function withoutLoneLineBreak(line: Token[]): Token[] {
  const [only] = line;
  return line.length === 1 && only?.content === '\n' ? [{...only, content: ''}] : line;
}

/** One line as the theme's `CodeBlock/Line` renders it. */
function lineHtml(
  line: Token[],
  lineClassNames: readonly string[] | undefined,
  numbered: boolean,
  classesOf: (token: Token) => string[] | undefined,
): string {
  const tokens = withoutLoneLineBreak(line)
    .map((token) => {
      const classes = classesOf(token);
      return classes === undefined
        ? escapeHtml(token.content)
        : `<span class="${escapeHtml(classes.join(' '))}">${escapeHtml(token.content)}</span>`;
    })
    .join('');
  const classes = [escapeHtml(['token-line', ...(lineClassNames ?? [])].join(' '))];
  if (numbered) {
    classes.push(lineClassPlaceholder('codeLine'));
  }
  const content = numbered
    ? `<span class="${lineClassPlaceholder('codeLineNumber')}"></span><span class="${lineClassPlaceholder('codeLineContent')}">${tokens}</span>`
    : tokens;
  return `<div class="${classes.join(' ')}">${content}<br></div>`;
}

/** A code block's props, as the theme's `CodeBlock` gets them (the code as a string). */
export interface CodeBlockProps {
  readonly code: string;
  readonly className?: string;
  readonly metastring?: string;
  readonly language?: string;
  readonly title?: string;
  /** As written: a bare attribute is `true`, a string one is passed on as it is. */
  readonly showLineNumbers?: boolean | number | string;
}

export interface StaticHighlightOptions {
  readonly additionalLanguages: readonly string[];
  readonly magicComments: readonly ThemeConfig['prism']['magicComments'][number][];
  readonly defaultLanguage?: string;
  readonly themes: CodeThemes;
}

/**
 * A highlighter that gives the HTML of a block's lines, as the classic theme's code block
 * renders them (`CodeBlock/Content`'s `<code>` element's content): its props parsed by
 * theme-common's own `createCodeBlockMetadata` (magic comments removed, highlighted lines,
 * line numbers), the code tokenized as the browser's `Highlight` does, with every grammar.
 */
export function staticHighlighter(options: StaticHighlightOptions): (props: CodeBlockProps) => string {
  const prism = prismWithEveryGrammar(options.additionalLanguages);
  const createCodeBlockMetadata = themeCreateCodeBlockMetadata();
  // A token's classes depend on its language, its types and whether it is empty; the
  // same few hundred come back in every block.
  const classCache = new Map<string, string[] | undefined>();
  const classesIn = (language: string) => {
    const byType = {light: typeStyles(options.themes.light, language), dark: typeStyles(options.themes.dark, language)};
    return (token: Token): string[] | undefined => {
      const key = [language, token.empty === true, ...token.types].join(' ');
      if (!classCache.has(key)) {
        classCache.set(key, tokenClasses(token, byType));
      }
      return classCache.get(key);
    };
  };
  return ({code: codeInput, ...props}) => {
    const {code, language, lineNumbersStart, lineClassNames} = createCodeBlockMetadata({
      code: codeInput,
      className: props.className,
      metastring: props.metastring,
      language: props.language,
      title: props.title,
      // The theme's parser is handed whatever the element was written with, as in the browser.
      showLineNumbers: props.showLineNumbers as boolean | number | undefined,
      magicComments: [...options.magicComments],
      defaultLanguage: options.defaultLanguage,
    });
    const lines = highlightedLines(prism, code, language, prism.languages[language]);
    const classesOf = classesIn(language);
    return lines
      .map((line, index) => lineHtml(line, lineClassNames[index], lineNumbersStart !== undefined, classesOf))
      .join('');
  };
}
