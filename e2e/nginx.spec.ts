import {expect, test, type APIRequestContext} from '@playwright/test';
import {NGINX_URL} from './support/servers';
import {waitForHydration} from './support/hydration';

/** The production nginx configuration (deploy/nginx/) serving the build, service worker included. */
test.use({baseURL: NGINX_URL, serviceWorkers: 'allow'});

/** `Vary` names Accept itself (not only Accept-Encoding); repeated headers arrive joined. */
const VARIES_ON_ACCEPT = /(^|[\s,])Accept(\s|,|$)/m;

const headerOf = async (request: APIRequestContext, path: string, name: string) =>
  (await request.get(path, {maxRedirects: 0})).headers()[name] ?? '';

test.describe('production serving with nginx', () => {
  test('every response carries the security headers', async ({request}) => {
    for (const path of ['/', '/docs/installation/', '/no-such-page/', '/manifest.json']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('hashed assets are cached for a year, pages are revalidated', async ({request, page}) => {
    await page.goto('/');
    const bundle = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    expect(await headerOf(request, bundle ?? '', 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await headerOf(request, '/docs/installation/', 'cache-control')).toBe('no-cache');
    expect(await headerOf(request, '/sw.js', 'cache-control')).toBe('no-cache');

    const first = await request.get('/docs/installation/');
    const etag = first.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await request.get('/docs/installation/', {headers: {'If-None-Match': etag}});
    expect(again.status()).toBe(304);
  });

  test('text is compressed for clients that accept gzip', async ({request}) => {
    const response = await request.get('/docs/installation/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toContain('Accept-Encoding');
  });

  test('a folder without its trailing slash redirects to the slash form', async ({request}) => {
    const response = await request.get('/docs/installation', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/docs/installation/');
  });

  test('Markdown twins are text/markdown, and a page asked for as Markdown answers with its twin', async ({
    request,
  }) => {
    const twin = await request.get('/docs/installation.md');
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.headers()['cache-control']).toBe('no-cache');
    const twinText = await twin.text();

    const asMarkdown = await request.get('/docs/installation/', {headers: {Accept: 'text/markdown'}});
    expect(asMarkdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(asMarkdown.headers()['vary']).toMatch(VARIES_ON_ACCEPT);
    expect(await asMarkdown.text()).toBe(twinText);
    const preferred = await request.get('/docs/installation/', {headers: {Accept: 'text/markdown, text/html;q=0.5'}});
    expect(preferred.headers()['content-type']).toContain('text/markdown');

    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/markdown, text/html', '*/*']) {
      const html = await request.get('/docs/installation/', {headers: {Accept: accept}});
      expect(html.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(html.headers()['vary'], accept).toMatch(VARIES_ON_ACCEPT);
    }
    // A page without a twin stays HTML whatever is asked.
    const home = await request.get('/', {headers: {Accept: 'text/markdown'}});
    expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect((await request.get('/llms.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('an unknown path answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  test('pages with inline scripts, redirects and live code run under the policy', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        violations.push(message.text());
      }
    });
    // The .html redirect pages each carry their own inline script.
    await page.goto('/docs/playground.html');
    await expect(page).toHaveURL(/\/docs\/playground\/$/);
    await waitForHydration(page);
    // The live code block, scrolled to, compiles the example in the browser and renders its button.
    await page.locator('pre', {hasText: 'setClicks'}).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', {name: 'Clicked 0 times'})).toBeVisible();
    expect(violations).toEqual([]);
  });
});
