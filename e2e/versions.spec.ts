import {expect, test} from '@playwright/test';
import {storageKey} from './support/siteStorage';

const VERSIONS = [
  {label: 'Canary', path: '/docs/', tag: 'docs-default-current'},
  {label: '3.0.0-beta.0', path: '/docs/3.0.0-beta.0/', tag: 'docs-default-3.0.0-beta.0'},
  {label: '2.4.3', path: '/docs/2.4.3/', tag: 'docs-default-2.4.3'},
];

test.describe('docs versions', () => {
  test('the version dropdown keeps the reader on the same page', async ({page}) => {
    await page.goto('/docs/installation/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await expect(dropdown.locator('.navbar__link')).toHaveText('Canary');
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '2.4.3', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/2\.4\.3\/installation\/$/);
    await expect(dropdown.locator('.navbar__link')).toHaveText('2.4.3');
  });

  test('older versions show a banner that links to the latest docs', async ({page}) => {
    for (const path of ['/docs/2.4.3/installation/', '/docs/3.0.0-beta.0/installation/']) {
      await page.goto(path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText('no longer actively maintained');
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(/\/docs\/installation\/$/);
    }
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('the preferred version is remembered for the docs plugin', async ({page}) => {
    await page.goto('/docs/installation/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '2.4.3', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/2\.4\.3\/installation\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('docs-preferred-version-default'))).toBe(
      '2.4.3',
    );
    await page.goto('/blog/');
    // The link learns the stored version once the page hydrates; a click before that is a plain link to /docs/.
    const docsLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true});
    await expect(docsLink).toHaveAttribute('href', '/docs/2.4.3/');
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/2\.4\.3\/$/);
  });

  for (const {label, path, tag} of VERSIONS) {
    test(`${label} pages carry their version in the docsearch meta tags`, async ({page}) => {
      await page.goto(`${path}cli/`);
      await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', tag);
      await expect(page.locator('meta[name="docsearch:language"]')).toHaveAttribute('content', 'en');
    });
  }
});

test('the community sidebar lists its pages in order, then the related sections', async ({page}) => {
  await page.goto('/community/support/');
  const labels = await page.locator('.theme-doc-sidebar-menu .menu__link').allInnerTexts();
  expect(labels.map((label) => label.trim())).toEqual([
    'Support',
    'Team',
    'Awesome Resources',
    'Contributing',
    'Canary releases',
    'Release process',
    'Changelog',
    'Showcase',
    'Feature Requests',
  ]);
});

test('the versions page lists every version with docs and release notes that resolve', async ({page, request}) => {
  await page.goto('/versions/');
  const table = page.locator('main table');
  await expect(table).toHaveCount(3);
  for (const label of ['Canary', '3.0.0-beta.0', '2.4.3', '2.3.1', '1.x']) {
    await expect(page.getByRole('rowheader', {name: label, exact: true})).toBeVisible();
  }
  const internalLinks = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(internalLinks.length).toBeGreaterThanOrEqual(8);
  for (const href of internalLinks) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await expect(page.getByRole('row', {name: /2\.3\.1/}).getByRole('link', {name: 'Documentation'})).toHaveAttribute(
    'href',
    /docusaurus-v2-3-1/,
  );
});
