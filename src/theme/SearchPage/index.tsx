import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';
import {useIsLocalSearch} from '@site/src/plugins/local-search/client/useIsLocalSearch';

/**
 * The theme's search page, with a name for its docs-version menus (the theme renders them
 * as bare `<select>` elements, which screen readers announce without a label) and, while
 * the local index answers, without the hosted service's attribution.
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  const isLocal = useIsLocalSearch();
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
  }, []);
  return (
    <div ref={containerRef} className={isLocal ? 'local-search-page' : undefined} style={{display: 'contents'}}>
      <SearchPage {...props} />
    </div>
  );
}
