import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {baseUrl} from '../config/env';
import {
  duplicates,
  htmlFiles,
  type PageScan,
  sameSitePath,
  scanHtmlFile,
  serveLikeNginx,
  urlPathOf,
} from './support/builtHtml';
import {BUILD_DIR, isPageWithoutHeading} from './support/builtSite';
import {NGINX_URL} from './support/servers';

/**
 * Reads every HTML file of the build (every locale, redirect pages included) without a
 * browser, and checks that each URL it points to on this site (pages, files, scripts,
 * styles, images and their srcset, icons, the manifest, the social card) answers the way
 * nginx serves the build, that no id appears twice on a page and that every tab has its
 * panel. The browser crawl only sees what a visit requests; a download link nobody clicks
 * is still caught here. Every page the site rendered must also carry what a reader and a
 * crawler look for first: a title, a heading, one canonical URL, a description (unless the page
 * is not to be indexed), and external links that open in a new tab without a handle on ours.
 * The crawl visits a sample in a browser; this covers every page of every locale.
 */

/**
 * URLs Docusaurus derives from the 404 page's own route, `/404.html` (in every locale): its
 * canonical, alternate and og:url links (`/404.html/`) and the locale menu's `/404/`. That
 * page answers every missing URL, so no reader or crawler reaches these from a real page.
 */
function isAllowedBroken(urlPath: string, pagePath: string): boolean {
  return isNotFoundPage(pagePath) && /\/404(\.html)?\/$/.test(urlPath);
}

function isNotFoundPage(pagePath: string): boolean {
  return /\/404\.html$/.test(pagePath);
}

/** Locales of the site; a locale the build does not hold (an English-only build) is skipped. */
const unbuiltLocales = readdirSync(path.join(__dirname, '..', 'i18n')).filter(
  (locale) => locale !== 'en' && !existsSync(path.join(BUILD_DIR, locale, 'index.html')),
);

function isInUnbuiltLocale(urlPath: string): boolean {
  return unbuiltLocales.some((locale) => urlPath.startsWith(`${baseUrl}${locale}/`));
}

/**
 * What a rendered page lacks of a title, a heading, one canonical URL, safe external links
 * and, unless it asks not to be indexed, the description search engines show under its title.
 */
function pageFactProblems(pagePath: string, scan: PageScan): string[] {
  const problems: string[] = [];
  if (scan.title === '') {
    problems.push('no <title>');
  }
  if (scan.firstHeading === undefined && !isPageWithoutHeading(pagePath)) {
    problems.push('no <h1>');
  }
  if (scan.canonicalLinks !== 1) {
    problems.push(`${scan.canonicalLinks} canonical links`);
  }
  // The not-found page answers with status 404, which search engines do not index either.
  if (!scan.isNoIndex && !isNotFoundPage(pagePath) && !scan.description?.trim()) {
    problems.push('no meta description');
  }
  for (const {href, target, rel} of scan.externalLinks) {
    const relations = rel.split(/\s+/);
    if (target !== '_blank' || !relations.includes('noopener') || !relations.includes('noreferrer')) {
      problems.push(`external link without target="_blank" rel="noopener noreferrer": ${href}`);
    }
  }
  return problems;
}

/** Locale folder of a built file; English lives at the root. */
function localeOf(file: string): string {
  const [first = ''] = file.split('/');
  return existsSync(path.join(BUILD_DIR, first, 'sitemap.xml')) ? first : 'en';
}

const statusCache = new Map<string, number>();

/** The final status nginx answers for a path, after its trailing-slash redirect if any. */
function finalStatus(urlPath: string): number {
  let status = statusCache.get(urlPath);
  if (status === undefined) {
    const served = serveLikeNginx(urlPath);
    status = served.status === 301 ? serveLikeNginx(served.location).status : served.status;
    statusCache.set(urlPath, status);
  }
  return status;
}

const filesByLocale = new Map<string, string[]>();
for (const file of htmlFiles()) {
  const locale = localeOf(file);
  filesByLocale.set(locale, [...(filesByLocale.get(locale) ?? []), file]);
}

test.describe('built HTML', () => {
  for (const [locale, files] of filesByLocale) {
    test(`${locale}: every URL into the site answers, ids are unique, tabs have panels, pages have their title, heading, canonical URL and description (${files.length} files)`, () => {
      test.setTimeout(120_000);
      const brokenUrls: Record<string, string[]> = {};
      const pagesWithProblems: Record<string, string[]> = {};
      const repeatedIds: Record<string, string[]> = {};
      const tabsWithoutPanels: string[] = [];
      for (const file of files) {
        const pagePath = urlPathOf(file);
        const scan = scanHtmlFile(file);
        const {urls, ids, tabs, tabPanels} = scan;
        const broken = [...new Set(urls)].filter((url) => {
          const urlPath = sameSitePath(url, pagePath);
          return (
            urlPath !== undefined &&
            !isInUnbuiltLocale(urlPath) &&
            !isAllowedBroken(urlPath, pagePath) &&
            finalStatus(urlPath) !== 200
          );
        });
        if (broken.length > 0) {
          brokenUrls[pagePath] = broken.map(
            (url) => `${url} (HTTP ${finalStatus(sameSitePath(url, pagePath) ?? url)})`,
          );
        }
        const repeated = duplicates(ids);
        if (repeated.length > 0) {
          repeatedIds[pagePath] = repeated;
        }
        if (tabPanels < tabs) {
          tabsWithoutPanels.push(`${pagePath} (${tabs} tabs, ${tabPanels} panels)`);
        }
        const problems = scan.isRendered ? pageFactProblems(pagePath, scan) : [];
        if (problems.length > 0) {
          pagesWithProblems[pagePath] = problems;
        }
      }
      expect.soft(brokenUrls, 'pages linking to URLs that nginx would not serve').toEqual({});
      expect.soft(repeatedIds, 'pages where an id appears more than once').toEqual({});
      expect.soft(tabsWithoutPanels, 'pages with a tab that has no tab panel').toEqual([]);
      expect
        .soft(
          pagesWithProblems,
          'pages without a title, heading, canonical URL or description, or with unsafe external links',
        )
        .toEqual({});
    });
  }
});

test('the build is read the way nginx serves it', async ({request}) => {
  const [textFile = ''] = readdirSync(path.join(BUILD_DIR, 'assets', 'files'));
  const samples = [
    '/',
    '/docs/installation/',
    '/docs/installation',
    '/docs/no-such-page/',
    '/img/favicon.png',
    '/img/favicon.png/',
    '/img/',
    `/assets/files/${textFile}`,
    `/assets/files/${textFile}/`,
    '/assets/files/',
    '/assets/files',
  ];
  for (const sample of samples) {
    const response = await request.get(`${NGINX_URL}${sample}`, {maxRedirects: 0});
    expect(serveLikeNginx(sample).status, sample).toBe(response.status());
  }
});
