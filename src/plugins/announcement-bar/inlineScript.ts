export const ANNOUNCEMENT_ID_STORAGE_KEY = 'docusaurus.announcement.id';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * The theme's inline script hides the bar before hydration whenever a dismissal is
 * stored, even one of an older announcement, so a new announcement stayed hidden until
 * the next page load. This script runs right after it and shows the bar again when the
 * stored id is not the current one, mirroring the theme's own "new announcement" rule.
 */
function scriptLiteral(value: string): string {
  // JSON is valid JavaScript; escaping "<" keeps "</script>" from closing the tag early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The script for the current announcement. The theme keeps the id in the site's storage
 * (`storage.type`), under the key namespaced by `storage.namespace` (the site's URL, with
 * `future.v4.siteStorageNamespacing`), which `LoadContext.siteStorage` gives.
 */
export function announcementBarResetScript(
  announcementId: string,
  storage: {readonly type: 'localStorage' | 'sessionStorage'; readonly namespace: string},
): string {
  return `(function () {
  try {
    var viewedId = window[${scriptLiteral(storage.type)}].getItem(${scriptLiteral(ANNOUNCEMENT_ID_STORAGE_KEY + storage.namespace)});
    if (viewedId !== null && viewedId !== 'null' && viewedId !== ${scriptLiteral(announcementId)}) {
      document.documentElement.setAttribute(${scriptLiteral(INITIALLY_DISMISSED_ATTRIBUTE)}, 'false');
    }
  } catch (error) {}
})();`;
}
