import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

// The crash page itself, "Try again" and the "Page Error" title are covered by errorBoundary.spec.ts.
const ERROR_BOUNDARY_PAGE = '/tests/pages/error-boundary-tests/';

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('developer errors reach the crash page with the framework message', () => {
  const cases = [
    {
      button: 'Render an unknown navbar item type',
      message: 'No NavbarItem component found for type "fixture-unknown-type".',
    },
    {
      // Needs the `emptySidebar` sidebar of the docs-tests instance (fixtures/sidebars.ts).
      button: 'Render a link to an empty sidebar',
      message: 'Sidebar with ID "emptySidebar" doesn\'t have anything to be linked to.',
    },
    {
      // The hook's own name is minified in the production build; the provider's name is not.
      button: 'Call useDoc outside a doc page',
      message: /is called outside the <DocProvider>/,
    },
  ];

  for (const {button, message} of cases) {
    test(button, async ({page}) => {
      await openHydrated(page, ERROR_BOUNDARY_PAGE);
      await page.getByRole('button', {name: button}).click();
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      // Only the content boundary crashed: the rest of the page is still there.
      await expect(page.getByRole('heading', {name: 'Error boundary tests', level: 1})).toBeVisible();
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('button', {name: button})).toBeVisible();
    });
  }
});

test('without local storage the site warns once in the console and keeps working', async ({page}) => {
  // What a browser that blocks storage does: reading window.localStorage itself throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is disabled for this test', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.emulateMedia({colorScheme: 'light'});

  await openHydrated(page, '/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog\/$/);

  // The toggle cycles system -> light -> dark; without storage the choice lives in memory only.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'light mode');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await expect.poll(() => warnings.filter((text) => text.includes('browser storage is not available'))).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('when the JavaScript bundle cannot load, the home page shows the base URL banner', async ({page}) => {
  // A wrong baseUrl makes every asset request miss; aborting them reproduces that. The banner's
  // own CSS would hide it if the stylesheet loaded, so stylesheets are aborted too.
  await page.route(/\.(js|css)(\?.*)?$/, (route) => route.abort());
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('Current configured baseUrl = /');
  await expect(banner).toContainText('We suggest trying baseUrl = /');
});

test('when the bundle loads, the home page carries no base URL banner, not even a hidden one', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});
