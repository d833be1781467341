import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What a code block's content and buttons read (theme-common's `WordWrap`). */
export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** How far from the screen a block is measured, so its word-wrap button is there before it shows. */
const NEAR_SCREEN_MARGIN = '300px 0px';

const nearScreenCallbacks = new WeakMap<Element, (isNear: boolean) => void>();
let nearScreenObserver: IntersectionObserver | undefined;

/** Calls `callback` each time `element` comes near the screen or leaves it (one observer for every block). */
function observeNearScreen(element: Element, callback: (isNear: boolean) => void): () => void {
  nearScreenObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        nearScreenCallbacks.get(entry.target)?.(entry.isIntersecting);
      }
    },
    {rootMargin: NEAR_SCREEN_MARGIN},
  );
  nearScreenCallbacks.set(element, callback);
  nearScreenObserver.observe(element);
  return () => {
    nearScreenObserver?.unobserve(element);
    nearScreenCallbacks.delete(element);
  };
}

/**
 * theme-common's `useCodeWordWrap`, with the same state and behaviour, without the work it
 * did for every block right after hydration. The theme's hook measured each block in an
 * effect (a forced layout of blocks far off screen, which the page's stylesheet lets the
 * browser skip), kept the tab panel it watches in state, whose first value (undefined)
 * differs from what it then finds (null), and set whether the code scrolls as an ordinary
 * update: each block re-rendered once, all in one task that React does not slice.
 *
 * Here a block is measured when it comes near the screen (an intersection observer, which
 * also sees a block appear when its tab panel is shown) and when the window is resized while
 * it is near; the scroll state is set in a transition, so only blocks that scroll re-render
 * (to show the word-wrap button), in slices.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const isNearScreen = useRef(false);

  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) {
      return;
    }
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long word or string.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block || !isNearScreen.current) {
      return;
    }
    const isScrollable = block.scrollWidth > block.clientWidth || !!block.querySelector('code')?.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return undefined;
    }
    return observeNearScreen(block, (isNear) => {
      isNearScreen.current = isNear;
      updateCodeIsScrollable();
    });
  }, [updateCodeIsScrollable]);

  // Wrapping or unwrapping changes whether the code scrolls (the block is on screen then).
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
