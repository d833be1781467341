import {existsSync} from 'node:fs';
import {expect, test} from '@playwright/test';

/** The Markdown twin controls of src/plugins/markdown-twins, as a reader uses them. */
test.describe('Markdown twins in the page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a doc links its twin in the head and copies it with the keyboard', async ({page, request}) => {
    await page.goto('/docs/installation/');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/docs/installation.md',
    );
    const controls = page.getByRole('group', {name: 'This page in Markdown'});
    await expect(controls.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/installation.md',
    );

    const copy = controls.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(controls.getByRole('status')).toHaveText('Page copied as Markdown');
    const expected = await (await request.get('/docs/installation.md')).text();
    expect(expected.startsWith('# Installation')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('View as Markdown opens the twin of a blog post', async ({page}) => {
    await page.goto('/blog/releases/2.4/');
    const link = page.getByRole('group', {name: 'This page in Markdown'}).getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/blog/releases/2.4.md');
    const [response] = await Promise.all([page.waitForResponse(/releases\/2\.4\.md$/), link.click()]);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Docusaurus 2\.4/);
  });

  test('fixture pages of /tests have no twin', async ({page}) => {
    await page.goto('/tests/docs/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  test('the examples area has no twin', async ({page, request}) => {
    await page.goto('/examples/markdownPageExample/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
    expect((await request.get('/examples/markdownPageExample.md')).status()).toBe(404);
    expect(await (await request.get('/llms.txt')).text()).not.toContain('/examples/');
  });

  test('the controls speak the reader’s language', async ({page}) => {
    test.skip(!existsSync('build/fr/index.html'), 'needs the French build');
    await page.goto('/fr/docs/installation/');
    const controls = page.getByRole('group', {name: 'Cette page en Markdown'});
    await expect(controls.getByRole('button', {name: 'Copier la page'})).toBeVisible();
    await expect(controls.getByRole('link', {name: 'Voir en Markdown'})).toHaveAttribute(
      'href',
      '/fr/docs/installation.md',
    );
  });
});
