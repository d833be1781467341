import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What a code block's content and buttons read (theme-common's `WordWrap`). */
export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/**
 * Calls `callback` when a tab panel hiding the block is shown (a block measured while hidden
 * has no width). Watches the nearest hidden panel around the block, then the next one out.
 */
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  useEffect(() => {
    let observer: MutationObserver | undefined;
    const watchHiddenPanel = () => {
      observer?.disconnect();
      observer = undefined;
      const hiddenPanel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
      if (!hiddenPanel) {
        return;
      }
      observer = new MutationObserver(() => {
        callback();
        watchHiddenPanel();
      });
      observer.observe(hiddenPanel, {attributes: true, attributeFilter: ['hidden']});
    };
    watchHiddenPanel();
    return () => observer?.disconnect();
  }, [codeBlockRef, callback]);
}

/**
 * theme-common's `useCodeWordWrap`, with the same state and behaviour, without the re-render
 * of every block right after hydration. The theme's hook keeps the panel it watches in state,
 * whose first value (undefined) differs from what it then finds (null), and sets whether the
 * code scrolls as an ordinary update: each block on the page re-rendered once, all in one task
 * that React does not slice. Here the panel is not state, and the scroll state is set in a
 * transition, so only blocks that do scroll re-render (to show the word-wrap button), in slices.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

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
    if (!block) {
      return;
    }
    const isScrollable = block.scrollWidth > block.clientWidth || !!block.querySelector('code')?.hasAttribute('style');
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, []);

  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);

  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
