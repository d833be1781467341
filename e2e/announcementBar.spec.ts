import {expect, test} from '@playwright/test';
import {storageKey} from './support/siteStorage';

const ANNOUNCEMENT_ID = 'announcementBar-2';

test.describe('announcement bar', () => {
  test('shows until dismissed, and the dismissal persists', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'Canary docs'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Canary docs'})).toHaveAttribute('href', '/docs/');

    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('docusaurus.announcement.id'))).toBe(
      ANNOUNCEMENT_ID,
    );
    await page.reload();
    await expect(page.getByText('Canary docs')).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await page.addInitScript(
      ([idKey, dismissKey]) => {
        localStorage.setItem(idKey, 'announcementBar-1');
        localStorage.setItem(dismissKey, 'true');
      },
      [storageKey('docusaurus.announcement.id'), storageKey('docusaurus.announcement.dismiss')] as const,
    );
    await page.goto('/');
    await expect(page.getByRole('banner').filter({hasText: 'Canary docs'})).toBeVisible();
  });
});
