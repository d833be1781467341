import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

/** A string only the `nprogress` library's code holds (src/plugins/routing-and-prefetch/lazy-progress-bar). */
const PROGRESS_BAR_MARKER = 'nprogress-custom-parent';

test('a slow navigation shows the progress bar, whose library loads only then (src/plugins/routing-and-prefetch/lazy-progress-bar)', async ({
  page,
}) => {
  const scriptsWithBar: string[] = [];
  // From the first page on, every script but the progress bar's arrives 2 s late: the
  // navigation is slow enough for the theme to show its bar.
  let slowNetwork = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(PROGRESS_BAR_MARKER)) {
      scriptsWithBar.push(new URL(route.request().url()).pathname);
    } else if (slowNetwork) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await route.fulfill({response, body});
  });
  await page.goto('/docs/cli/');
  await waitForHydration(page);
  expect(scriptsWithBar, 'the progress bar loads with the first page').toEqual([]);

  slowNetwork = true;
  // A navbar link: its page is not prefetched while the first one is idle.
  await page.locator('.theme-layout-navbar a[href="/showcase/"]').first().click();
  await expect(page.locator('#nprogress')).toBeAttached();
  expect(scriptsWithBar).toHaveLength(1);
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(page.locator('#nprogress')).not.toBeAttached();
});
