import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import prismComponents from 'prismjs/components.json';
import budgets from '../scripts/bench/budgets.json';
import {NGINX_URL} from './support/servers';
import {collectScriptBodies} from './support/scriptBodies';
import {waitForHydration} from './support/hydration';

/**
 * Performance budgets of a first visit, measured as a reader gets it: from nginx, gzip, in
 * a fresh browser. Timing is never checked (it depends on the machine), only bytes and
 * which code a page loads; `npm run bench` prints the same figures. Each budget is the
 * figure measured when it was last set, and the suite fails 10% above it
 * (`failAtMultipleOfBudget`): growth is a decision to make, and the budget is raised with it.
 */
test.use({baseURL: NGINX_URL});

type PageType = keyof typeof budgets.pages;

/** Opens the page in a fresh browser and returns what it has loaded so far, whenever asked. */
async function firstVisit(page: Page, path: string) {
  const scriptBodies = collectScriptBodies(page);
  await page.goto(path);
  // The longest pages take a while to hydrate on a busy machine; only bytes are checked.
  await waitForHydration(page, {timeout: 30_000});
  return async () => {
    // Same-origin resource timings give the bytes on the wire, compressed by nginx. Chunks
    // prefetched for the links on screen are not part of this page, so only executed scripts
    // and applied stylesheets count.
    const transfer = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const stylesheets = Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => link.href,
      );
      const sum = (test: (entry: PerformanceResourceTiming) => boolean) =>
        entries.filter(test).reduce((total, entry) => total + entry.encodedBodySize, 0);
      return {
        js: sum((entry) => entry.initiatorType === 'script'),
        css: sum((entry) => stylesheets.includes(entry.name)),
        stylesheets: stylesheets.map((href) => new URL(href).pathname),
      };
    });
    const scripts = await scriptBodies();
    const runtimes = Object.entries(budgets.runtimeMarkers)
      .filter(([, marker]) => scripts.some((body) => body.includes(marker)))
      .map(([name]) => name);
    if (transfer.stylesheets.some((name) => name.startsWith('/assets/css/katex.'))) {
      runtimes.push('KaTeX CSS');
    }
    return {...transfer, runtimes};
  };
}

/**
 * The runtimes each page type needs; any other page loading them is paying for nothing.
 * Code blocks of Markdown and MDX arrive highlighted (src/plugins/code-highlighting): Prism
 * loads only where a React page highlights code in the browser (the home page).
 */
const NEEDED_RUNTIMES: Record<PageType, string[]> = {
  home: ['Prism'],
  'doc page': [],
  // Its diagram arrives drawn (src/plugins/static-diagrams): the Mermaid runtime must not load.
  'doc with a diagram': [],
  // Their live blocks are below the first screen: the editor loads when the reader nears one.
  'doc with code tabs': [],
  'doc with math': ['KaTeX CSS'],
  'doc with live code': [],
  'versioned doc': [],
  'localized doc': [],
  'right-to-left doc': [],
  'API config reference': [],
  'changelog list': [],
  'changelog release': [],
  'blog post': [],
  showcase: [],
};

/** Prism's component for each name a grammar registers under (its id and its aliases). */
const COMPONENT_OF_NAME = new Map(
  Object.entries(prismComponents.languages as Record<string, {alias?: string | string[]} | string>).flatMap(
    ([id, entry]) =>
      [id, ...(typeof entry === 'object' ? [entry.alias ?? []].flat() : [])].map((name) => [name, id] as const),
  ),
);

/** Each language's Prism components, as the build wrote them (src/plugins/code-highlighting). */
const CLOSURES = new Map(
  Object.entries(
    JSON.parse(
      readFileSync(
        path.resolve(__dirname, '../.docusaurus/docusaurus-site-prism-on-demand/languageClosures.json'),
        'utf8',
      ),
    ) as Record<string, string[]>,
  ),
);

/**
 * The Prism components a page has registered that none of its code blocks highlighted in the
 * browser needs (each block's language and what its grammar builds on,
 * src/plugins/code-highlighting), and the languages of those blocks that Prism highlights but
 * that have no grammar registered. A block highlighted in the browser has the theme's colours
 * as an inline style on its `<pre>`; one highlighted at build time has none, and needs no grammar.
 */
