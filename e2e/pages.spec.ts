import {expect, test} from '@playwright/test';

const SITE_URL = 'https://docusaurus.io';

/** One page of each type the foundation serves. */
const PAGE_TYPES = [
  ['home', '/'],
  ['doc', '/docs/cli/'],
  ['community doc', '/community/support/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/2017/12/14/introducing-docusaurus/'],
  ['blog tags', '/blog/tags/'],
  ['blog tag', '/blog/tags/release/'],
  ['changelog', '/changelog/'],
  ['showcase', '/showcase/'],
  ['versions', '/versions/'],
  ['feature requests', '/feature-requests/'],
  ['tests', '/tests/'],
] as const;

test.describe('head links', () => {
  for (const [type, path] of PAGE_TYPES) {
    test(`${type} page has a canonical link and hreflang alternates`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${path}`,
      );
    });
  }
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
});

test.describe('debug pages', () => {
  for (const name of ['', 'config', 'content', 'globalData', 'metadata', 'registry', 'routes']) {
    test(`/__docusaurus/debug/${name} renders`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const path = name ? `/__docusaurus/debug/${name}/` : '/__docusaurus/debug/';
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      expect(errors).toEqual([]);
    });
  }
});

test('the debug registry page lists module paths, which the browser bundle loads for it alone', async ({page}) => {
  await page.goto('/__docusaurus/debug/registry/');
  await expect(page.locator('main li').first()).toBeVisible();
  await expect(page.locator('main li code', {hasText: '@theme/DocItem'})).not.toHaveCount(0);
  await expect(page.locator('main li code:text-is("")')).toHaveCount(0);
});

test('the debug config page shows the whole config, with the plugin options that pages do not carry', async ({
  page,
}) => {
  await page.goto('/__docusaurus/debug/config/');
  await expect(page.locator('main')).toContainText('presets');
  await expect(page.locator('main')).toContainText('markdown');
});

test('the search page asks search engines not to index it, in the form they read', async ({page}) => {
  await page.goto('/search/?q=sidebar');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('the sitemap lists the site but leaves out the /tests area', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toContain(`${SITE_URL}/docs/`);
  expect(urls).toContain(`${SITE_URL}/blog/`);
  expect(urls.filter((url) => url?.includes('/tests/'))).toEqual([]);
  // The search page asks not to be indexed, in the form crawlers read; so it is left out too.
  expect(urls).not.toContain(`${SITE_URL}/search/`);
});
