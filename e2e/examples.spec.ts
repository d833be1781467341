import {expect, test} from '@playwright/test';

test('the Markdown page example renders its partial and its component', async ({page}) => {
  await page.goto('/examples/markdownPageExample/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Markdown page example');
  await expect(
    page.locator('code').filter({hasText: 'npm install --save @docusaurus/plugin-ideal-image'}),
  ).toBeVisible();
  await expect(page.locator('figure').getByText('http://localhost:3000/examples/markdownPageExample/')).toBeVisible();
});

test('the noIndex example asks robots not to index it', async ({page}) => {
  await page.goto('/examples/noIndex/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A page search engines skip');
});
