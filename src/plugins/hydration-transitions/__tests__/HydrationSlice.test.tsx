// @vitest-environment happy-dom
import {act, startTransition, useEffect, useState, type ReactNode} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import HydrationSlice, {withHydrationSlice} from '../client/HydrationSlice';

// React checks this flag before it lets `act` drive its work loop.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const TITLE = 'Title';
const END = 'end';
const renders: string[] = [];

function Part({name}: {readonly name: string}): ReactNode {
  renders.push(name);
  return <p id={name}>{name}</p>;
}
const SlicedPart = withHydrationSlice(Part);

/** The page of the tests: a part always shown and one that leaves after hydration, as the theme's desktop sidebar does on a phone. */
function Page({browser}: {readonly browser: boolean}): ReactNode {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    if (browser) startTransition(() => setWide(false));
  }, [browser]);
  return (
    <main>
      <h1>{TITLE}</h1>
      <SlicedPart name="content" />
      {wide && <SlicedPart name="sidebar" />}
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe('HydrationSlice', () => {
  it('is rendered in place by the server, between the comments React hydrates it by', () => {
    expect(renderToString(<Page browser={false} />)).toBe(
      '<main><h1>Title</h1><!--&--><p id="content">content</p><!--/&--><!--&--><p id="sidebar">sidebar</p><!--/&--></main>',
    );
  });

  it('stays in place in a streamed page however large it is (a Suspense boundary would be moved to the end)', async () => {
    const {renderToPipeableStream} = await import('react-dom/server');
    const {PassThrough} = await import('node:stream');
    const {text} = await import('node:stream/consumers');
    const long = 'word '.repeat(10_000);
    const html = await new Promise<string>((resolve, reject) => {
      const {pipe} = renderToPipeableStream(
        <main>
          <HydrationSlice>
            <p>{long}</p>
          </HydrationSlice>
          <footer>{END}</footer>
        </main>,
        {
          onAllReady() {
            const stream = new PassThrough();
            pipe(stream);
            text(stream).then(resolve, reject);
          },
          onError: reject,
        },
      );
    });
    expect(html).toBe(`<main><!--&--><p>${long}</p><!--/&--><footer>end</footer></main>`);
  });

  it('hydrates without a mismatch, keeps the server elements, and never hydrates a part removed first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page browser={false} />);
    document.body.append(container);
    const serverContent = container.querySelector('#content');
    renders.length = 0;
    const onRecoverableError = vi.fn();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Page browser />, {onRecoverableError});
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The content was hydrated once (its element kept); the sidebar was removed before its turn.
    expect(renders).toEqual(['content']);
    expect(container.querySelector('#content')).toBe(serverContent);
    expect(container.querySelector('#sidebar')).toBeNull();
    expect(container.innerHTML).toBe('<main><h1>Title</h1><!--&--><p id="content">content</p><!--/&--></main>');
  });

  it('hydrates what an update reaches before its turn, then applies the update', async () => {
    function Counter(): ReactNode {
      const [count, setCount] = useState(0);
      useEffect(() => startTransition(() => setCount(1)), []);
      return (
        <HydrationSlice>
          <p id="count">{count}</p>
        </HydrationSlice>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const serverParagraph = container.querySelector('#count');
    const onRecoverableError = vi.fn();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Counter />, {onRecoverableError});
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('#count')).toBe(serverParagraph);
    expect(serverParagraph?.textContent).toBe('1');
  });

  it('does not re-render a sliced component whose props did not change', async () => {
    function Parent({count}: {readonly count: number}): ReactNode {
      return (
        <div data-count={count}>
          <SlicedPart name="sidebar" />
        </div>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    for (const count of [0, 1, 2]) {
      await act(async () => root.render(<Parent count={count} />));
    }
    expect(container.firstElementChild?.getAttribute('data-count')).toBe('2');
    expect(renders).toEqual(['sidebar']);
  });
});
