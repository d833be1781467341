import {compile, run} from '@mdx-js/mdx';
import type {ComponentType} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToString} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import HydrationSlice from '../client/HydrationSlice';
import rehypeHydrationSlices from '../rehypeHydrationSlices';

/** A page's MDX compiled and rendered on the server, with the slice plugin or without. */
async function render(source: string, sliceElements?: number) {
  const code = String(
    await compile(source, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkGfm],
      rehypePlugins: sliceElements === undefined ? [] : [[rehypeHydrationSlices, {sliceElements}]],
    }),
  );
  const module = (await run(code, {...runtime, baseUrl: import.meta.url})) as {
    default: ComponentType<{components: object}>;
    answer?: number;
  };
  const html = renderToString(<module.default components={{HydrationSlice}} />);
  return {html, answer: module.answer, slices: html.match(/<!--&-->/g)?.length ?? 0};
}

/** The markers React puts around each slice in the server's HTML. */
const withoutSliceMarkers = (html: string) => html.replaceAll(/<!--\/?&-->/g, '');

const LONG_PAGE = [
  'export const answer = 42;',
  '',
  ...Array.from({length: 40}, (_, index) =>
    [
      `## Section ${index}`,
      '',
      `Text of section ${index}, with a [link](/docs/) and \`code\`.`,
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
    ].join('\n'),
  ),
].join('\n');

describe('rehypeHydrationSlices', () => {
  it('cuts a long page into slices of about the given size, with the same HTML and its exports kept', async () => {
    const whole = await render(LONG_PAGE);
    const sliced = await render(LONG_PAGE, 60);
    expect(whole.slices).toBe(0);
    expect(sliced.slices).toBeGreaterThanOrEqual(5);
    expect(withoutSliceMarkers(sliced.html)).toBe(whole.html);
    expect(sliced.answer).toBe(42);
  });

  it('leaves a page under twice the slice size whole', async () => {
    const {html, slices} = await render('# Title\n\nA short page.\n', 60);
    expect(slices).toBe(0);
    expect(html).toBe('<h1>Title</h1>\n<p>A short page.</p>');
  });
});
