import {expect, test, type Locator, type Page} from '@playwright/test';
import {isPlaywrightBlockedInSandbox} from './support/consoleMessages';
import {waitForHydration} from './support/hydration';

// The PWA registers its service worker on every page; blocking it would log an error.
test.use({serviceWorkers: 'allow'});

const PAGE_SLUGS = [
  'analytics',
  'code-block-tests',
  'crashTest',
  'diagrams',
  'embeds',
  'error-boundary-tests',
  'head-metadata',
  'hydration-tests',
  'layout-no-children',
  'link-tests',
  'markdown-tests-md',
  'markdown-tests-mdx',
  'navbar-dropdown-tests',
  'page-toc-tests',
  'react-18',
  'seo',
  'tabs-tests',
  'unlisted',
  'z-index-tests',
] as const;

const pagePath = (slug: (typeof PAGE_SLUGS)[number]) => `/tests/pages/${slug}/`;

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Collects what a crawl of the page would fail on: console errors, uncaught errors, failed requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isPlaywrightBlockedInSandbox(message)) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  return problems;
}

/** Whether the element drawn on top at the centre of `over` lies inside `ancestorSelector`. */
async function topmostIsInside(page: Page, over: Locator, ancestorSelector: string): Promise<boolean> {
  const box = await over.boundingBox();
  if (!box) {
    throw new Error('The element to probe is not rendered');
  }
  const point = {x: box.x + box.width / 2, y: box.y + box.height / 2};
  return page.evaluate(({x, y, ancestor}) => Boolean(document.elementFromPoint(x, y)?.closest(ancestor)), {
    ...point,
    ancestor: ancestorSelector,
  });
}

/** Whether the centre of `inner` falls within the box of `outer`: the two overlap there. */
async function centreIsWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [innerBox, outerBox] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!innerBox || !outerBox) {
    return false;
  }
  const x = innerBox.x + innerBox.width / 2;
  const y = innerBox.y + innerBox.height / 2;
  return x >= outerBox.x && x <= outerBox.x + outerBox.width && y >= outerBox.y && y <= outerBox.y + outerBox.height;
}

test.describe('/tests index', () => {
  test('links to every fixture area and page', async ({page}) => {
    await page.goto('/tests/');
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/tests/docs/', '/tests/blog/', ...PAGE_SLUGS.map(pagePath)]));
  });
});

test.describe('every fixture page', () => {
  for (const slug of PAGE_SLUGS) {
    test(`${slug} loads without errors and asks not to be indexed`, async ({page}) => {
      const problems = watchProblems(page);
      const response = await page.goto(pagePath(slug));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await page.waitForLoadState('load');
      expect(problems).toEqual([]);
    });
  }
});

test('analytics records page views on client-side navigation and custom events', async ({page}) => {
  await openHydrated(page, pagePath('analytics'));
  const hits = page.getByTestId('hits').locator('li');
  await expect(hits).toHaveText(['page view: /tests/pages/analytics/']);
  await page.getByRole('link', {name: 'Summary view (query string)'}).click();
  await page.getByRole('button', {name: 'Send a test event'}).click();
  await page.getByRole('link', {name: 'Jump to the recorded hits (hash)'}).click();
  await expect(hits).toHaveText([
    'page view: /tests/pages/analytics/',
    'page view: /tests/pages/analytics/?view=summary',
    'event: fixture button clicked',
    'page view: /tests/pages/analytics/?view=summary#hits',
  ]);
  await expect(page.getByTestId('flag-canUseDOM')).toHaveText('true');
  await expect(page.getByTestId('flag-canUseIntersectionObserver')).toHaveText('true');
});

