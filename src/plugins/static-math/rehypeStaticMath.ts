import katex, {type KatexOptions} from 'katex';
import {SKIP, visit} from 'unist-util-visit';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Expression, Program} from 'estree';

/**
 * Renders math with KaTeX at build time, as rehype-katex does, but keeps KaTeX's HTML as a
 * string: each formula becomes KaTeX's outer element (`<span class="katex">`, or
 * `<span class="katex-display">` for display math) with the rest given to React as
 * `dangerouslySetInnerHTML`. The server HTML is KaTeX's own, as before; what changes is the
 * page's JavaScript: rehype-katex's hast became one JSX element per span (about 150 for a
 * display formula), which React created and hydrated one by one, while a string is neither
 * built into elements nor hydrated.
 *
 * Finds what remark-math emits: `<code class="language-math math-inline">` for `$…$`, and
 * `<pre><code class="language-math math-display">` for `$$…$$` (also a ```math block).
 * Runs in the MDX pipeline as a rehype plugin (config/markdownPlugins.ts); the Markdown
 * twins (src/plugins/markdown-twins) read the MDX source and keep the TeX.
 */

export type Options = Omit<KatexOptions, 'displayMode' | 'throwOnError'>;

/** What a rehype plugin needs of the file: a place for warnings. */
interface MessageFile {
  message(
    reason: string,
    options?: {cause?: Error; place?: Element['position']; ruleId?: string; source?: string},
  ): unknown;
}

const SOURCE = 'rehype-static-math';

function classes(element: Element): string[] {
  const {className} = element.properties;
  return Array.isArray(className) ? className.map(String) : [];
}

function isMath(element: Element): boolean {
  const names = classes(element);
  return names.includes('language-math') || names.includes('math-inline') || names.includes('math-display');
}

/** The text of a node, as written (`whitespace: pre`). */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);

/** KaTeX's HTML for one formula; on an error, a warning and KaTeX's error rendering. */
export function renderMath(
  tex: string,
  displayMode: boolean,
  options: Options,
  file?: MessageFile,
  place?: Element['position'],
) {
  try {
    return katex.renderToString(tex, {...options, displayMode, throwOnError: true});
  } catch (error) {
    const cause = error as Error;
    file?.message('Could not render math with KaTeX', {cause, place, ruleId: cause.name.toLowerCase(), source: SOURCE});
    try {
      return katex.renderToString(tex, {...options, displayMode, strict: 'ignore', throwOnError: false});
    } catch {
      const color = escapeHtml(options.errorColor ?? '#cc0000');
      return `<span class="katex-error" style="color:${color}" title="${escapeHtml(String(error))}">${escapeHtml(tex)}</span>`;
    }
  }
}

/** `{__html: html}` as an ESTree program, the form MDX compiles an attribute expression from. */
function htmlObjectProgram(html: string): Program {
  const expression: Expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
        computed: false,
        method: false,
        shorthand: false,
      },
    ],
  };
  return {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]};
}

/**
 * KaTeX's outer element as its class and its content as a string, when the output is one
 * `<span class="…">` (it always is, but for a formula that failed to render); otherwise
 * the whole output as the content of a span of our own.
 */
export function splitOuterElement(html: string): {className: string; inner: string} {
  const match = /^<span class="([^"]*)">([\s\S]*)<\/span>$/.exec(html);
  const inner = match?.[2] ?? '';
  return match && closesItsOwnSpans(inner)
    ? {className: match[1] ?? '', inner}
    : {className: 'katex-static', inner: html};
}

/** Whether every `</span>` of the HTML closes a span opened in it, and every span is closed. */
function closesItsOwnSpans(html: string): boolean {
  let depth = 0;
  for (const [tag] of html.matchAll(/<\/?span\b/g)) {
    depth += tag === '<span' ? 1 : -1;
    if (depth < 0) {
      return false;
    }
  }
  return depth === 0;
}

/** One formula as an MDX JSX element: `<span className=… dangerouslySetInnerHTML={{__html}} />`. */
export function staticMathNode(html: string, displayMode: boolean): RootContent {
  const {className, inner} = splitOuterElement(html);
  return {
    type: displayMode ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree: htmlObjectProgram(inner)}},
      },
    ],
    children: [],
  } as unknown as RootContent;
}

export default function rehypeStaticMath(options: Options = {}) {
  return (tree: Root, file: MessageFile): void => {
    visit(tree, 'element', (element, index, parent) => {
      if (parent === undefined || index === undefined) {
        return undefined;
      }
      // A display formula (or a ```math block): the <pre> around the code is replaced.
      const code =
        element.tagName === 'pre'
          ? element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code')
          : undefined;
      const math = code && isMath(code) ? code : isMath(element) ? element : undefined;
      if (!math) {
        return undefined;
      }
      const displayMode = math !== element || classes(math).includes('math-display');
      const html = renderMath(textOf(math), displayMode, options, file, math.position);
      parent.children.splice(index, 1, staticMathNode(html, displayMode) as Element);
      return [SKIP, index + 1];
    });
  };
}
