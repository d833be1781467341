import type {Page} from '@playwright/test';

/**
 * Resolves once React has hydrated the page (Docusaurus then sets `data-has-hydrated` on
 * `<html>`). Checked on every animation frame: an `expect(...).toHaveAttribute` retries at
 * 100, 250, 500 and 1,000 ms, which added about half a second to each visit of the crawl.
 */
export async function waitForHydration(page: Page, {timeout = 10_000}: {timeout?: number} = {}): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    polling: 'raf',
    timeout,
  });
}
