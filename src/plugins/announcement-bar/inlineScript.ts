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

export function announcementBarResetScript(announcementId: string): string {
  return `(function () {
  try {
    var viewedId = localStorage.getItem(${scriptLiteral(ANNOUNCEMENT_ID_STORAGE_KEY)});
    if (viewedId !== null && viewedId !== 'null' && viewedId !== ${scriptLiteral(announcementId)}) {
      document.documentElement.setAttribute(${scriptLiteral(INITIALLY_DISMISSED_ATTRIBUTE)}, 'false');
    }
  } catch (error) {}
})();`;
}
