// @vitest-environment happy-dom
import {act, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {useCodeWordWrap, type WordWrap} from '../client/useCodeWordWrap';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const CODE = 'const x = 1;';
/** The block's visible width; its content's width is its `data-width` (happy-dom lays nothing out). */
const CLIENT_WIDTH = 100;

/** What each render of the block read (all but the ref). */
const renders: Omit<WordWrap, 'codeBlockRef'>[] = [];

function lastRender(): Omit<WordWrap, 'codeBlockRef'> {
  const wordWrap = renders.at(-1);
  if (!wordWrap) throw new Error('the block never rendered');
  return wordWrap;
}

function Block({width}: {readonly width: number}): ReactNode {
  const {codeBlockRef, isEnabled, isCodeScrollable, toggle} = useCodeWordWrap();
  renders.push({isEnabled, isCodeScrollable, toggle});
  return (
    <pre ref={codeBlockRef} data-width={width}>
      <code>{CODE}</code>
    </pre>
  );
}

async function mount(node: ReactNode, container = document.createElement('div')): Promise<HTMLElement> {
  if (!container.isConnected) document.body.append(container);
  await act(async () => createRoot(container).render(node));
  return container;
}

beforeAll(() => {
  // A block in a hidden panel has no width at all.
  const hidden = (element: HTMLElement) => element.closest('[hidden]') !== null;
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return hidden(this) ? 0 : Number(this.dataset.width ?? 0);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return hidden(this) ? 0 : CLIENT_WIDTH;
    },
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe('useCodeWordWrap', () => {
  it('does not re-render a block that does not scroll', async () => {
    await mount(<Block width={CLIENT_WIDTH} />);
    expect(renders).toHaveLength(1);
    expect(lastRender().isCodeScrollable).toBe(false);
  });

  it('finds that a wide block scrolls, and wraps and unwraps it', async () => {
    const container = await mount(<Block width={3 * CLIENT_WIDTH} />);
    expect(lastRender().isCodeScrollable).toBe(true);
    const code = container.querySelector('code');
    await act(async () => lastRender().toggle());
    expect(lastRender().isEnabled).toBe(true);
    expect(code?.style.whiteSpace).toBe('pre-wrap');
    await act(async () => lastRender().toggle());
    expect(lastRender().isEnabled).toBe(false);
    expect(code?.hasAttribute('style')).toBe(false);
  });

  it('measures a block in a hidden tab panel again when the panel is shown', async () => {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('hidden', '');
    await mount(<Block width={3 * CLIENT_WIDTH} />, panel);
    expect(lastRender().isCodeScrollable).toBe(false);
    await act(async () => {
      panel.removeAttribute('hidden');
      // MutationObserver callbacks run as microtasks.
      await Promise.resolve();
    });
    expect(lastRender().isCodeScrollable).toBe(true);
  });
});
