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

/** The blocks the page's intersection observer watches, and what it tells them. */
const observed = new Set<Element>();
let notify: ((entries: {target: Element; isIntersecting: boolean}[]) => void) | undefined;

/** The browser's intersection observer, reduced to what the test drives: `nearScreen(element, isNear)`. */
async function nearScreen(element: Element | null, isIntersecting: boolean): Promise<void> {
  if (!element || !observed.has(element)) throw new Error('the block is not observed');
  await act(async () => notify?.([{target: element, isIntersecting}]));
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
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: {target: Element; isIntersecting: boolean}[]) => void) {
      notify = callback;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe('useCodeWordWrap', () => {
  it('measures a block only once it comes near the screen, and does not re-render one that does not scroll', async () => {
    const container = await mount(<Block width={CLIENT_WIDTH} />);
    await nearScreen(container.querySelector('pre'), true);
    expect(renders).toHaveLength(1);
    expect(lastRender().isCodeScrollable).toBe(false);
  });

  it('finds that a wide block scrolls when it comes near the screen, and wraps and unwraps it', async () => {
    const container = await mount(<Block width={3 * CLIENT_WIDTH} />);
    // Far from the screen: not measured (no forced layout), no button yet.
    expect(lastRender().isCodeScrollable).toBe(false);
    await nearScreen(container.querySelector('pre'), true);
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
    // A hidden block does not intersect; shown, it does, and the observer says so.
    await nearScreen(panel.querySelector('pre'), false);
    expect(lastRender().isCodeScrollable).toBe(false);
    panel.removeAttribute('hidden');
    await nearScreen(panel.querySelector('pre'), true);
    expect(lastRender().isCodeScrollable).toBe(true);
  });

  it('stops observing a block that leaves the page', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Block width={CLIENT_WIDTH} />));
    const pre = container.querySelector('pre');
    expect(pre && observed.has(pre)).toBe(true);
    await act(async () => root.unmount());
    expect(pre && observed.has(pre)).toBe(false);
  });
});
