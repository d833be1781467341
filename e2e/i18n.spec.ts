import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

/** Every locale of the site with its URL prefix and the htmlLang used in hreflang. */
const LOCALES = [
  {prefix: '', hreflang: 'en'},
  {prefix: '/fr', hreflang: 'fr'},
  {prefix: '/pt-BR', hreflang: 'pt-BR'},
  {prefix: '/ko', hreflang: 'ko'},
  {prefix: '/zh-CN', hreflang: 'zh-CN'},
  {prefix: '/fa', hreflang: 'fa'},
];

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function switchLocale(page: Page, from: string, to: string, expectedUrl: RegExp) {
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: from});
  const link = dropdown.getByRole('link', {name: to, exact: true});
  // The menu opens on hover; a reader whose pointer the page moved off it points again (the
  // full run once saw the menu stay closed for 90 s on a loaded machine, and once saw a click
  // that left the page where it was), so the switch is done once the address is the other locale's.
  await expect(async () => {
    await dropdown.hover();
    await link.click({timeout: 5000});
    await expect(page).toHaveURL(expectedUrl, {timeout: 10_000});
  }).toPass();
}

test.describe('locales', () => {
  test('the locale dropdown keeps the page, its query and its hash', async ({page}) => {
    // Two full loads of pages in different locales: slow while the crawl shares the CPU.
    test.slow();
    await gotoHydrated(page, '/docs/cli/?from=navbar#docusaurus-build-sitedir');
    await switchLocale(page, 'English', 'Français', /\/fr\/docs\/cli\/\?from=navbar#docusaurus-build-sitedir$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await waitForHydration(page);
    await switchLocale(
      page,
      'Français',
      'English',
      /127\.0\.0\.1:\d+\/docs\/cli\/\?from=navbar#docusaurus-build-sitedir$/,
    );
  });

  test('a translated page shows the interface in its language', async ({page}) => {
    await gotoHydrated(page, '/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', {name: 'Tout ce qu’il faut à un site de documentation'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Commencer'})).toHaveAttribute('href', '/fr/docs/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Vitrine', exact: true})).toHaveAttribute('href', '/fr/showcase/');
    await expect(navbar.getByRole('link', {name: 'Communauté', exact: true})).toBeVisible();
    await expect(page.locator('footer')).toContainText('Apprendre');
    await expect(page.locator('footer')).toContainText(`Copyright © ${new Date().getFullYear()} Meta Platforms`);

    // Labels of the dropdowns' extra entries come from code.json too.
    await gotoHydrated(page, '/fr/docs/cli/');
    const versions = page.locator('.navbar__items--right .dropdown').first();
    await versions.hover();
    await expect(versions.getByText('Versions archivées')).toBeVisible();
    await expect(versions.getByRole('link', {name: 'Toutes les versions'})).toHaveAttribute('href', '/fr/versions/');
  });

  test('dates and counts follow the locale', async ({page}) => {
    await gotoHydrated(page, '/fr/feature-requests/blog-authors-pages/');
    await expect(page.locator('time[datetime="2024-06-04"]')).toHaveText('4 juin 2024');
    await gotoHydrated(page, '/fa/feature-requests/blog-authors-pages/');
    await expect(page.locator('time[datetime="2024-06-04"]')).toHaveText('۱۵ خرداد ۱۴۰۳');
    await gotoHydrated(page, '/fa/showcase/?tags=meta');
    await expect(page.locator('[aria-live="polite"]')).toHaveText(/^[۰-۹]+ سایت$/);
  });

  test('an untranslated doc says it is shown in English', async ({page}) => {
    await gotoHydrated(page, '/fr/docs/cli/');
    await expect(page.getByRole('note')).toHaveText(
      'Cette page n’est pas encore traduite : elle s’affiche en anglais.',
    );
    // The English text is marked as English, inside the French page.
    await expect(page.locator('[lang="en"] .markdown h1')).toHaveText('CLI');

    await gotoHydrated(page, '/docs/cli/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('CLI');
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('every page links to its canonical URL and to each translation, with an x-default', async ({page}) => {
    for (const prefix of ['', '/fr']) {
      await page.goto(`${prefix}/docs/cli/`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefix}/docs/cli/$`));
      const origin = new URL(canonical ?? '').origin;
      // While the page hydrates, the head manager briefly replaces these tags: ask until settled.
      const alternates = () =>
        page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
          );
      await expect.poll(alternates).toEqual({
        ...Object.fromEntries(LOCALES.map(({prefix: other, hreflang}) => [hreflang, `${origin}${other}/docs/cli/`])),
        'x-default': `${origin}/docs/cli/`,
      });
    }
  });
});

test.describe('right-to-left locale', () => {
  test('lays out the navbar, doc sidebar and table of contents from the right, code left to right', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/fa/docs/cli/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    // Left edge of an element; -1 when it is not laid out.
    const leftOf = async (selector: string) => (await page.locator(selector).first().boundingBox())?.x ?? -1;
    const article = await leftOf('article');
    expect(article).toBeGreaterThan(0);
    expect(await leftOf('.theme-doc-sidebar-container')).toBeGreaterThan(article);
    const toc = await leftOf('.theme-doc-toc-desktop');
    expect(toc).toBeGreaterThanOrEqual(0);
    expect(toc).toBeLessThan(article);
    expect(await leftOf('.navbar__brand')).toBeGreaterThan(640);
    const codeDirection = await page
      .locator('article pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).direction);
    expect(codeDirection).toBe('ltr');
  });

  for (const path of ['/fa/', '/fa/docs/cli/', '/fa/showcase/', '/fa/feature-requests/', '/fa/versions/']) {
    test(`${path} has no horizontal overflow at 375 px`, async ({page}) => {
      await page.setViewportSize({width: 375, height: 740});
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
