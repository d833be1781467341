import {expect, test} from '@playwright/test';

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
});
