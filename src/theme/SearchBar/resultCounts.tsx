import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import type {DocSearchModalProps} from '@docsearch/react';

export type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
export type ResultsFooter = NonNullable<DocSearchModalProps['resultsFooterComponent']>;
type SearchClient = Parameters<TransformSearchClient>[0];
type FooterState = Parameters<ResultsFooter>[0]['state'];

/** Queries remembered; older ones are forgotten (a reader only looks at the latest). */
const REMEMBERED_QUERIES = 50;

/**
 * How many results each query of the modal had, as the search client answered it.
 * DocSearch 4.7 keeps its count in the autocomplete context and adds every answer's
 * `nbHits` to it without ever resetting it, so typing "sidebar" letter by letter showed the
 * sum over "s", "si", "sid"…; the footer reads the current query's own count from here.
 */
export class ResultCounts {
  private readonly counts = new Map<string, number>();
  private latest = 0;

  record(query: string, count: number): void {
    this.counts.delete(query);
    this.counts.set(query, count);
    this.latest = count;
    if (this.counts.size > REMEMBERED_QUERIES) {
      const [oldest] = this.counts.keys();
      this.counts.delete(oldest ?? '');
    }
  }

  /** The query's count; while its answer is on its way, the count of the results on screen. */
  countOf(query: string): number {
    return this.counts.get(query) ?? this.latest;
  }

  /** Wraps a client's `search` so that every answer's counts are recorded. */
  counting(client: SearchClient): SearchClient {
    const search = client.search.bind(client);
    const counted: SearchClient['search'] = async (...args) => {
      const response = await search(...args);
      const perQuery = new Map<string, number>();
      for (const result of response.results) {
        if ('nbHits' in result && typeof result.nbHits === 'number') {
          const query = result.query ?? '';
          perQuery.set(query, (perQuery.get(query) ?? 0) + result.nbHits);
        }
      }
      perQuery.forEach((count, query) => this.record(query, count));
      return response;
    };
    client.search = counted;
    return client;
  }
}

/** Closes the modal the way a reader does: DocSearch listens for Escape on the window. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'}));
}

/** The theme's "See all N results" link to the search page, with the current query's count. */
export function SeeAllResults({state, counts}: {state: FooterState; counts: ResultCounts}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={closeModal}>
      <Translate id="theme.SearchBar.seeAll" values={{count: counts.countOf(state.query)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}
