import {expect, test, type Page} from '@playwright/test';
import {storageKey} from './support/siteStorage';
import {waitForHydration} from './support/hydration';

const primaryColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());

test.describe('colour generator on the styling page', () => {
  test('recolours the site live, keeps the choice for the visit and resets', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/styling-layout/');
    await expect.poll(() => primaryColor(page)).toBe('#2e8555');

    const input = page.getByLabel('Primary color', {exact: true});
    await input.fill('#3578e5');
    await expect.poll(() => primaryColor(page)).toBe('#3578e5');
    await expect(page.locator('code').filter({hasText: '--ifm-color-primary: #3578e5;'}).first()).toBeVisible();
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), storageKey('site.colorGenerator.primary.light')),
    ).toBe('#3578e5');

    await page.reload();
    await expect.poll(() => primaryColor(page)).toBe('#3578e5');
    await page.goto('/docs/');
    await expect.poll(() => primaryColor(page)).toBe('#3578e5');

    await page.goto('/docs/styling-layout/');
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect.poll(() => primaryColor(page)).toBe('#2e8555');
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), storageKey('site.colorGenerator.primary.light')),
    ).toBeNull();
  });

  test('keeps the last valid colour while the reader types an invalid one', async ({page}) => {
    await page.goto('/docs/styling-layout/');
    await page.getByLabel('Primary color', {exact: true}).fill('not a colour');
    await expect(page.getByRole('alert')).toContainText('Type a hex colour');
    await expect.poll(() => primaryColor(page)).toBe('#2e8555');
  });
});

test.describe('tabs', () => {
  test('groups with the same groupId switch together and the choice persists', async ({page}) => {
    await page.goto('/docs/installation/');
    const packageManagerGroups = page.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'yarn'})});
    expect(await packageManagerGroups.count()).toBeGreaterThan(1);

    await packageManagerGroups.first().getByRole('tab', {name: 'yarn'}).click();
    const groupCount = await packageManagerGroups.count();
    for (let index = 0; index < groupCount; index += 1) {
      await expect(packageManagerGroups.nth(index).getByRole('tab', {name: 'yarn'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('docusaurus.tab.npm2yarn'))).toBe('yarn');

    await page.reload();
    await expect(packageManagerGroups.last().getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('live code blocks', () => {
  test('re-render the preview when the reader edits the code', async ({page}) => {
    await page.goto('/docs/markdown-features/code-blocks/');
    // The editor loads when its block comes near the screen: scroll to the first live block.
    await page.locator('pre', {hasText: 'function Stopwatch'}).last().scrollIntoViewIfNeeded();
    const playground = page.locator('[class*="playgroundContainer"]').first();
    // The live editor is a contenteditable code block: select its text and type over it.
    const editor = playground.locator('pre[contenteditable]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('<p>Edited in the browser</p>');
    await expect(playground.locator('[class*="playgroundPreview"]')).toContainText('Edited in the browser');
  });
});

for (const colorMode of ['light', 'dark'] as const) {
  test.describe(`${colorMode} mode`, () => {
    test.use({colorScheme: colorMode});

    test('Mermaid diagrams render as SVG', async ({page}) => {
      await page.goto('/docs/markdown-features/diagrams/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      // Both drawings are in the page (src/plugins/static-diagrams); the mode's own shows.
      const diagrams = page.locator('.docusaurus-mermaid-container svg');
      await expect(diagrams.filter({visible: true}).first()).toHaveAttribute('id', new RegExp(`-${colorMode}$`));
    });

    test('math renders with KaTeX and its own stylesheet', async ({page}) => {
      await page.goto('/docs/markdown-features/math-equations/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      await expect(page.locator('.katex-display').first()).toBeVisible();
      const fontFamily = await page
        .locator('.katex')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(fontFamily).toContain('KaTeX_Main');
    });
  });
}

test.describe('syntax highlighting', () => {
  // The workflow's keys and values are plain text in both colour themes: its punctuation shows
  // that it is highlighted.
  const workflowBlock = (page: Page) =>
    page.locator('.theme-code-block').filter({has: page.getByText('.github/workflows/deploy.yml', {exact: true})});

  test('the server sends code highlighted, each block once, before any script runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto('/docs/deployment/');
    await expect(workflowBlock(page).locator('.token.punctuation').first()).toHaveText(':');
    await expect(page.locator('.language-toml .token.table').first()).toBeVisible();
    // No block sent twice: plain in place, highlighted in a hidden part with a script to swap them.
    expect((await response?.text()) ?? '').not.toMatch(/<template|\$RC\b/);
    await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
    await context.close();
  });

  test('a first visit shows highlighted code, and the blocks work once hydrated', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/deployment/');
    await waitForHydration(page);
    const block = workflowBlock(page);
    await expect(block.locator('.token.punctuation').first()).toHaveText(':');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('name: Deploy documentation');
  });

  test('a page reached by a link highlights languages the first page did not load', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.locator('article').getByRole('link', {name: 'Deployment', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/deployment\/$/);
    // The blocks come highlighted in the page's chunks: they are highlighted as soon as it shows.
    await expect(workflowBlock(page)).toBeVisible();
    expect(await workflowBlock(page).locator('.token.punctuation').count()).toBeGreaterThan(0);
    await expect(workflowBlock(page).locator('.token.punctuation').first()).toHaveText(':');
    await expect(page.locator('.language-toml .token.table').first()).toBeVisible();
  });
});

test.describe('the 2.4.3 admonitions page', () => {
  test('shows the Docusaurus 2 title form in its samples, as a 2.4.3 site needs it', async ({page, request}) => {
    await page.goto('/docs/2.4.3/markdown-features/admonitions/');
    const samples = page.locator('article pre');
    await expect(samples.filter({hasText: ':::tip Pro tip: **build locally**'})).toHaveCount(1);
    await expect(samples.filter({hasText: ':::tip[Pro tip'})).toHaveCount(0);
    // The previews render the same admonitions with their titles.
    await expect(page.locator('article .theme-admonition-tip').filter({hasText: 'Pro tip: build locally'})).toHaveCount(
      1,
    );
    const twin = await (await request.get('/docs/2.4.3/markdown-features/admonitions.md')).text();
    expect(twin).toContain(':::tip Pro tip: **build locally**');
  });
});
