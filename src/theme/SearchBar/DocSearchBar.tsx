import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {liteClient, subscribeToIndexStatus} from '@site/src/plugins/local-search/client/liteClient';
import {useIsLocalSearch} from '@site/src/plugins/local-search/client/useIsLocalSearch';
import {ResultCounts, SeeAllResults, type ResultsFooter, type TransformSearchClient} from './resultCounts';

/** What the reader did before this bar loaded (./index.tsx), for it to carry on. */
export interface Activation {
  /** The Search button had focus. */
  focus: boolean;
  /** The reader asked for the modal: a click, a shortcut or a typed key. */
  open: boolean;
  /** Keys typed on the focused button, the start of the query. */
  typed: string;
}

type DocSearchBarProps = ComponentProps<typeof SearchBar> & {activation: Activation};

/**
 * DocSearch builds an Algolia client and lets the site transform it: the local index
 * (src/plugins/local-search) swaps in its own when no hosted index is configured; the
 * hosted one is tagged as the theme tags it. Either way the modal's result counts are
 * recorded for its "See all N results" footer.
 */
function useSearchClientAndFooter(isLocal: boolean): {
  transformSearchClient: TransformSearchClient;
  resultsFooterComponent: ResultsFooter;
} {
  const {siteMetadata} = useDocusaurusContext();
  return useMemo(() => {
    const counts = new ResultCounts();
    const transformSearchClient: TransformSearchClient = (client) => {
      if (isLocal) {
        return counts.counting(liteClient() as unknown as typeof client);
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return counts.counting(client);
    };
    const resultsFooterComponent: ResultsFooter = ({state}) => <SeeAllResults state={state} counts={counts} />;
    return {transformSearchClient, resultsFooterComponent};
  }, [isLocal, siteMetadata.docusaurusVersion]);
}

/** Readers who miss a result can say so in an issue, titled with their query. */
function missingResultsUrl({query}: {query: string}): string {
  const title = encodeURIComponent(`Search: no results for "${query}"`);
  return `https://github.com/facebook/docusaurus/issues/new?labels=documentation&title=${title}`;
}

/** DocSearch's own error screen, with the theme's texts, for when the local index can't load. */
function IndexUnavailableScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen local-search-unavailable">
      <p className="DocSearch-Title">
        {translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}
      </p>
      <p className="DocSearch-Help">
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}

/** A printable key typed on the focused button, which should start the query. */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Gives the mounted modal's input the query typed so far, as the reader's keyboard would, and focuses it. */
function typeIntoInput(input: HTMLInputElement, query: string): void {
  if (input.value !== query) {
    // The prototype's setter bypasses React's value tracking, so the input event counts as a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  input.focus();
}

/**
 * The theme's DocSearch bar, answered by the local index unless a hosted one is
 * configured, with two gaps of DocSearch 4 closed: typing on the focused Search button
 * opens the modal with the typed text, and the button's accessible name is its visible text
 * (DocSearch adds the shortcut in another form). Loaded when the reader reaches for search
 * (./index.tsx), it takes over from there: focus, the modal asked for, the keys typed.
 */
export default function DocSearchBar({activation, ...props}: DocSearchBarProps): ReactNode {
  const isLocal = useIsLocalSearch();
  const searchClientAndFooter = useSearchClientAndFooter(isLocal);
  const containerRef = useRef<HTMLSpanElement>(null);
  const [initialActivation] = useState(activation);
  const [typedQuery, setTypedQuery] = useState(activation.typed || undefined);
  const [isIndexUnavailable, setIndexUnavailable] = useState(false);

  useEffect(() => (isLocal ? subscribeToIndexStatus(setIndexUnavailable) : undefined), [isLocal]);
  const dropdown = isIndexUnavailable ? document.querySelector('.DocSearch-Dropdown') : null;

  // A layout effect: the placeholder's key handling stops when this bar is committed, and a
  // passive effect would leave a gap in which a fast typist's key reached nobody.
  useLayoutEffect(() => {
    const button = containerRef.current?.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (!button) {
      return undefined;
    }
    // Before any listener: focusing the button otherwise starts the query afresh.
    if (initialActivation.focus || initialActivation.open) {
      button.focus();
    }
    if (initialActivation.open) {
      button.click();
    }
    // From the first key typed on the button until the modal's input has focus, typed keys
    // go into the query wherever focus is: a fast typist outruns the modal's lazy opening.
    // The whole query is kept here and given to the input when it gets focus, because the
    // modal sets its input to the query it opened with once mounted, after keys typed since.
    let isOpening = initialActivation.open;
    let query = initialActivation.typed;
    const onKeyDown = (event: KeyboardEvent) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input && document.activeElement === input) {
        isOpening = false;
        return;
      }
      if (!isTypedCharacter(event) || !(isOpening || event.target === button)) {
        return;
      }
      event.preventDefault();
      query += event.key;
      isOpening = true;
      if (input) {
        typeIntoInput(input, query);
      } else {
        setTypedQuery(query);
        button.click();
      }
    };
    const onInputFocus = (event: FocusEvent) => {
      const input = event.target as HTMLElement;
      if (isOpening && input instanceof HTMLInputElement && input.matches('.DocSearch-Input')) {
        isOpening = false;
        // After the modal's own focusing and query setting, which run in the same commit.
        queueMicrotask(() => typeIntoInput(input, query));
      }
    };
    // The button gets focus back when the modal closes: the next opening starts afresh.
    const onFocus = () => {
      isOpening = false;
      query = '';
      setTypedQuery(undefined);
      setIndexUnavailable(false);
    };
    // DocSearch names the button "Search (Control+k)" while it shows "Search Ctrl K": the
    // name must hold the visible text (WCAG 2.5.3). Without its own label the button is named
    // by its content, the visible text itself; the shortcut stays in aria-keyshortcuts.
    const nameByVisibleText = () => {
      if (button.hasAttribute('aria-label')) {
        button.removeAttribute('aria-label');
      }
    };
    const observer = new MutationObserver(nameByVisibleText);
    observer.observe(button, {attributes: true, attributeFilter: ['aria-label']});
    nameByVisibleText();
    window.addEventListener('keydown', onKeyDown, {capture: true});
    document.addEventListener('focusin', onInputFocus);
    button.addEventListener('focus', onFocus);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown, {capture: true});
      document.removeEventListener('focusin', onInputFocus);
      button.removeEventListener('focus', onFocus);
    };
  }, [initialActivation]);

  return (
    <span ref={containerRef} style={{display: 'contents'}}>
      <SearchBar
        {...props}
        {...searchClientAndFooter}
        initialQuery={typedQuery}
        getMissingResultsUrl={missingResultsUrl}
      />
      {dropdown && createPortal(<IndexUnavailableScreen />, dropdown)}
    </span>
  );
}