test.describe('code blocks', () => {
  test('show titles, line numbers and magic-comment highlights', async ({page}) => {
    await openHydrated(page, pagePath('code-block-tests'));
    const main = page.locator('main');
    await expect(main.getByText('docusaurus.config.js', {exact: true})).toBeVisible();
    await expect(main.getByText('/src/components/Greeting.js', {exact: true})).toBeVisible();
    expect(await main.locator('.theme-code-block').count()).toBeGreaterThan(15);
    // Line numbers are a CSS counter; this block's counter starts so that its first line is 41.
    await expect(main.locator('pre code').filter({hasText: "const sidebarId = 'emptySidebar'"})).toHaveCSS(
      'counter-reset',
      'line-count 40',
    );
    await expect(main.locator('.theme-code-block-highlighted-line')).toHaveCount(2 + 1 + 3);
    await expect(main.locator('.code-block-error-line')).toHaveCount(1);
    await expect(main).not.toContainText('highlight-next-line');
  });

  test('copy the code without its magic comments, and wrap a long line on request', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, pagePath('code-block-tests'));
    const magicBlock = page.locator('.theme-code-block').filter({hasText: 'function pickLocale'});
    await magicBlock.hover();
    await magicBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('  const match = locales.find((locale) => locale === requested);\n  if (match) {');
    expect(copied).not.toMatch(/highlight-|error-next-line/);

    const longBlock = page.locator('.theme-code-block').filter({hasText: 'deliberately much longer'});
    const pre = longBlock.locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await longBlock.hover();
    await longBlock.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect.poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  });

  test('a very long line scrolls inside its block without widening the page', async ({page}) => {
    await openHydrated(page, pagePath('code-block-tests'));
    const longBlock = page.locator('pre').filter({hasText: 'deliberately much longer'});
    expect(await longBlock.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a live code block runs its code', async ({page}) => {
    await openHydrated(page, pagePath('code-block-tests'));
    // The editor loads when its block comes near the screen, as it does for a reader scrolling.
    await page.locator('pre', {hasText: 'function Counter'}).scrollIntoViewIfNeeded();
    const counter = page.getByRole('button', {name: 'Clicked 0 times'});
    await counter.click();
    await expect(page.getByRole('button', {name: 'Clicked 1 times'})).toBeVisible();
  });
});

test('diagrams render every Mermaid block as an SVG', async ({page}) => {
  await openHydrated(page, pagePath('diagrams'));
  // Seven code blocks drawn at build time (both modes in the page, one shown) and one <Mermaid>.
  await expect(page.locator('.docusaurus-mermaid-container svg').filter({visible: true})).toHaveCount(8);
  await expect(page.locator('main')).not.toContainText('flowchart LR', {useInnerText: true});
});

test('embeds show local frames, an SVG and a playable audio file', async ({page}) => {
  await openHydrated(page, pagePath('embeds'));
  await expect(page.frameLocator('iframe[title="Static HTML file"]').getByRole('heading')).toHaveText('Embedded frame');
  await expect(page.frameLocator('iframe[title="Inline srcdoc document"]').locator('body')).toContainText('srcdoc');
  await expect(page.getByRole('img', {name: 'Three stacked pages'})).toBeVisible();
  const audio = page.locator('audio');
  // HAVE_METADATA: the file was found and decoded far enough to know its duration.
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThan(0);
  expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(1);
});

test('head metadata is in the static HTML, applied in the browser and removed on leaving', async ({page, request}) => {
  const html = await (await request.get(pagePath('head-metadata'))).text();
  expect(html).toMatch(/<title[^>]*>Head metadata fixture \| Docusaurus tests<\/title>/);
  expect(html).toMatch(/<meta[^>]*name="?fixture-purpose"?[ />]/);

  await openHydrated(page, pagePath('head-metadata'));
  await expect(page).toHaveTitle('Head metadata fixture | Docusaurus tests');
  await expect(page.locator('meta[name="fixture-purpose"]')).toHaveAttribute(
    'content',
    'Checks that tags declared with Head reach the document head',
  );
  await expect(page.locator('link[rel="help"]')).toHaveAttribute('href', '/tests/');
  await expect(page.locator('html')).toHaveAttribute('data-fixture', 'head-metadata');
  await expect(page.locator('body')).toHaveAttribute('data-fixture-body', 'head-metadata');

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Tests', exact: true}).click();
  await expect(page).toHaveURL(/\/tests\/docs\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-fixture', 'head-metadata');
  await expect(page.locator('meta[name="fixture-purpose"]')).toHaveCount(0);
});

test('browser-only values hydrate without a mismatch warning', async ({page}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(message.text());
    }
  });
  await page.setViewportSize({width: 1200, height: 800});
  await openHydrated(page, pagePath('hydration-tests'));
  await expect(page.getByTestId('rendered-by')).toHaveText('the browser (useIsBrowser)');
  await expect(page.getByTestId('hydrated-time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('random-number')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('window-width')).toHaveText('1200');
  await page.setViewportSize({width: 1000, height: 800});
  await expect(page.getByTestId('window-width')).toHaveText('1000');
  expect(messages).toEqual([]);
});

