/** What the check needs of a link element (an `HTMLAnchorElement` in the browser). */
export interface LinkElement {
  getAttribute(name: 'href'): string | null;
  getBoundingClientRect(): {readonly top: number; readonly bottom: number};
  checkVisibility?(options: {visibilityProperty: boolean}): boolean;
}

/**
 * Whether the page links to `url`, but from no link a reader can see near the screen: only
 * from hidden ones, such as the items of a closed dropdown menu (`visibility: hidden`), which
 * the framework's viewport observer reports as on screen, or from shown ones farther than one
 * screen height away (the same URL further down the page). A call with no link to its URL is
 * someone asking on purpose; a browser without `checkVisibility` sees every link as shown.
 */
export function linkedOnlyOutOfSight(url: string, links: ArrayLike<LinkElement>, viewportHeight: number): boolean {
  const linksToUrl = Array.from(links).filter((link) => link.getAttribute('href') === url);
  const inSight = (link: LinkElement) => {
    if (link.checkVisibility?.({visibilityProperty: true}) === false) {
      return false;
    }
    const {top, bottom} = link.getBoundingClientRect();
    return bottom >= -viewportHeight && top <= 2 * viewportHeight;
  };
  return linksToUrl.length > 0 && !linksToUrl.some(inSight);
}
