import {expect, test} from '@playwright/test';

test.use({serviceWorkers: 'allow'});

test('the web app manifest lists the icons from 72 to 512 px', async ({page, request}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.json');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({name: 'Docusaurus', display: 'standalone', theme_color: '#2e8555'});
  const sizes = (manifest.icons as {sizes: string}[]).map(({sizes}) => sizes);
  expect(sizes).toContain('72x72');
  expect(sizes).toContain('512x512');
  for (const icon of manifest.icons as {src: string}[]) {
    expect((await request.get(`/${icon.src}`)).status()).toBe(200);
  }
});

test('?offlineMode=true registers the service worker in offline mode', async ({page}) => {
  await page.goto('/?offlineMode=true');
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  const params = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? '{}');
  expect(new URL(scriptUrl).pathname).toBe('/sw.js');
  expect(params.offlineMode).toBe(true);
});
