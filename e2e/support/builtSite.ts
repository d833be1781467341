import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** The production build the browser tests run against. */
export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Whether a page is the fixture whose point is to render no content, hence no heading (any locale). */
export function isPageWithoutHeading(pagePath: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?tests\/pages\/layout-no-children\/$/.test(pagePath);
}

/** Paths (from the site root, with the base URL) of every URL a sitemap lists. */
export function sitemapPaths(sitemapFile: string): string[] {
  const xml = readFileSync(sitemapFile, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}

/** Whether a built HTML file is a page the site rendered (not a static file copied as is). */
function isRenderedPage(file: string): boolean {
  // The app's root element; the minifier may drop the attribute's quotes.
  return /id="?__docusaurus"?[\s>]/.test(readFileSync(file, 'utf8'));
}

/**
 * Page paths of every `index.html` under a folder of the build that the site rendered.
 * Folders whose name ends in `.html` hold the client-side redirects of `.html` URLs, not
 * pages, and static HTML files (such as an embedded frame) are no pages either.
 */
export function pagePathsUnder(folder: string): string[] {
  const root = path.join(BUILD_DIR, folder);
  if (!existsSync(root)) {
    return [];
  }
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory() && !entry.name.endsWith('.html')) {
        walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html' && isRenderedPage(path.join(dir, entry.name))) {
        found.push(`/${path.relative(BUILD_DIR, dir).split(path.sep).join('/')}/`);
      }
    }
  };
  walk(root);
  return found.sort();
}

/** Locale folders of an all-locale build: each holds its own home page and sitemap. */
export function localeFolders(): string[] {
  return readdirSync(BUILD_DIR)
    .filter((name) => statSync(path.join(BUILD_DIR, name)).isDirectory())
    .filter((name) => existsSync(path.join(BUILD_DIR, name, 'sitemap.xml')))
    .filter((name) => existsSync(path.join(BUILD_DIR, name, 'index.html')))
    .sort();
}

/** Every `count`-th item, so a sample spreads over the whole list and stays the same between runs. */
export function evenSample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) {
    return [...items];
  }
  const step = items.length / count;
  return items.filter((_, index) => index % step < 1);
}

/** Splits a list into consecutive groups of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size));
  }
  return groups;
}