async function grammarProblems(page: Page): Promise<{unneeded: string[]; missing: string[]}> {
  const {registered, blockLanguages} = await page.evaluate(async () => {
    const languages = (window as {Prism?: {languages: Record<string, unknown>}}).Prism?.languages ?? {};
    // The languages of the code blocks highlighted in the browser, in the server's HTML.
    const html = await (await fetch(location.href)).text();
    return {
      registered: Object.keys(languages).filter((name) => typeof languages[name] === 'object'),
      blockLanguages: Array.from(
        html.matchAll(/<pre [^>]*class="?prism-code language-([\w+#-]+)[^>]* style=/g),
        ([, language = '']) => language,
      ),
    };
  });
  const needed = new Set(blockLanguages.flatMap((language) => CLOSURES.get(language) ?? []));
  const unneeded = [
    ...new Set(registered.flatMap((name) => [COMPONENT_OF_NAME.get(name)].filter((id) => id !== undefined))),
  ].filter((id) => !needed.has(id));
  const missing = [...new Set(blockLanguages)].filter(
    (language) => CLOSURES.has(language) && !registered.includes(language),
  );
  return {unneeded, missing};
}

test.describe('first-visit budgets', () => {
  test.describe.configure({timeout: 60_000});
  for (const [type, path] of Object.entries(budgets.pages) as [PageType, string][]) {
    test(`${type} (${path}) stays within its JS and CSS budget and loads only the runtimes it uses`, async ({page}) => {
      const loaded = await firstVisit(page, path);
      // Some runtimes may load after hydration: wait for the page's set.
      await expect.poll(async () => (await loaded()).runtimes.sort()).toEqual(NEEDED_RUNTIMES[type].sort());
      const grammars = await grammarProblems(page);
      expect(grammars.unneeded, 'Prism grammars no code block of the page uses').toEqual([]);
      expect(grammars.missing, 'languages of code blocks the page has no grammar for').toEqual([]);
      const {js, css} = await loaded();
      const budget = budgets.firstVisitGzipKb[type];
      test.info().annotations.push({
        type: 'first visit, KB gzip',
        description: `JS ${(js / 1024).toFixed(1)}, CSS ${(css / 1024).toFixed(1)}`,
      });
      const limit = (kb: number) => kb * 1024 * budgets.failAtMultipleOfBudget;
      expect(js, `JS ${(js / 1024).toFixed(1)} KB gzip against a budget of ${budget.js} KB`).toBeLessThanOrEqual(
        limit(budget.js),
      );
      expect(css, `CSS ${(css / 1024).toFixed(1)} KB gzip against a budget of ${budget.css} KB`).toBeLessThanOrEqual(
        limit(budget.css),
      );
    });
  }

  test('doc, blog and changelog pages hydrate without loading the browser’s date or text-segmentation data (src/plugins/prerendered-dates, hydration-transitions)', async ({
    page,
  }) => {
    // The first Intl.DateTimeFormat or Intl.Segmenter a page builds loads the locale's ICU
    // data: a long task on a phone. The last-update date, the posts' dates and the doc cards'
    // icons do without.
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as {intlBuilt: string[]}).intlBuilt = built;
      for (const name of ['DateTimeFormat', 'Segmenter'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
          construct(target, args) {
            built.push(name);
            return new target(...(args as unknown[]));
          },
        });
      }
    });
    // Pages with dates (last updates, posts' dates) and with doc cards, which a generated
    // index has without a date.
    const pages = {
      '/docs/cli/': 1,
      '/docs/2.4.3/docs-introduction/': 1,
      '/docs/category/guides/': 0,
      '/blog/2017/12/14/introducing-docusaurus/': 1,
      '/changelog/': 20,
    };
    for (const [path, dates] of Object.entries(pages)) {
      await page.goto(path);
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await expect(page.locator('main time'), path).toHaveCount(dates);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.evaluate(() => (window as unknown as {intlBuilt: string[]}).intlBuilt), path).toEqual([]);
    }
  });

  test('images carry their size, and those below the first screen load lazily', async ({page}) => {
    for (const path of Object.values(budgets.pages)) {
      await page.goto(path);
      const problems = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main img')).flatMap((image) => {
          const img = image as HTMLImageElement;
          const found: string[] = [];
          // Infima's avatars get a fixed width and height from the stylesheet instead.
          const isSized =
            img.classList.contains('avatar__photo') || (img.getAttribute('width') && img.getAttribute('height'));
          if (!isSized) {
            found.push(`no width and height: ${img.currentSrc || img.src}`);
          }
          if (img.getBoundingClientRect().top > window.innerHeight && img.loading !== 'lazy') {
            found.push(`below the fold but not lazy: ${img.currentSrc || img.src}`);
          }
          return found;
        }),
      );
      expect(problems, path).toEqual([]);
    }
  });

  test('links of the content prefetch their pages once the page is idle, the navigation chrome only when hovered (src/plugins/routing-and-prefetch/idle-prefetch)', async ({
    page,
  }) => {
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    // The pagination's next page is in the content: its chunks are prefetched.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    const prefetchedFiles = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // The navbar's Showcase page is not: its files load when the reader hovers its link.
    const loadedOnHover: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        loadedOnHover.push(new URL(request.url()).pathname);
      }
    });
    await page.locator('.theme-layout-navbar a[href="/showcase/"]').first().hover();
    await expect.poll(() => loadedOnHover.length, 'scripts preloaded for the hovered Showcase link').toBeGreaterThan(0);
    expect(loadedOnHover.filter((file) => prefetchedFiles.includes(file))).toEqual([]);
    // Their files come from the chunk-name table loaded for the first prefetch (src/plugins/routing-and-prefetch/lean-chunk-maps).
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs.slice(0, 5)) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    // The wrapped API keeps the framework's contract: a promise of the chunk prefetches, settled
    // once they are asked for. Nothing on a doc page links this old post, so its chunks are new.
    const chunksPrefetched = await page.evaluate(async () => {
      const prefetched = await window.docusaurus.prefetch('/blog/2018/04/30/How-I-Converted-Profilo-To-Docusaurus/');
      return Array.isArray(prefetched) ? prefetched.length : -1;
    });
    expect(chunksPrefetched).toBeGreaterThan(0);
  });
});
