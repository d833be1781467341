import type {Page} from '@playwright/test';

/**
 * Collects the bodies of the scripts a page loads from now on, to look for a runtime's
 * marker (scripts/bench/budgets.json). A script still arriving when the test ends has its
 * body cut off; it counts as empty rather than failing the test.
 */
export function collectScriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return () => Promise.all(bodies);
}
