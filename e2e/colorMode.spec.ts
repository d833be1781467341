import {expect, test, type Page} from '@playwright/test';
import {darkCodeTheme} from '../config/prism';
import {storageKey} from './support/siteStorage';
import {waitForHydration} from './support/hydration';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('colour mode', () => {
  test('defaults to light when the system prefers light', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await expect.poll(() => theme(page)).toBe('light');
  });

  test('follows a dark system preference when no choice is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect.poll(() => theme(page)).toBe('dark');
  });

  test('the toggle switches mode and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/cli/');
    // The toggle cycles system -> light -> dark because the site respects the system preference.
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('title', 'light mode');
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(() => theme(page)).toBe('dark');
  });

  test('removing the stored choice falls back to the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'light');
        sessionStorage.setItem('seeded', 'true');
      }
    }, storageKey('theme'));
    await page.goto('/');
    await expect.poll(() => theme(page)).toBe('light');
    await page.evaluate((key) => localStorage.removeItem(key), storageKey('theme'));
    await page.reload();
    await expect.poll(() => theme(page)).toBe('dark');
  });

  test('code blocks take the dark Prism theme on a first visit in dark mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    const codeBlock = page.locator('.theme-code-block').first();
    // The server renders the light theme; the page must restyle its blocks once it knows the mode.
    await expect
      .poll(() => codeBlock.evaluate((block) => getComputedStyle(block).getPropertyValue('--prism-background-color')))
      .toBe(darkCodeTheme.plain.backgroundColor);
  });

  test("code highlighted at build time takes each mode's token colours, switching without a reload", async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/deployment/');
    await waitForHydration(page);
    const codeBlock = page.locator('pre.prism-code').first();
    const keyword = page.locator('pre.prism-code .token.keyword').first();
    const colours = () =>
      Promise.all([
        codeBlock.evaluate((block) => getComputedStyle(block).backgroundColor),
        keyword.evaluate((token) => getComputedStyle(token).color),
      ]);
    const light = await colours();
    expect(light[0]).toBe('rgb(255, 255, 255)');
    // No inline styles: the stylesheet colours the tokens, per mode.
    await expect(page.locator('pre.prism-code .token[style]')).toHaveCount(0);
    await toggle(page).click();
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('dark');
    const dark = await colours();
    expect(dark[0]).toBe('rgb(40, 42, 54)');
    expect(dark[1]).not.toBe(light[1]);
    expect(await keyword.evaluate((token) => getComputedStyle(token).fontStyle)).toBe('italic');
  });

  test('a choice made in one tab reaches the other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await first.goto('/');
    await second.goto('/blog/');
    await expect.poll(() => theme(second)).toBe('light');
    await toggle(first).click();
    await toggle(first).click();
    await expect.poll(() => theme(first)).toBe('dark');
    await expect.poll(() => theme(second)).toBe('dark');
  });
});
