import {useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchBar from '@theme-original/SearchBar';
import {useIsLocalSearch} from '@site/src/plugins/local-search/client/useIsLocalSearch';
import type {Activation} from './DocSearchBar';
import SearchButton from './SearchButton';

type SearchBarProps = ComponentProps<typeof SearchBar>;
type DocSearchBarComponent = ComponentType<SearchBarProps & {activation: Activation}>;

/** The full bar once loaded: later mounts (the navbar of the next page) render it at once. */
let loadedBar: DocSearchBarComponent | undefined;
let loadingBar: Promise<DocSearchBarComponent> | undefined;

function loadBar(): Promise<DocSearchBarComponent> {
  loadingBar ??= import('./DocSearchBar').then(({default: bar}) => (loadedBar = bar));
  return loadingBar;
}

/** A printable key typed on the focused button, which should start the query. */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** DocSearch's shortcuts: Ctrl/Cmd+K anywhere, "/" outside a text field. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
    return true;
  }
  const target = event.target as HTMLElement | null;
  const isEditing = target?.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target?.tagName ?? '');
  return event.key === '/' && !isEditing;
}

/**
 * The navbar's Search button, drawn as DocSearch draws it (`./SearchButton.tsx`), without the search code: the
 * DocSearch bar, its modal's translations and the local index's client (./DocSearchBar.tsx,
 * about 7 kB gzip) load when the reader reaches for search: hovers or touches the button,
 * clicks it (Enter or Space included), types on it, or presses a search shortcut. What they
 * did is handed over, so the modal opens with what was typed while the bar loaded. Focus
 * alone does not load it: the loaded bar replaces the button, and a reader tabbing along
 * the navbar would lose their place. Named by its visible text, like the full bar
 * (WCAG 2.5.3): DocSearch's label with the shortcut is left out.
 */
export default function SearchBarPlaceholder(props: SearchBarProps): ReactNode {
  const isLocal = useIsLocalSearch();
  const {siteConfig} = useDocusaurusContext();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Bar, setBar] = useState(() => loadedBar);
  const [activation, setActivation] = useState<Activation>({focus: false, open: false, typed: ''});

  const load = useCallback((change: Partial<Activation> = {}) => {
    setActivation((current) => ({...current, ...change, typed: current.typed + (change.typed ?? '')}));
    void loadBar().then((bar) => {
      const focus = document.activeElement !== null && document.activeElement === buttonRef.current;
      setActivation((current) => ({...current, focus}));
      setBar(() => bar);
    });
  }, []);

  useEffect(() => {
    if (Bar) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        load({open: true});
      } else if (event.target === buttonRef.current && isTypedCharacter(event)) {
        event.preventDefault();
        load({open: true, typed: event.key});
      }
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [Bar, load]);

  const {appId} = siteConfig.themeConfig.algolia as {appId: string};
  return (
    <>
      {isLocal ? (
        // Marks the page so that src/css/custom.css hides the modal's Algolia attribution.
        <Head>
          {/* Adds an attribute to the page's <html>, whose lang the theme sets. */}
          {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
          <html data-local-search="true" />
        </Head>
      ) : (
        // The hosted index answers from Algolia: connect early, as the theme does.
        <Head>
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      {Bar ? (
        <Bar {...props} activation={activation} />
      ) : (
        <SearchButton
          ref={buttonRef}
          buttonText={translate({
            id: 'theme.SearchBar.label',
            message: 'Search',
            description: 'The ARIA label and placeholder for search button',
          })}
          onMouseOver={() => load()}
          onTouchStart={() => load()}
          // A press opens the modal, not only a click: when the bar that hovering started to load
          // replaces this button between press and release, the browser sends no click at all.
          onPointerDown={() => load({open: true})}
          onClick={() => load({open: true})}
        />
      )}
    </>
  );
}
