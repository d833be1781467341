import {useEffect, useRef, useSyncExternalStore, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {useSearchQueryString} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {lastAnswer} from '@site/src/plugins/local-search/client/liteClient';
import {useIsLocalSearch} from '@site/src/plugins/local-search/client/useIsLocalSearch';

/**
 * The theme's search page, with a name for its docs-version menus (the theme renders them
 * as bare `<select>` elements, which screen readers announce without a label) and, while
 * the local index answers, without the hosted service's attribution and without the
 * "No results" line the theme shows for a moment before its first search starts. Its robots
 * tag is written `name="robots"`: the theme's own says `property="robots"`, which search
 * engines and the sitemap plugin do not read, so the page was indexed and in the sitemap.
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  const isLocal = useIsLocalSearch();
  const [query] = useSearchQueryString();
  const answeredQuery = useSyncExternalStore(lastAnswer.subscribe, lastAnswer.query, () => undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const label = translate({
      id: 'theme.navbar.mobileVersionsDropdown.label',
      message: 'Versions',
      description: 'The label for the navbar versions dropdown on mobile view',
    });
    containerRef.current?.querySelectorAll('select:not([aria-label])').forEach((select) => {
      select.setAttribute('aria-label', label);
    });
    // The theme's page has no <main>: the layout's content wrapper (the skip link's target) takes the role.
    containerRef.current?.querySelector('.main-wrapper:not([role])')?.setAttribute('role', 'main');
  }, []);
  return (
    <div
      ref={containerRef}
      className={clsx(isLocal && 'local-search-page', isLocal && query !== answeredQuery && 'local-search-pending')}
      style={{display: 'contents'}}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage {...props} />
    </div>
  );
}
