// @vitest-environment happy-dom
import {startTransition, Suspense, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import type {RenderProps} from 'prism-react-renderer';
import {describe, expect, it, vi} from 'vitest';

/**
 * The grammar module of a made-up language, registered when it is evaluated: at once, as
 * an `import()` of a chunk that is already in the browser's cache resolves.
 */
vi.mock('@generated/docusaurus-site-prism-on-demand/languageLoaders', () => ({
  default: {
    demo: () =>
      Promise.resolve().then(() => {
        (globalThis as unknown as {Prism: {languages: Record<string, unknown>}}).Prism.languages.demo = {
          keyword: /\bdemo\b/,
        };
      }),
  },
}));

const {Highlight} = await import('../client/Highlight');

function renderTokens({tokens}: RenderProps): ReactNode {
  return tokens.flat().map((token, index) => (
    <span key={index} className={token.types.join(' ')}>
      {token.content}
    </span>
  ));
}

describe('a block whose grammar is still loading', () => {
  it('renders highlighted once it arrives, with no error when React replays the block', async () => {
    const container = document.createElement('div');
    const errors: unknown[] = [];
    const report = (error: unknown): number => errors.push(error);
    const root = createRoot(container, {onRecoverableError: report, onCaughtError: report, onUncaughtError: report});
    // React renders a transition (a navigation) in slices. The grammar arrives between two,
    // after the block suspended, and React replays that block rather than the page.
    startTransition(() =>
      root.render(
        <Suspense fallback={null}>
          <Highlight code="demo code" language="demo">
            {renderTokens}
          </Highlight>
        </Suspense>,
      ),
    );
    await vi.waitFor(() => expect(container.querySelector('.keyword')?.textContent).toBe('demo'));
    expect(container.textContent).toBe('demo code');
    expect(errors).toEqual([]);
    root.unmount();
  });
});
