/** What the check needs of a link element (an `HTMLAnchorElement` in the browser). */
export interface LinkElement {
  getAttribute(name: 'href'): string | null;
  getBoundingClientRect(): {readonly top: number; readonly bottom: number};
  checkVisibility?(options: {visibilityProperty: boolean}): boolean;
  closest(selectors: string): unknown;
}

/**
 * The site's navigation chrome, by the theme's stable class names (`ThemeClassNames`): the
 * navbar (its mobile menu included), the docs sidebar, the breadcrumbs and the footer. The
 * same few dozen links on every page, which a reader follows far less often than the page's
 * own links and its previous/next pagination.
 */
export const NAVIGATION_CHROME =
  '.theme-layout-navbar, .theme-doc-sidebar-container, .theme-doc-breadcrumbs, .theme-layout-footer';

/**
 * Whether the page links to `url` from a link a reader is likely to follow next, worth
 * prefetching while the page is idle: one in the page's content (its pagination included),
 * shown, and near the screen. Links of the navigation chrome, hidden ones (the items of a
 * closed dropdown menu, `visibility: hidden`, which the framework's viewport observer
 * reports as on screen) and shown ones farther than one screen height away are not: they
 * are preloaded when hovered. A call with no link to its URL, when made (`linkedWhenCalled`)
 * nor now, is someone asking on purpose; one whose link has changed since is not: the docs
 * sidebar's category without a page of its own links its first item while it hydrates, then
 * `#`, after its link asked. A browser without `checkVisibility` sees every link as shown.
 */
export function isLikelyNext(
  url: string,
  links: ArrayLike<LinkElement>,
  viewportHeight: number,
  linkedWhenCalled = false,
): boolean {
  const linksToUrl = Array.from(links).filter((link) => link.getAttribute('href') === url);
  const likely = (link: LinkElement) => {
    if (link.closest(NAVIGATION_CHROME) !== null || link.checkVisibility?.({visibilityProperty: true}) === false) {
      return false;
    }
    const {top, bottom} = link.getBoundingClientRect();
    return bottom >= -viewportHeight && top <= 2 * viewportHeight;
  };
  return linksToUrl.length === 0 ? !linkedWhenCalled : linksToUrl.some(likely);
}
