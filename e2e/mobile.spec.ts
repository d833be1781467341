import {expect, test} from '@playwright/test';

const MOBILE_BREAKPOINT = 996;

test.describe('mobile layout', () => {
  test('switches to the hamburger at 996 px and below', async ({page}) => {
    await page.setViewportSize({width: MOBILE_BREAKPOINT + 1, height: 800});
    await page.goto('/');
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(hamburger).toBeHidden();
    await page.setViewportSize({width: MOBILE_BREAKPOINT, height: 800});
    await expect(hamburger).toBeVisible();
  });

  test('opens a sidebar that locks the page scroll and closes with its button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('on a docs page shows the doc sidebar first, with a way back to the main menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/cli/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Showcase'})).toBeVisible();
  });

  test('closes when the window becomes desktop-wide', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 844});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
