import {evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import rehypeStaticMath, {splitOuterElement} from '../rehypeStaticMath';

const SOURCE = [
  'Inline $E = mc^2$ and $\\sqrt{x^2 + 1}$ in a sentence.',
  '',
  '$$',
  'I = \\int_0^{2\\pi} \\sin(x)\\,dx',
  '$$',
  '',
  '```math',
  'a \\ne b',
  '```',
].join('\n');

/** The page's HTML as React renders it on the server. */
async function html(rehypePlugin: typeof rehypeStaticMath | typeof rehypeKatex, source = SOURCE): Promise<string> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypePlugin],
  });
  return renderToStaticMarkup(createElement(Content));
}

/** The same DOM whatever the serializer: no final `;` in styles, SVG's empty elements closed. */
const normalized = (markup: string) =>
  markup.replace(/ style="([^"]*?);?"/g, ' style="$1"').replace(/<(\w+)([^<>]*)\/>/g, '<$1$2></$1>');

/** How many JSX elements the compiled page creates (React's work on hydration). */
async function jsxCalls(rehypePlugin: typeof rehypeStaticMath | typeof rehypeKatex): Promise<number> {
  let calls = 0;
  const count =
    (fn: typeof runtime.jsx) =>
    (...args: Parameters<typeof runtime.jsx>) => {
      calls += 1;
      return fn(...args);
    };
  const {default: Content} = await evaluate(SOURCE, {
    Fragment: runtime.Fragment,
    jsx: count(runtime.jsx),
    jsxs: count(runtime.jsxs),
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypePlugin],
  });
  renderToStaticMarkup(createElement(Content));
  return calls;
}

describe('rehypeStaticMath', () => {
  it('gives readers the same HTML as rehype-katex', async () => {
    const ours = await html(rehypeStaticMath);
    expect(ours).toContain('<span class="katex-display"><span class="katex">');
    expect(normalized(ours)).toBe(normalized(await html(rehypeKatex)));
  });

  it('gives React one element per formula instead of one per span', async () => {
    const ours = await jsxCalls(rehypeStaticMath);
    const theirs = await jsxCalls(rehypeKatex);
    // Three paragraphs, four formulas, the wrapper: about ten, against hundreds.
    expect(ours).toBeLessThan(12);
    expect(theirs).toBeGreaterThan(100);
  });

  it('keeps a formula KaTeX cannot parse readable, as KaTeX renders errors', async () => {
    const ours = await html(rehypeStaticMath, 'Broken $\\frac{1}{$ formula.');
    expect(ours).toContain('katex-error');
    expect(ours).toContain('\\frac{1}{');
  });

  it('keeps an output that is not one span whole', () => {
    expect(splitOuterElement('<span class="katex">a</span>')).toEqual({className: 'katex', inner: 'a'});
    expect(splitOuterElement('<span class="a">x</span><span class="b">y</span>')).toEqual({
      className: 'katex-static',
      inner: '<span class="a">x</span><span class="b">y</span>',
    });
  });
});
