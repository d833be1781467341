import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const cards = (page: Page) => page.locator('main ul > li.card');

test.describe('feature requests', () => {
  test('filters by status and category, searches, sorts, and keeps it all in the URL', async ({page}) => {
    await page.goto('/feature-requests/');
    await waitForHydration(page);
    const total = await cards(page).count();
    expect(total).toBeGreaterThanOrEqual(20);

    await page.getByLabel('Status').selectOption('complete');
    await expect(page).toHaveURL(/\?status=complete$/);
    const complete = await cards(page).count();
    expect(complete).toBeLessThan(total);
    const badges = await cards(page).locator('span[class*="status"]').allInnerTexts();
    expect(new Set(badges)).toEqual(new Set(['Complete']));

    await page.getByLabel('Sort').selectOption('oldest');
    await expect(page).toHaveURL(/sort=oldest/);
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort());

    await page.reload();
    await expect(cards(page)).toHaveCount(complete);
    await page.goBack();
    await expect(page).toHaveURL(/\?status=complete$/);

    await page.getByLabel('Search', {exact: true}).fill('zzzz no such feature');
    await expect(page.getByText('No request matches these filters.')).toBeVisible();
  });

  test('a request has its own pre-rendered page', async ({page, request}) => {
    await page.goto('/feature-requests/');
    const firstTitle = cards(page).first().getByRole('heading').getByRole('link');
    const title = await firstTitle.innerText();
    const href = (await firstTitle.getAttribute('href')) ?? '';
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
    await firstTitle.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
  });

  test('an unknown sub-path shows a clear message with a way back', async ({page}) => {
    await page.goto('/feature-requests/no-such-request-here/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'No such request'})).toBeVisible();
    await expect(page.locator('main code')).toHaveText('no-such-request-here');
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect(cards(page).first()).toBeVisible();
  });
});
