import {expect, test, type Page} from '@playwright/test';
import budgets from '../scripts/bench/budgets.json';
import {collectScriptBodies} from './support/scriptBodies';
import {waitForHydration} from './support/hydration';

test.describe('upgrade assistant', () => {
  test('a reader goes from the versions page to a comparison and on to the option it lists', async ({page}) => {
    await page.goto('/versions/');
    await page.getByRole('link', {name: /Compare two versions/}).click();
    await expect(page).toHaveURL(/\/versions\/compare\/$/);
    await page.getByRole('link', {name: 'From 2.4.3 to 3.0.0-beta.0'}).click();
    await expect(page).toHaveURL(/\/versions\/compare\/2\.4\.3-to-3\.0\.0-beta\.0\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What changed from 2.4.3 to 3.0.0-beta.0');
    // `docusaurus build --dev` exists in 3.0.0-beta.0, not in 2.4.3.
    await expect(page.locator('main li', {hasText: 'docusaurus build --dev'})).toContainText('Added');
    const added = page.locator('tr[data-change="added"]').first();
    await added.getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/3\.0\.0-beta\.0\/api\//);
  });

  test('an option table marks a row new in its version, in words', async ({page}) => {
    await page.goto('/docs/3.0.0-beta.0/api/themes/@docusaurus/theme-search-algolia/');
    const badge = page.locator('[data-badge="new"]').first();
    await expect(badge).toHaveText('New in 3.0.0-beta.0');
    await page.goto('/docs/2.4.3/api/plugins/@docusaurus/plugin-content-docs/');
    await expect(page.locator('[data-badge="removed"]').first()).toHaveText('Removed in 3.0.0-beta.0');
  });

  test('a changelog entry links the package it names to its reference page', async ({page}) => {
    await page.goto('/changelog/2.4.3/');
    await page
      .locator('article')
      .getByRole('link', {name: 'docusaurus-plugin-content-docs', exact: true})
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/api\/plugins\/@docusaurus\/plugin-content-docs\/$/);
  });

  test('a changelog entry links the option it names to the page that documents it', async ({page}) => {
    await page.goto('/changelog/2.0.0-beta.15/');
    await page.locator('article').getByRole('link', {name: 'trailingSlash', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/docusaurus-config\/$/);
  });

  test('option badges are on the French pages too, in French', async ({page}) => {
    await page.goto('/fr/docs/3.0.0-beta.0/api/themes/@docusaurus/theme-search-algolia/');
    await expect(page.locator('[data-badge="new"]').first()).toHaveText('Nouveau en 3.0.0-beta.0');
  });
});

test.describe('page history across versions', () => {
  const compareButton = (page: Page) => page.getByRole('button', {name: 'Compare with 2.4.3'});
  /** The first inserted word of the open comparison, there once the diff has been drawn. */
  const firstInsertion = (page: Page) =>
    page
      .getByRole('region', {name: /^Changes from/})
      .locator('ins')
      .first();

  test('a reader compares a Canary page with 2.4.3 using the keyboard, then opens the 2.4.3 page', async ({page}) => {
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    const history = page.getByRole('region', {name: 'This page in other versions'});
    await expect(history.getByRole('listitem').filter({hasText: '3.0.0-beta.0'})).toContainText('Open in 3.0.0-beta.0');
    // From the link to the 2.4.3 page, Tab reaches its compare button.
    await history.getByRole('link', {name: 'Open in 2.4.3'}).focus();
    await page.keyboard.press('Tab');
    await expect(compareButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'true');
    const heading = page.getByRole('heading', {name: 'Changes from 2.4.3 to Canary'});
    await expect(heading).toBeFocused();
    const comparison = page.getByRole('region', {name: 'Changes from 2.4.3 to Canary'});
    await expect(comparison.locator('ins').first()).toContainText('Added:');
    await expect(comparison.locator('del').first()).toContainText('Removed:');
    await expect(comparison).toContainText(/Words added: \d+\. Words removed: \d+\./);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(comparison).toHaveCount(0);
    await expect(compareButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await comparison.getByRole('link', {name: 'Open this page in 2.4.3'}).click();
    await expect(page).toHaveURL(/\/docs\/2\.4\.3\/cli\/$/);
    await expect(page.getByRole('button', {name: 'Compare with Canary'})).toBeVisible();
  });

  test('the comparison fits a 390 px wide phone screen without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/api/docusaurus-config/');
    // What this checks is the layout of a drawn comparison, so it starts from a settled page.
    // Once, in CI, no comparison showed within 10 s on this page (the longest) and the cause
    // did not reproduce here: the steps are apart so a failure says which one it was, and the
    // diff of the site's largest pair of pages gets more time.
    await waitForHydration(page);
    await compareButton(page).click();
    await expect(compareButton(page)).toHaveAttribute('aria-expanded', 'true');
    // On a failure this prints what the comparison said instead: still loading, or a file not loaded.
    await expect(page.getByRole('region', {name: /^Changes from/})).toContainText(/Words added: \d+/, {
      timeout: 20_000,
    });
    await expect(firstInsertion(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the diff code loads only when a comparison opens', async ({page}) => {
    const scriptBodies = collectScriptBodies(page);
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    const loadsDiff = async () => (await scriptBodies()).some((body) => body.includes(budgets.runtimeMarkers.jsdiff));
    expect(await loadsDiff()).toBe(false);
    await compareButton(page).click();
    await expect(firstInsertion(page)).toBeVisible();
    expect(await loadsDiff()).toBe(true);
  });

  test('a Markdown file that does not load leaves a message and a link, and the page keeps working', async ({page}) => {
    await page.route('**/docs/2.4.3/cli.md', (route) => route.abort());
    await page.goto('/docs/cli/');
    await compareButton(page).click();
    const comparison = page.getByRole('region', {name: 'Changes from 2.4.3 to Canary'});
    await expect(comparison).toContainText('could not be loaded');
    await expect(comparison.getByRole('link', {name: 'Open this page in 2.4.3'})).toHaveAttribute(
      'href',
      '/docs/2.4.3/cli/',
    );
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('on a French page, the page history speaks French and compares the French twins', async ({page}) => {
    await page.goto('/fr/docs/cli/');
    await page.getByRole('button', {name: 'Comparer avec 2.4.3'}).click();
    const comparison = page.getByRole('region', {name: 'Modifications de 2.4.3 à Canary'});
    await expect(comparison.locator('ins').first()).toBeVisible();
    await expect(comparison.getByRole('link', {name: 'Ouvrir cette page dans 2.4.3'})).toHaveAttribute(
      'href',
      '/fr/docs/2.4.3/cli/',
    );
  });
});
