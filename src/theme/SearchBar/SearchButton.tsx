import {startTransition, useEffect, useState, type ComponentPropsWithRef, type ReactNode} from 'react';

/** The shortcut key DocSearch shows on this platform: `⌘` on Apple devices, `Ctrl` elsewhere. */
type ModifierLabel = '⌘' | 'Ctrl';

/** The letter of the shortcut, a key cap, not text to translate. */
const LETTER_KEY = 'K';

const platformModifier = (): ModifierLabel => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');

/**
 * One key of the shortcut hint, marked pressed while the reader holds it, as DocSearch's
 * button marks it.
 */
function ShortcutKey({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [reactsToKey]);
  const className = pressed
    ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed'
    : `DocSearch-Button-Key${reactsToKey === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`;
  return <kbd className={className}>{children}</kbd>;
}

type Props = Omit<ComponentPropsWithRef<'button'>, 'type' | 'className' | 'children'> & {buttonText: string};

/**
 * The navbar's Search button with the markup, classes and shortcut hint of DocSearch 4's
 * `DocSearchButton` (`@docsearch/react/button`), which the full bar renders once loaded
 * (`./DocSearchBar.tsx`): the swap changes nothing on screen. Written here because the
 * package's module, with its Babel helpers, is about 2 kB gzip in every page's `main.js`.
 * Like the bar's button (see `./DocSearchBar.tsx`), it has no `aria-label`: it is named by
 * its visible text.
 */
export default function SearchButton({buttonText, ...props}: Props): ReactNode {
  // Unknown on the server and while hydrating: the hint appears once the platform is known,
  // right after hydration, as DocSearch's does. Set in a transition: a store read with
  // `useSyncExternalStore`, whose server value differs, re-rendered synchronously right after
  // hydration, and that urgent update made React hydrate the page's remaining hydration slices
  // (src/plugins/hydration-transitions) in the same task, the longest of a long doc's first visit.
  const [modifier, setModifier] = useState<ModifierLabel | null>(null);
  useEffect(() => startTransition(() => setModifier(platformModifier())), []);
  const [reactsToKey, ariaModifier] = modifier === 'Ctrl' ? ['Ctrl', 'Control'] : ['Meta', 'Meta'];
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-keyshortcuts={`${ariaModifier}+k`} {...props}>
      <span className="DocSearch-Button-Container">
        <svg width={20} height={20} className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <ShortcutKey reactsToKey={reactsToKey}>{modifier}</ShortcutKey>
            <ShortcutKey reactsToKey="k">{LETTER_KEY}</ShortcutKey>
          </>
        )}
      </span>
    </button>
  );
}
