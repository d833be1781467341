import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const cards = (page: Page) => page.locator('#showcase-all ~ ul > li');
const count = (page: Page) => page.locator('[aria-live="polite"]').filter({hasText: /sites?$/});

async function shownCount(page: Page): Promise<number> {
  return Number((await count(page).innerText()).split(' ')[0]);
}

test.describe('showcase', () => {
  test('shows the favourites and every site when no filter is set', async ({page}) => {
    await page.goto('/showcase/');
    await expect(page.getByRole('heading', {name: 'Our favorites'})).toBeVisible();
    const total = await shownCount(page);
    expect(total).toBeGreaterThanOrEqual(60);
    await expect(cards(page)).toHaveCount(total);
  });

  test('the first previews load with the page, in a size that fits the card; the others wait for scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/showcase/');
    const previews = page.locator('#showcase-favorites ~ ul img');
    const first = previews.first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The generated sizes are 640 and 1030 pixels wide; a phone-wide card never needs more.
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(640|1030)\.png$/);
    const lastPreview = cards(page).last().locator('img');
    await expect(lastPreview).toHaveAttribute('loading', 'lazy');
    expect(await lastPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    await lastPreview.scrollIntoViewIfNeeded();
    await expect.poll(() => lastPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('tag filters combine with OR or AND, and the URL follows', async ({page}) => {
    await page.goto('/showcase/');
    const total = await shownCount(page);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'I18n', exact: true}).click();
    await expect(page).toHaveURL(/\?tags=i18n$/);
    await expect(page.getByRole('heading', {name: 'Our favorites'})).toBeHidden();
    const i18n = await shownCount(page);

    await page.getByRole('button', {name: 'Versioning', exact: true}).click();
    await expect(page).toHaveURL(/\?tags=i18n&tags=versioning$/);
    const either = await shownCount(page);
    expect(either).toBeGreaterThanOrEqual(i18n);

    await page.getByLabel('all tags (AND)').check();
    await expect(page).toHaveURL(/operator=AND/);
    const both = await shownCount(page);
    expect(both).toBeLessThanOrEqual(i18n);
    await expect(cards(page)).toHaveCount(both);
    expect(both).toBeLessThan(total);
  });

  test('a filtered view survives reload and back/forward', async ({page}) => {
    await page.goto('/showcase/?tags=meta&name=re');
    // The filters apply once the page has hydrated: wait for them before counting.
    await expect(page.getByRole('button', {name: 'Meta', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', {name: 'Search sites by name'})).toHaveValue('re');
    const filtered = await shownCount(page);
    await page.reload();
    await expect(page.getByRole('button', {name: 'Meta', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownCount(page)).toBe(filtered);

    await page.getByRole('button', {name: 'Product', exact: true}).click();
    await expect(page).toHaveURL(/tags=product/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tags=meta&name=re$/);
    await expect.poll(() => shownCount(page)).toBe(filtered);
    await page.goForward();
    await expect(page).toHaveURL(/tags=product/);
  });

  test('the name search filters as the reader types, and clear all resets everything', async ({page}) => {
    await page.goto('/showcase/');
    const total = await shownCount(page);
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search sites by name'}).fill('jest');
    await expect(page).toHaveURL(/name=jest/);
    await expect(cards(page).first()).toContainText('Jest');
    await page.getByRole('searchbox', {name: 'Search sites by name'}).fill('<script>.*(');
    await expect(page.getByText('No site matches these filters.')).toBeVisible();
    await page.getByRole('button', {name: 'Clear all'}).click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect.poll(() => shownCount(page)).toBe(total);
  });

  test('tag descriptions show as tooltips on hover and focus', async ({page}) => {
    await page.goto('/showcase/');
    const tag = page.getByRole('button', {name: 'Large', exact: true});
    await tag.focus();
    await expect(page.getByRole('tooltip', {name: /more than 200 pages/})).toBeVisible();
  });
});