test('a layout without children still renders the navbar and footer', async ({page}) => {
  const problems = watchProblems(page);
  await openHydrated(page, pagePath('layout-no-children'));
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByTestId('layout-no-children-note')).toBeVisible();
  await expect(page).toHaveTitle(/Layout without children/);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('links', () => {
  test('render the expected addresses and attributes', async ({page}) => {
    await openHydrated(page, pagePath('link-tests'));
    await expect(page.getByRole('link', {name: 'SEO page (without slash)'})).toHaveAttribute(
      'href',
      '/tests/pages/seo/',
    );
    await expect(page.getByRole('link', {name: 'Static HTML file'})).toHaveAttribute('href', '/tests/embeds/frame/');
    const external = page.getByRole('link', {name: 'Docusaurus website'});
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', {name: 'docs@example.com'})).toHaveAttribute('href', 'mailto:docs@example.com');
    await expect(page.getByRole('link', {name: 'This page as a nav link'})).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('img', {name: 'Docusaurus logo'}).last()).toHaveJSProperty('complete', true);
  });

  test('internal links navigate without reloading, with query string and hash', async ({page}) => {
    await openHydrated(page, pagePath('link-tests'));
    await page.evaluate(() => Object.assign(window, {sameDocumentMarker: true}));
    await page.getByRole('link', {name: 'Tabs page, Linux tab'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/tabs-tests\/\?os=linux#query-string$/);
    await expect(page.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => 'sameDocumentMarker' in window)).toBe(true);
  });

  test('a same-page anchor scrolls to its target', async ({page}) => {
    await openHydrated(page, pagePath('link-tests'));
    await page.getByRole('link', {name: 'Jump to the target below'}).click();
    await expect(page).toHaveURL(/#same-page-target$/);
    await expect(page.getByRole('heading', {name: 'Same-page target'})).toBeInViewport();
  });

  test('a pathname:// link opens the file in a new tab with a full page request', async ({page}) => {
    await openHydrated(page, pagePath('link-tests'));
    const [fileTab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', {name: 'Static HTML file'}).click(),
    ]);
    await expect(fileTab).toHaveTitle('Embedded frame');
  });
});

test('markdown pages: CommonMark keeps braces literal, MDX evaluates expressions', async ({page}) => {
  await openHydrated(page, pagePath('markdown-tests-md'));
  const markdownMain = page.locator('main');
  await expect(markdownMain).toContainText('{curly braces} and a lone less-than sign (2 < 3)');
  await expect(markdownMain.locator('table')).toBeVisible();
  await expect(markdownMain.locator('#custom-heading-id')).toBeVisible();
  await expect(markdownMain.locator('.footnotes')).toBeVisible();
  await expect(markdownMain.locator('.katex').first()).toBeVisible();

  await openHydrated(page, pagePath('markdown-tests-mdx'));
  const mdxMain = page.locator('main');
  await expect(mdxMain).toContainText('first released in 2017, 7 years before 2024. Two plus two is 4.');
  await expect(mdxMain).not.toContainText('An MDX comment');
  await expect(mdxMain.getByText('Imported Admonition component')).toBeVisible();
});

test('navbar dropdowns open on hover and on Enter', async ({page}) => {
  await openHydrated(page, pagePath('navbar-dropdown-tests'));
  const testNavbar = page.getByRole('navigation', {name: 'Dropdown tests'});
  const linkTestsItem = testNavbar.getByRole('link', {name: 'Link tests'});
  await expect(linkTestsItem).toBeHidden();
  await testNavbar.getByRole('button', {name: 'Fixture pages'}).hover();
  await expect(linkTestsItem).toBeVisible();

  await page.mouse.move(0, 0);
  const mixed = testNavbar.getByRole('button', {name: 'Mixed items'});
  await mixed.focus();
  await page.keyboard.press('Enter');
  await expect(mixed).toHaveAttribute('aria-expanded', 'true');
  await expect(testNavbar.getByRole('link', {name: 'A doc item: Introduction'})).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(mixed).toHaveAttribute('aria-expanded', 'false');
});

test('the page table of contents lists levels 2 to 4 and links to custom ids', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openHydrated(page, pagePath('page-toc-tests'));
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: 'Choosing a template'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'A level-5 heading'})).toHaveCount(0);
  await expect(toc.getByRole('link', {name: 'Themes and plugins'})).toHaveAttribute(
    'href',
    '#themes-and-plugins-custom-id',
  );
});

test.describe('React 18 features', () => {
  test('transitions, deferred values, lazy components and ids', async ({page}) => {
    await openHydrated(page, pagePath('react-18'));
    await page.getByRole('button', {name: 'Show the second panel'}).click();
    await expect(page.getByTestId('transition-panel')).toHaveText('The second panel is shown.');
    await page.getByLabel('Filter words').fill('item-1');
    await expect(page.getByTestId('deferred-count')).toHaveText(/^\d+ of 3000 words contain “item-1”$/);
    await expect(page.getByTestId('lazy-greeting')).toBeVisible();
    const labelIds = await page.getByText('Label with a generated id').evaluateAll((spans) => spans.map((s) => s.id));
    expect(new Set(labelIds).size).toBe(2);
    await expect(page.getByRole('button', {name: 'Label with a generated id'})).toHaveCount(2);
  });

  test('updates after an await are batched into one render', async ({page}) => {
    await openHydrated(page, pagePath('react-18'));
    const output = page.getByTestId('batching');
    await expect(output).toHaveText(/^clicks 0, doubled 0, commits \d+$/);
    const commitsBefore = Number((await output.textContent())?.match(/commits (\d+)/)?.[1]);
    await page.getByRole('button', {name: 'Update two states after an await'}).click();
    await expect(output).toHaveText(`clicks 1, doubled 2, commits ${commitsBefore + 1}`);
  });
});

