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
  // Registration is enough here: installing means precaching the whole site, which takes a while.
  const scriptUrl = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
      return worker?.scriptURL ?? '';
    });
  await expect.poll(scriptUrl, {timeout: 20_000}).toContain('/sw.js');
  const url = new URL(await scriptUrl());
  expect(url.pathname).toBe('/sw.js');
  expect(JSON.parse(url.searchParams.get('params') ?? '{}').offlineMode).toBe(true);
});
