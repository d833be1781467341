import {expect, test} from '@playwright/test';

const REDIRECTS: [from: string, to: string][] = [
  ['/docs/support/', '/community/support/'],
  ['/docs/team/', '/community/team/'],
  ['/docs/resources/', '/community/resources/'],
  ['/docs/next/support/', '/community/support/'],
  ['/docs/next/team/', '/community/team/'],
  ['/docs/next/resources/', '/community/resources/'],
  ['/docs/introduction/', '/docs/'],
  ['/home/', '/'],
  ['/home/?ref=old-link', '/?ref=old-link'],
  ['/home/#features', '/#features'],
  ['/home/?ref=old-link#features', '/?ref=old-link#features'],
  ['/docs/cli.html', '/docs/cli/'],
  ['/community/support.html', '/community/support/'],
];

test.describe('client-side redirects', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} lands on ${to}`, async ({page, baseURL}) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    });
  }
});
