import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {describe, expect, it} from 'vitest';
import {ssrTemplate} from '../ssrTemplate';

async function render(baseUrl: string, scripts: string[]) {
  const template = await compileSSGTemplate(ssrTemplate);
  return template({
    appHtml: '<main><h1>Page</h1></main>',
    baseUrl,
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    headTags: '<title>Page</title>',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<meta name="description" content="A page">'],
    scripts,
    stylesheets: ['assets/css/styles.0123abcd.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\btype=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);

describe('ssrTemplate', () => {
  it('renders the page with its stylesheets and no blocking or deferred script tags', async () => {
    const html = await render('/', ['assets/js/runtime~main.11111111.js', 'assets/js/main.22222222.js']);
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en" dir="ltr">/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.0123abcd.css" />');
    expect(html).toContain('<div id="__docusaurus"><main><h1>Page</h1></main></div>');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('lists the bundles, in order and under the base URL, as data for the loader', async () => {
    const html = await render('/fr/', ['assets/js/runtime~main.11111111.js', 'assets/js/main.22222222.js']);
    const data = /<script type="application\/json" id="__docusaurus-bundles">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual([
      '/fr/assets/js/runtime~main.11111111.js',
      '/fr/assets/js/main.22222222.js',
    ]);
  });

  it('has the same loader on every page and in every locale, so the CSP needs one hash for it', async () => {
    const english = await render('/', ['assets/js/main.22222222.js']);
    const french = await render('/fr/', ['assets/js/runtime~main.33333333.js', 'assets/js/main.44444444.js']);
    expect(inlineScripts(english)).toHaveLength(1);
    expect(inlineScripts(french)).toEqual(inlineScripts(english));
  });
});
