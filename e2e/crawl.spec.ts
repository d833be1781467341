import path from 'node:path';
import {expect, test as base, type Page} from '@playwright/test';
import {BUILD_DIR, chunk, evenSample, localeFolders, pagePathsUnder, sitemapPaths} from './support/builtSite';
import {NGINX_URL} from './support/servers';

/**
 * Visits every page of the build the way a reader's browser does and reports, per page,
 * everything a reader would notice or a crawler would hold against us. Pages come from the
 * build itself (its sitemap, the /tests area, the debug pages and a sample of every other
 * locale), so new pages are covered without touching this file. nginx serves them with the
 * production configuration, so the crawl also proves that no page breaks its
 * Content-Security-Policy (a violation is a console error).
 */
const PAGES_PER_LOCALE = 12;
const PAGES_PER_TEST = 20;

function pagesToVisit(): string[] {
  const english = [
    ...sitemapPaths(path.join(BUILD_DIR, 'sitemap.xml')),
    ...pagePathsUnder('tests'),
    ...pagePathsUnder('__docusaurus'),
  ];
  const otherLocales = localeFolders().flatMap((locale) =>
    evenSample(sitemapPaths(path.join(BUILD_DIR, locale, 'sitemap.xml')), PAGES_PER_LOCALE),
  );
  return [...new Set([...english, ...otherLocales])];
}

type PageReport = {problems: string[]};

/** One browser page per worker, reused for every visit: a fresh page per URL would triple the crawl. */
const test = base.extend<object, {crawler: {page: Page; report: PageReport}}>({
  crawler: [
    async ({browser}, use) => {
      const origin = new URL(NGINX_URL).origin;
      const context = await browser.newContext({baseURL: NGINX_URL, serviceWorkers: 'allow'});
      const page = await context.newPage();
      const report: PageReport = {problems: []};
      const isSameOrigin = (url: string) => new URL(url).origin === origin;
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error') {
          report.problems.push(`console error: ${text}`);
        } else if (message.type() === 'warning' && /hydrat|did not match/i.test(text)) {
          report.problems.push(`hydration warning: ${text}`);
        }
      });
      page.on('pageerror', (error) => report.problems.push(`uncaught error: ${error.message}`));
      page.on('requestfailed', (request) => {
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

/** Fixtures whose point is to render no content, hence no heading. */
const PAGES_WITHOUT_H1 = ['/tests/pages/layout-no-children/'];

/** What the rendered page itself must carry: a title, a heading, a canonical URL, safe external links. */
async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate((pagesWithoutH1) => {
    const problems: string[] = [];
    if (document.title.trim() === '') {
      problems.push('no <title>');
    }
    if (!document.querySelector('h1') && !pagesWithoutH1.includes(location.pathname)) {
      problems.push('no <h1>');
    }
    if (document.querySelector('h1')?.textContent?.startsWith('This page crashed')) {
      problems.push('the crash page is showing');
    }
    if (document.querySelectorAll('link[rel="canonical"][href]').length !== 1) {
      problems.push('not exactly one canonical link');
    }
    // External links open in a new tab, and the opened page gets no handle on ours.
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const isExternal = /^https?:$/.test(link.protocol) && link.origin !== location.origin;
      const rel = link.rel.split(/\s+/);
      if (isExternal && (link.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))) {
        problems.push(`external link without target="_blank" rel="noopener noreferrer": ${link.href}`);
      }
    }
    return problems;
  }, PAGES_WITHOUT_H1);
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
        const response = await page.goto(pagePath, {waitUntil: 'domcontentloaded'});
        if (response?.status() !== 200) {
          report.problems.push(`status ${response?.status()}`);
        }
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        report.problems.push(...(await pageProblems(page)));
        if (report.problems.length > 0) {
          failures[pagePath] = [...new Set(report.problems)];
        }
      }
      expect(failures).toEqual({});
    });
  }
});
