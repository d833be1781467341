import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

// The PWA registers its service worker on every page; blocking it would log an error.
test.use({serviceWorkers: 'allow'});

test.describe('home page', () => {
  test('loads without console errors and offers the main calls to action', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus');
    await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/docs/');
    await expect(page.getByRole('link', {name: 'Try a Demo'})).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', {name: 'Everything a documentation site needs'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Used by projects you know'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const {violations} = await new AxeBuilder({page}).analyze();
      const serious = violations
        .filter(({impact}) => impact === 'serious' || impact === 'critical')
        .map(({id, nodes}) => `${id}: ${nodes.map(({target}) => target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }

  test('stays within the viewport from 320 px wide', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
