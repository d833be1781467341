import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const PAGE = '/tests/pages/error-boundary-tests/';

test.describe('error boundaries', () => {
  for (const place of ['inside the content', 'inside the layout']) {
    test(`a crash ${place} shows the crash page and Try again restores it`, async ({page}) => {
      await page.goto(PAGE);
      await waitForHydration(page);
      await page.getByRole('button', {name: `Crash ${place}`}).click();
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
      await expect(page.getByText(`Crashed on purpose ${place}`)).toBeVisible();
      await expect(page.getByText('The cause of the crash')).toBeVisible();
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('button', {name: `Crash ${place}`})).toBeVisible();
    });
  }

  test('a crash outside the layout shows the site-level error page titled "Page Error"', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Crash outside the layout'}).click();
    // The site-level fallback is the framework's own page: its heading has no final period.
    await expect(page.getByRole('heading', {name: 'This page crashed', exact: true})).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('Crashed on purpose outside the layout')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash outside the layout'})).toBeVisible();
    await expect(page).toHaveTitle(/Error boundary tests/);
  });
});