test('the SEO page sets its metadata and overrides the canonical URL', async ({page}) => {
  await openHydrated(page, pagePath('seo'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^The search-engine metadata/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    'seo, metadata, open graph, canonical',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://docusaurus.io/docs/seo/');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://docusaurus.io/img/docs/static-folder-flow.svg',
  );
  const structuredData = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(structuredData ?? '{}')).toMatchObject({'@type': 'TechArticle'});
});

test.describe('tabs', () => {
  test('tabs with the same group id stay in sync and remember the choice', async ({page}) => {
    await openHydrated(page, pagePath('tabs-tests'));
    await page.getByRole('tab', {name: 'yarn'}).first().click();
    await expect(page.getByText('Build with yarn build.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', {name: 'yarn'}).last()).toHaveAttribute('aria-selected', 'true');
  });

  test('a query-string tab writes and reads the address', async ({page}) => {
    await openHydrated(page, pagePath('tabs-tests'));
    await page.getByRole('tab', {name: 'Windows'}).click();
    await expect(page).toHaveURL(/\?os=windows$/);
    await openHydrated(page, `${pagePath('tabs-tests')}?os=macos`);
    await expect(page.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  });

  test('default, lazy and many tabs', async ({page}) => {
    await openHydrated(page, pagePath('tabs-tests'));
    await expect(page.getByRole('tab', {name: 'Blog'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('The second panel, rendered on first selection.')).toHaveCount(0);
    await page.getByRole('tab', {name: 'Second', exact: true}).click();
    await expect(page.getByText('The second panel, rendered on first selection.')).toBeVisible();
    await page.getByRole('tab', {name: 'December'}).click();
    await expect(page.getByRole('tabpanel').filter({hasText: 'Thirty-one days.'}).last()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('an unlisted page shows the unlisted banner and is missing from the sitemap', async ({page, request}) => {
  await openHydrated(page, pagePath('unlisted'));
  await expect(page.locator('.theme-unlisted-banner')).toContainText('Unlisted page');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/tests/pages/unlisted/');
});

test.describe('z-index', () => {
  test('navbar menus cover raised content, and the overlay covers the navbar', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await openHydrated(page, pagePath('z-index-tests'));
    const raisedStrip = page.getByTestId('raised-strip');
    const versionDropdown = page.locator('.navbar__items--right .dropdown').first();
    await versionDropdown.hover();
    const lastVersionItem = versionDropdown.getByRole('link', {name: 'All versions'});
    await expect(lastVersionItem).toBeVisible();
    // The menu's last item lies over the raised box, and must be drawn above it.
    expect(await centreIsWithin(lastVersionItem, raisedStrip)).toBe(true);
    expect(await topmostIsInside(page, lastVersionItem, '.dropdown__menu')).toBe(true);

    await page.mouse.move(600, 700);
    await page.getByRole('button', {name: 'Open the overlay'}).click();
    await expect(page.getByRole('dialog', {name: 'Overlay above the navbar'})).toBeVisible();
    const navbar = page.getByRole('navigation', {name: 'Main'});
    expect(await topmostIsInside(page, navbar, '[data-testid="overlay"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('overlay')).toHaveCount(0);
  });

  test('the front card is on top of the stack, and the mobile menu covers the content', async ({page}) => {
    await page.setViewportSize({width: 600, height: 900});
    await openHydrated(page, pagePath('z-index-tests'));
    const frontCard = page.getByTestId('front-card');
    expect(await topmostIsInside(page, frontCard, '[data-testid="front-card"]')).toBe(true);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // The menu slides in: it covers the strip once its opening transition has run.
    await expect.poll(() => topmostIsInside(page, page.getByTestId('raised-strip'), '.navbar-sidebar')).toBe(true);
  });
});

test('the crash test page renders its note when the crash flag is not set', async ({page}) => {
  await openHydrated(page, pagePath('crashTest'));
  await expect(page.locator('main')).toContainText('DOCUSAURUS_CRASH_TEST=true');
});
