import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Expression} from 'estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {mdxEsm, sideEffectImport} from '../../remark/mdxEsm';
import {grammarModule} from './languageModules';
import {staticHighlighter, type CodeBlockProps, type StaticHighlightOptions} from './staticHighlight';

/**
 * The prop that carries a block's highlighted lines as HTML to the site's `CodeBlock`
 * (src/theme/CodeBlock), which renders them as the content of the theme's `<code>` element.
 */
export const LINES_HTML_PROP = 'linesHtml';

export interface Options extends StaticHighlightOptions {
  /** The language names Prism highlights (those of `languageClosures`). */
  readonly languages: readonly string[];
}

/** A JSX element written in MDX, as rehype sees it. */
type JsxElement = Extract<ElementContent | RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

const textOf = (node: ElementContent): string | undefined => (node.type === 'text' ? node.value : undefined);

/** A fenced block's props, as MDX hands them to the theme's `CodeBlock` (through `MDXComponents/Code`). */
function fencedBlockProps(code: Element): CodeBlockProps | undefined {
  const texts = code.children.map(textOf);
  if (texts.some((text) => text === undefined)) {
    return undefined;
  }
  const {className, metastring} = code.properties;
  return {
    code: texts.join(''),
    className: Array.isArray(className) ? className.join(' ') : undefined,
    metastring: typeof metastring === 'string' ? metastring : undefined,
  };
}

/** The string an expression child stands for, if it is a literal: `{'…'}` or a template without `${}`. */
function literalString(child: JsxElement['children'][number]): string | undefined {
  if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') {
    return undefined;
  }
  const [statement, ...others] = child.data?.estree?.body ?? [];
  if (others.length > 0 || statement?.type !== 'ExpressionStatement') {
    return undefined;
  }
  const expression: Expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

const CODE_BLOCK_PROPS = new Set(['className', 'metastring', 'language', 'title', 'showLineNumbers', 'live']);

/**
 * The props of a `<CodeBlock>` written in MDX when every one is known at build time: string
 * attributes (a bare one is `true`), and a literal string as the only child.
 */
function jsxBlockProps(element: JsxElement): CodeBlockProps | undefined {
  const props: Record<string, string | true> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) {
      return undefined;
    }
    if (CODE_BLOCK_PROPS.has(attribute.name)) {
      props[attribute.name] = attribute.value ?? true;
    }
  }
  const children = element.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [only, ...others] = children;
  const code = only && others.length === 0 ? literalString(only) : undefined;
  if (code === undefined) {
    return undefined;
  }
  const {className, metastring, language, title, showLineNumbers} = props;
  if ([className, metastring, language, title].some((value) => value === true)) {
    return undefined;
  }
  return {
    code,
    className: className as string | undefined,
    metastring: metastring as string | undefined,
    language: language as string | undefined,
    title: title as string | undefined,
    // A bare `showLineNumbers` is `true`; `showLineNumbers="3"` is a string, which the theme ignores.
    showLineNumbers,
  };
}

/** The literal `language` of a `<CodeBlock language="…">` element, if it has one. */
function jsxBlockLanguage(element: JsxElement): string | undefined {
  const attribute = element.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === 'language',
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const highlighters = new WeakMap<Options, (props: CodeBlockProps) => string>();

/**
 * Highlights the code blocks of an MDX document at build time: fenced blocks, and
 * `<CodeBlock>` elements whose props and code are literals, get their highlighted lines as
 * one HTML string (the `linesHtml` prop), which the site's `CodeBlock` renders as it is; the
 * browser gets no Prism and no element per token for them. `live` blocks get it too, for the
 * block they show until their editor loads. A `<CodeBlock>` whose code is known only at
 * runtime (`{source}` imported with raw-loader, say) is highlighted in the browser: the
 * document imports the grammar of its literal `language`, so that it renders highlighted at
 * once, on the server as in the browser.
 */
export default function rehypeStaticHighlight(options: Options) {
  const highlighted = new Set(options.languages);
  return (tree: Root): void => {
    const highlight = highlighters.get(options) ?? staticHighlighter(options);
    highlighters.set(options, highlight);
    const runtimeLanguages = new Set<string>();
    visit(tree, (node, _index, parent) => {
      if (
        node.type === 'element' &&
        node.tagName === 'code' &&
        parent?.type === 'element' &&
        parent.tagName === 'pre'
      ) {
        const props = fencedBlockProps(node);
        if (props) {
          node.properties[LINES_HTML_PROP] = highlight(props);
        }
        return;
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
        const props = jsxBlockProps(node);
        if (props) {
          node.attributes.push({type: 'mdxJsxAttribute', name: LINES_HTML_PROP, value: highlight(props)});
          return;
        }
        const language = jsxBlockLanguage(node)?.toLowerCase();
        if (language !== undefined && highlighted.has(language)) {
          runtimeLanguages.add(language);
        }
      }
    });
    if (runtimeLanguages.size > 0) {
      const modules = [...runtimeLanguages].sort().map(grammarModule);
      tree.children.unshift(
        mdxEsm(modules.map((module) => `import '${module}';`).join('\n'), modules.map(sideEffectImport)) as RootContent,
      );
    }
  };
}
