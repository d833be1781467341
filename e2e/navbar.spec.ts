import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

test.describe('navbar', () => {
  test('the skip link is the first focusable element and moves keyboard focus to the content', async ({page}) => {
    await page.goto('/docs/cli/');
    // Before hydration the link is a plain anchor to the content wrapper, before the sidebar;
    // hydrated, it focuses the <main> element itself, which is what is checked here.
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab continues from the main content, past the whole navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('shows the left items in order and the right-hand controls', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    // A retrying check: the navbar's items can still be settling when the page has loaded.
    await expect(navbar.locator('.navbar__items:not(.navbar__items--right) > .navbar__item')).toHaveText([
      'Docs',
      'API',
      'Blog',
      'Showcase',
      'Community',
      'Tests',
    ]);
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus',
    );
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar.locator('.navbar__items--right .dropdown').filter({hasText: 'English'})).toBeVisible();
    await expect(navbar.locator('img.navbar__logo, .navbar__logo img')).toHaveAttribute('width', '32');
  });

  test('items lead to their areas and mark the active one', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/cli\/$/);
    await navbar.getByRole('link', {name: 'Community', exact: true}).click();
    await expect(page).toHaveURL(/\/community\/support\/$/);
    await expect(navbar.getByRole('link', {name: 'Community', exact: true})).toHaveClass(/navbar__link--active/);
  });

  test('the custom item appears only on /tests pages and shows an alert', async ({page}) => {
    await page.goto('/');
    const customItem = page.getByRole('button', {name: 'Custom item'});
    await expect(customItem).toHaveCount(0);

    await page.goto('/tests/');
    await expect(customItem).toBeVisible();
    const dialogs: string[] = [];
    page.once('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await customItem.click();
    await expect.poll(() => dialogs).toEqual(['alert: This custom navbar item renders only on /tests pages.']);
  });

  test('the version dropdown lists archived versions and all versions', async ({page}) => {
    await page.goto('/docs/cli/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    await expect(dropdown.getByText('Archived versions')).toBeVisible();
    await expect(dropdown.getByRole('link', {name: '2.3.1'})).toHaveAttribute('href', /docusaurus-v2-3-1/);
    await dropdown.getByRole('link', {name: 'All versions'}).click();
    await expect(page).toHaveURL(/\/versions\/$/);
  });

  test('hides when scrolling down and comes back when scrolling up', async ({page}) => {
    await page.goto('/docs/cli/');
    const navbar = page.locator('nav.navbar');
    const navbarTop = async () => (await navbar.boundingBox())?.y ?? 0;
    await page.mouse.move(600, 400);
    // Scroll in steps, as a reader does: the navbar reacts to the direction between two positions.
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
    }
    await expect.poll(navbarTop).toBeLessThan(0);
    await page.mouse.wheel(0, -100);
    await page.waitForTimeout(50);
    await page.mouse.wheel(0, -100);
    await expect.poll(navbarTop).toBe(0);
  });
});

test.describe('external links', () => {
  test('open in a new tab without access to the opener', async ({page}) => {
    await page.goto('/community/support/');
    const externalLinks = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
    const count = await externalLinks.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const link = externalLinks.nth(index);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});
