import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './builtSite';

/**
 * The namespace Docusaurus gives every storage key of the default locale's pages
 * (`future.v4.siteStorageNamespacing`: derived from the site's URL and base URL, so each
 * locale has its own). Read from the colour-mode key in the built home page's inline script,
 * so the tests follow whatever the build under test did.
 */
const namespace = (() => {
  const html = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  const match = /getItem\("theme(-[^"]*)?"\)/.exec(html);
  if (!match) {
    throw new Error(`No colour-mode storage key in ${BUILD_DIR}/index.html`);
  }
  return match[1] ?? '';
})();

/** The key under which the theme stores `key` on the default locale's pages. */
export function storageKey(key: string): string {
  return `${key}${namespace}`;
}
