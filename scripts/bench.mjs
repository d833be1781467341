// Prints the figures the project tracks, never a verdict (the budgets are checked by
// e2e/budgets.spec.ts): cold production build time and peak memory, English and all
// locales; what a first visit downloads per page type (JS and CSS, gzip) and whether it
// loads KaTeX's CSS, Mermaid or the live-code runtime; Lighthouse scores; and a load test
// of nginx serving the build.
// Usage: npm run bench [-- --skip-build] [-- --skip-all-locales]
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {printLighthouse} from './bench/lighthouse.mjs';
import {printLoadTest} from './bench/load.mjs';

const NGINX_PORT = 4181;
const BASE_URL = `http://127.0.0.1:${NGINX_PORT}`;
// The page types, budgets and runtime markers shared with e2e/budgets.spec.ts.
const budgets = JSON.parse(readFileSync(new URL('bench/budgets.json', import.meta.url), 'utf8'));
const LIGHTHOUSE_PAGES = Object.fromEntries(
  ['home', 'doc page', 'blog post', 'showcase'].map((type) => [type, budgets.pages[type]]),
);

function coldBuild(localeArgs) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(dir, {recursive: true, force: true});
  }
  const gnuTime = existsSync('/usr/bin/time');
  const args = ['docusaurus', 'build', ...localeArgs];
  const started = process.hrtime.bigint();
  const result = spawnSync(
    gnuTime ? '/usr/bin/time' : 'npx',
    gnuTime ? ['-f', 'peak-rss-kb=%M', 'npx', ...args] : args,
    {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error('The production build failed; fix it before benchmarking.');
  }
  const peakKb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1];
  const memory = peakKb ? `${(Number(peakKb) / 1024).toFixed(0)} MB` : 'unavailable (no /usr/bin/time)';
  console.log(
    `cold production build (${localeArgs.join(' ') || 'all locales'}): ${seconds.toFixed(1)} s, peak memory (max RSS) ${memory}`,
  );
}

/** Resolves once no request has been in flight for half a second. */
async function networkSettled(page) {
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => {
    inFlight += 1;
  });
  const finished = () => {
    inFlight -= 1;
    quietSince = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () =>
    new Promise((resolve) => {
      const check = setInterval(() => {
        if (inFlight <= 0 && Date.now() - quietSince > 500) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });
}

async function firstVisit(browser, url) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => ({type, url: response.url(), body})));
    }
  });
  const settled = await networkSettled(page);
  // On a busy machine the network goes quiet while the main bundle is still being parsed,
  // before the page's own chunks and anything it loads after hydration: wait for both.
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await settled();
  const assets = await Promise.all(bodies);
  await context.close();
  const gzip = (type) =>
    assets.filter((asset) => asset.type === type).reduce((total, {body}) => total + gzipSync(body).length, 0);
  const runtimes = Object.entries(budgets.runtimeMarkers)
    .filter(([, marker]) => assets.some(({type, body}) => type === 'script' && body.includes(marker)))
    .map(([name]) => name);
  if (assets.some(({url}) => /\/assets\/css\/katex\./.test(url))) {
    runtimes.push('KaTeX CSS');
  }
  return {
    js: gzip('script'),
    css: gzip('stylesheet'),
    files: assets.length,
    runtimes,
    urls: assets.map(({url}) => url),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function nginx(command) {
  const result = spawnSync('bash', ['scripts/nginx.sh', command], {
    stdio: 'inherit',
    env: {...process.env, NGINX_PORT: `${NGINX_PORT}`},
  });
  if (result.status !== 0) {
    throw new Error(`scripts/nginx.sh ${command} failed`);
  }
}

if (!process.argv.includes('--skip-build')) {
  coldBuild(['--locale', 'en']);
  if (!process.argv.includes('--skip-all-locales')) {
    coldBuild([]);
  }
}

nginx('start');
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const assetUrls = new Set();
  console.log('\nfirst visit (nginx), gzip, budgets in KB:');
  for (const [name, path] of Object.entries(budgets.pages)) {
    const {js, css, files, runtimes, urls} = await firstVisit(browser, `${BASE_URL}${path}`);
    urls.forEach((url) => assetUrls.add(new URL(url).pathname));
    const budget = budgets.firstVisitGzipKb[name];
    console.log(
      `  ${name.padEnd(18)} ${path.padEnd(42)} JS ${kb(js).padStart(9)} (budget ${budget.js})` +
        `  CSS ${kb(css).padStart(8)} (budget ${budget.css})  ${files} files` +
        `  loads: ${runtimes.join(', ') || '-'}`,
    );
  }
  await browser.close();

  await printLighthouse(BASE_URL, LIGHTHOUSE_PAGES);

  const sitemap = readFileSync('build/sitemap.xml', 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  const samplePages = pages.filter((_, index) => index % Math.max(1, Math.floor(pages.length / 40)) === 0);
  printLoadTest(BASE_URL, [...samplePages, ...assetUrls]);
} finally {
  nginx('stop');
}
