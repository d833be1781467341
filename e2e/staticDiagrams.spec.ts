import {expect, test, type Page} from '@playwright/test';
import budgets from '../scripts/bench/budgets.json';
import {collectScriptBodies} from './support/scriptBodies';
import {waitForHydration} from './support/hydration';

/**
 * Mermaid code blocks arrive as SVG drawn at build time, in both colour modes
 * (src/plugins/static-diagrams): no Mermaid runtime in readers' browsers, except for the
 * theme's <Mermaid> component, which the tests area still exercises.
 */

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const shownDiagrams = (page: Page) => page.locator('main figure svg[role="img"]').filter({visible: true});

/** Opens a page and returns whether any script it has loaded so far contains Mermaid. */
async function openCountingMermaid(page: Page, path: string): Promise<() => Promise<boolean>> {
  const scriptBodies = collectScriptBodies(page);
  await page.goto(path);
  await waitForHydration(page, {timeout: 20_000});
  return async () => (await scriptBodies()).some((body) => body.includes(budgets.runtimeMarkers.Mermaid));
}

test('a diagram is an SVG image in light and dark mode, switching with the colour mode without a reload', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const loadedMermaid = await openCountingMermaid(page, '/docs/installation/');
  const diagram = page.getByRole('img', {name: /docusaurus\.config\.ts, preset-classic/});
  await expect(diagram).toBeVisible();
  await expect(diagram).toHaveAttribute('id', /-light$/);
  await expect(shownDiagrams(page)).toHaveCount(1);
  // A marker set now disappears if the page reloads.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));

  // The toggle cycles system -> light -> dark, as the site respects the system preference.
  await toggle(page).click();
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toHaveAttribute('id', /-dark$/);
  await expect(shownDiagrams(page)).toHaveCount(1);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await loadedMermaid(), 'a script with the Mermaid runtime').toBe(false);
});

test('the diagram source stays next to it, folded, for copy and search', async ({page}) => {
  await page.goto('/docs/installation/');
  const figure = page.locator('main figure').filter({has: page.locator('svg[role="img"]')});
  const source = figure.locator('pre code');
  await expect(source).toBeHidden();
  await figure.getByText('Diagram source').click();
  await expect(source).toBeVisible();
  await expect(source).toContainText('config["docusaurus.config.ts"] --> preset["preset-classic"]');
});

test('several diagrams on one page share no id, and each arrowhead is its own diagram’s', async ({page}) => {
  await page.goto('/docs/markdown-features/diagrams/');
  await expect(shownDiagrams(page).first()).toBeVisible();
  const {duplicates, foreignMarkers, diagrams} = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    const svgs = Array.from(document.querySelectorAll('main figure svg[role="img"]'));
    return {
      diagrams: svgs.length,
      duplicates: ids.filter((id, index) => ids.indexOf(id) !== index),
      // Every marker an SVG points at lives in that same SVG.
      foreignMarkers: svgs.flatMap((svg) =>
        Array.from(svg.querySelectorAll('[marker-end], [marker-start]'))
          .flatMap((line) => [line.getAttribute('marker-end'), line.getAttribute('marker-start')])
          .map((reference) => /url\(#(.+)\)/.exec(reference ?? '')?.[1])
          .filter((id): id is string => id !== undefined && svg.querySelector(`[id="${id}"]`) === null),
      ),
    };
  });
  expect(diagrams).toBeGreaterThanOrEqual(4);
  expect(duplicates).toEqual([]);
  expect(foreignMarkers).toEqual([]);
});

test.describe('no Mermaid runtime where diagrams are static', () => {
  for (const path of ['/docs/advanced/client/', '/docs/2.4.3/installation/', '/docs/3.0.0-beta.0/deployment/']) {
    test(path, async ({page}) => {
      const loadedMermaid = await openCountingMermaid(page, path);
      await expect(shownDiagrams(page).first()).toBeVisible();
      await page.mouse.wheel(0, 4000);
      expect(await loadedMermaid()).toBe(false);
    });
  }

  test("the theme's <Mermaid> component still draws in the browser (tests area)", async ({page}) => {
    const loadedMermaid = await openCountingMermaid(page, '/tests/pages/diagrams/');
    await expect(page.locator('.docusaurus-mermaid-container svg').filter({visible: true})).toHaveCount(8);
    expect(await loadedMermaid()).toBe(true);
  });
});
