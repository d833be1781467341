import {existsSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {BUILD_DIR} from './support/builtSite';
import {waitForHydration} from './support/hydration';

/** One page of every type the site has; the crawl covers the rest of each type's pages. */
const PAGE_TYPES = [
  ['home', '/'],
  ['doc', '/docs/installation/'],
  ['doc with live code blocks', '/docs/markdown-features/code-blocks/'],
  ['doc with a task list', '/docs/markdown-features/plugins/'],
  ['versioned doc', '/docs/2.4.3/installation/'],
  ['category index', '/docs/category/getting-started/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/2017/12/14/introducing-docusaurus/'],
  ['blog tag', '/blog/tags/release/'],
  ['changelog list', '/changelog/'],
  ['changelog release', '/changelog/2.4.3/'],
  ['showcase', '/showcase/'],
  ['versions', '/versions/'],
  ['feature requests', '/feature-requests/'],
  ['search', '/search/'],
  ['community doc', '/community/support/'],
  ['not found', '/this-page-does-not-exist/'],
] as const;

/**
 * Pages whose navbar and layout change at phone width (the navbar's search button and menu,
 * the collapsed table of contents and sidebar): a phone-only problem escaped the desktop pass once.
 */
const PHONE_PAGE_TYPES = PAGE_TYPES.filter(([type]) => ['home', 'doc', 'blog post'].includes(type));

/**
 * Pages where a phone-width sweep in dark mode found something the other passes missed: an
 * option table without links that scrolls sideways only at phone width (axe
 * `scrollable-region-focusable`), and code in links on the grey of a striped table row, whose
 * dark-mode link green was too dark, Infima's primary badge, and a diagram's edge labels
 * (axe `color-contrast`).
 */
const DARK_PHONE_PAGES = [
  ['versioned doc with a wide table', '/docs/2.4.3/api/plugins/@docusaurus/plugin-content-blog/'],
  ['doc with code links in a table', '/docs/api/misc/@docusaurus/eslint-plugin/'],
  ['version comparison', '/versions/compare/2.4.3-to-canary/'],
  ['doc with a primary badge', '/docs/styling-layout/'],
  ['doc with a labelled diagram', '/docs/blog/'],
] as const;

const PHONE_VIEWPORT = {width: 390, height: 844};

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The rules whose outcome depends on the colours. Structure, names and roles are the same in
 * both colour modes, so the light passes check every rule and the dark passes only these:
 * axe takes seconds per page, up to half a minute on the longest.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoBlockingViolations(
  page: Page,
  pagePath: string,
  colorScheme: 'light' | 'dark',
  rules: 'all' | 'colour' = 'all',
) {
  await page.goto(pagePath);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const axe = new AxeBuilder({page});
  const {violations} = await (
    rules === 'colour'
      ? axe.withRules(COLOUR_RULES)
      : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target.join(' '))}));
  expect(blocking).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  const rules = colorScheme === 'light' ? 'all' : 'colour';
  const checked = rules === 'all' ? 'accessibility' : 'colour contrast';

  test.describe(`${checked} in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const [type, pagePath] of PAGE_TYPES) {
      test(`${type} (${pagePath}) has no serious or critical axe violations`, async ({page}) => {
        // axe needs a while on the longest pages, more so on a busy CI machine.
        test.setTimeout(90_000);
        const isKnownPage = type === 'not found' || existsSync(path.join(BUILD_DIR, pagePath, 'index.html'));
        test.skip(!isKnownPage, `this build has no ${pagePath}`);
        await expectNoBlockingViolations(page, pagePath, colorScheme, rules);
      });
    }
  });

  test.describe(`${checked} at phone width in ${colorScheme} mode`, () => {
    test.use({colorScheme, viewport: PHONE_VIEWPORT});

    for (const [type, pagePath] of PHONE_PAGE_TYPES) {
      test(`${type} (${pagePath}) has no serious or critical axe violations`, async ({page}) => {
        test.setTimeout(90_000);
        await expectNoBlockingViolations(page, pagePath, colorScheme, rules);
      });
    }
  });
}

test.describe('accessibility at phone width in dark mode', () => {
  test.use({colorScheme: 'dark', viewport: PHONE_VIEWPORT});

  for (const [type, pagePath] of DARK_PHONE_PAGES) {
    test(`${type} (${pagePath}) has no serious or critical axe violations`, async ({page}) => {
      test.setTimeout(90_000);
      test.skip(!existsSync(path.join(BUILD_DIR, pagePath, 'index.html')), `this build has no ${pagePath}`);
      await expectNoBlockingViolations(page, pagePath, 'dark');
    });
  }
});
