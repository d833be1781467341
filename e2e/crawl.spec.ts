import path from 'node:path';
import {expect, test as base, type Page} from '@playwright/test';
import {BUILD_DIR, chunk, evenSample, localeFolders, pagePathsUnder, sitemapPaths} from './support/builtSite';
import {NGINX_URL} from './support/servers';
import {isPlaywrightBlockedInSandbox} from './support/consoleMessages';
import {waitForHydration} from './support/hydration';

/**
 * Visits pages of the build the way a reader's browser does and reports, per page,
 * everything a reader would notice or a crawler would hold against us: console errors,
 * hydration mismatches, failed requests. nginx serves them with the production
 * configuration, so the crawl also proves that no page breaks its Content-Security-Policy (a
 * violation is a console error).
 *
 * Pages come from the build itself (its sitemap, the /tests area, the debug pages and every
 * other locale), so new pages are covered without touching this file. A visit costs seconds,
 * so the crawl takes a fixed, even sample of every folder (pages of one folder share their
 * layout and components: 62 HTTP-status fixtures, 88 releases) rather than all 670 pages;
 * builtLinks.spec.ts reads every page of every locale without a browser for what the HTML
 * alone shows.
 */
const MIN_PAGES_PER_FOLDER = 3;
const SHARE_OF_FOLDER = 1 / 4;
const PAGES_PER_LOCALE = 12;
const PAGES_PER_TEST = 20;
const HYDRATION_TIMEOUT = 10_000;

/** The same pages every run: a quarter of each folder, at least three, spread over it. */
function sampleEachFolder(pagePaths: readonly string[]): string[] {
  const folders = new Map<string, string[]>();
  for (const pagePath of pagePaths) {
    const folder = pagePath.replace(/[^/]+\/$/, '');
    folders.set(folder, [...(folders.get(folder) ?? []), pagePath]);
  }
  return [...folders.values()].flatMap((pages) =>
    evenSample(pages, Math.max(MIN_PAGES_PER_FOLDER, Math.ceil(pages.length * SHARE_OF_FOLDER))),
  );
}

function pagesToVisit(): string[] {
  const english = [
    ...sitemapPaths(path.join(BUILD_DIR, 'sitemap.xml')),
    ...pagePathsUnder('tests'),
    ...pagePathsUnder('__docusaurus'),
  ];
  const otherLocales = localeFolders().flatMap((locale) =>
    evenSample(sitemapPaths(path.join(BUILD_DIR, locale, 'sitemap.xml')), PAGES_PER_LOCALE),
  );
  return [...new Set([...sampleEachFolder(english), ...otherLocales])];
}

/** What a visit showed: problems, and the same-origin requests still unanswered. */
type PageReport = {problems: string[]; pending: Set<string>};

/** One browser page per worker, reused for every visit: a fresh page per URL would triple the crawl. */
const test = base.extend<object, {crawler: {page: Page; report: PageReport}}>({
  crawler: [
    async ({browser}, use) => {
      const origin = new URL(NGINX_URL).origin;
      const context = await browser.newContext({baseURL: NGINX_URL, serviceWorkers: 'allow'});
      const page = await context.newPage();
      const report: PageReport = {problems: [], pending: new Set()};
      const isSameOrigin = (url: string) => new URL(url).origin === origin;
      page.on('console', (message) => {
        const text = message.text();
        if (isPlaywrightBlockedInSandbox(message)) {
          return;
        }
        if (message.type() === 'error') {
          report.problems.push(`console error: ${text}`);
        } else if (message.type() === 'warning' && /hydrat|did not match/i.test(text)) {
          report.problems.push(`hydration warning: ${text}`);
        }
      });
      page.on('pageerror', (error) => report.problems.push(`uncaught error: ${error.message}`));
      page.on('request', (request) => {
        if (isSameOrigin(request.url())) {
          report.pending.add(request.url());
        }
      });
      page.on('requestfinished', (request) => report.pending.delete(request.url()));
      page.on('requestfailed', (request) => {
        report.pending.delete(request.url());
        // Leaving a page aborts its pending prefetches; that is the browser's doing, not a broken URL.
        const failure = request.failure()?.errorText ?? '';
        if (isSameOrigin(request.url()) && failure !== 'net::ERR_ABORTED') {
          report.problems.push(`request failed: ${request.url()} (${failure})`);
        }
      });
      page.on('response', (response) => {
        if (
          response.status() >= 400 &&
          isSameOrigin(response.url()) &&
          response.request().resourceType() !== 'document'
        ) {
          report.problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use({page, report});
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/**
 * Whether the error boundary's crash page replaced the content once the page ran. What the
 * HTML itself must carry (title, heading, canonical URL, safe external links) is checked on
 * every page without a browser, in builtLinks.spec.ts.
 */
async function showsCrashPage(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('h1')?.textContent?.startsWith('This page crashed') ?? false);
}

const shards = chunk(pagesToVisit(), PAGES_PER_TEST);

test.describe('crawl of the built site', () => {
  for (const [index, paths] of shards.entries()) {
    test(`pages ${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + paths.length} of ${shards.flat().length}`, async ({
      crawler: {page, report},
    }) => {
      test.setTimeout(paths.length * 10_000);
      const failures: Record<string, string[]> = {};
      for (const pagePath of paths) {
        report.problems = [];
        report.pending.clear();
        const response = await page.goto(pagePath, {waitUntil: 'domcontentloaded'});
        if (response?.status() !== 200) {
          report.problems.push(`status ${response?.status()}`);
        }
        // A page that never hydrates is one failure among the others, named with what its
        // console and network showed, rather than a timeout that hides which page it was.
        const hydrated = await waitForHydration(page, {timeout: HYDRATION_TIMEOUT}).then(
          () => true,
          () => false,
        );
        if (!hydrated) {
          const readyState = await page.evaluate(() => document.readyState);
          const pending = [...report.pending].map((url) => new URL(url).pathname).join(', ') || 'none';
          report.problems.push(
            `not hydrated after ${HYDRATION_TIMEOUT / 1000} s (document ${readyState}; requests pending: ${pending})`,
          );
        } else if (await showsCrashPage(page)) {
          report.problems.push('the crash page is showing');
        }
        if (report.problems.length > 0) {
          failures[pagePath] = [...new Set(report.problems)];
        }
      }
      expect(failures).toEqual({});
    });
  }
});
