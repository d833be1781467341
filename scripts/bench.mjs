// Prints the figures the project tracks, never a verdict (the budgets are checked by
// e2e/budgets.spec.ts): cold production build time and peak memory, English and all
// locales, beside a stock Docusaurus site's (scripts/bench/stock-site.mjs); what a first
// visit downloads per page type (JS executed and with prefetches, and CSS, gzip; the stock
// site's pages measured the same way) and whether it loads KaTeX's CSS, Mermaid or the
// live-code runtime; Lighthouse scores for every page type, for doc pages drawn at random
// from the sitemaps and for the stock site; and a load test of nginx serving the build.
// Usage: npm run bench [-- options]
//   --skip-build           measure the existing builds (the stock site is built if missing)
//   --skip-all-locales     build English only
//   --lighthouse-only      skip the first-visit download figures and the load test
//   --lighthouse-runs N    runs per page type and stock page, median printed (default 3)
//   --sample N             doc pages drawn at random, one run each (default 20)
//   --seed N               the draw's seed (printed on every run; random by default)
//   --help, -h             print this usage
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {fullChromiumPath} from './debian-package.mjs';
import {formatLighthouse, LIGHTHOUSE_COLUMNS, median, openLighthouse} from './bench/lighthouse.mjs';
import {printLoadTest} from './bench/load.mjs';
import {seededRandom, sample} from './bench/random.mjs';
import {coldBuild, describeBuild, nginx} from './bench/site.mjs';
import {buildStockSite, STOCK_BUILD_DIR, STOCK_PAGES} from './bench/stock-site.mjs';

const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-all-locales': {type: 'boolean', default: false},
    'lighthouse-only': {type: 'boolean', default: false},
    'lighthouse-runs': {type: 'string', default: '3'},
    sample: {type: 'string', default: '20'},
    seed: {type: 'string'},
    help: {type: 'boolean', short: 'h', default: false},
  },
});
if (options.help) {
  // The usage is this file's opening comment, from its "Usage:" line on.
  const header = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  const usage = header.slice(header.findIndex((line) => line.startsWith('// Usage:')));
  console.log(
    usage
      .slice(
        0,
        usage.findIndex((line) => !line.startsWith('//')),
      )
      .map((line) => line.slice(3))
      .join('\n'),
  );
  process.exit(0);
}
const wholeNumber = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`--${name} takes a whole number, not "${options[name]}".`);
  }
  return value;
};
const LIGHTHOUSE_RUNS = Math.max(1, wholeNumber('lighthouse-runs'));
const SAMPLE_SIZE = wholeNumber('sample');
const SEED = options.seed === undefined ? Math.floor(Math.random() * 1e6) : wholeNumber('seed');

const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4181);
const STOCK_NGINX_PORT = Number(process.env.STOCK_NGINX_PORT ?? 4182);
const BASE_URL = `http://127.0.0.1:${NGINX_PORT}`;
const STOCK_URL = `http://127.0.0.1:${STOCK_NGINX_PORT}`;
// The page types, budgets and runtime markers shared with e2e/budgets.spec.ts.
const budgets = JSON.parse(readFileSync(new URL('bench/budgets.json', import.meta.url), 'utf8'));

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
    // Prefetched chunks (<link rel="prefetch">) are not scripts yet, but they are JS the
    // first visit downloads: the whole-load figure counts them.
    if (type === 'script' || type === 'stylesheet' || new URL(response.url()).pathname.endsWith('.js')) {
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
  const gzip = (test) => assets.filter(test).reduce((total, {body}) => total + gzipSync(body).length, 0);
  const runtimes = Object.entries(budgets.runtimeMarkers)
    .filter(([, marker]) => assets.some(({type, body}) => type === 'script' && body.includes(marker)))
    .map(([name]) => name);
  if (assets.some(({url}) => /\/assets\/css\/katex\./.test(url))) {
    runtimes.push('KaTeX CSS');
  }
  return {
    js: gzip(({type}) => type === 'script'),
    jsWholeLoad: gzip(
      ({type, url}) => type === 'script' || (type !== 'stylesheet' && new URL(url).pathname.endsWith('.js')),
    ),
    css: gzip(({type}) => type === 'stylesheet'),
    files: assets.length,
    runtimes,
    urls: assets.map(({url}) => url),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Paths of every sitemap of the build: the default locale's and each other locale's. */
function sitemapPaths() {
  const sitemaps = [
    'build/sitemap.xml',
    ...readdirSync('build').map((entry) => path.join('build', entry, 'sitemap.xml')),
  ];
  return sitemaps
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map(([, url]) => new URL(url).pathname);
}

/** Doc pages of every version and locale, without the tag listings. */
const isDocPage = (pathname) => /^(\/[^/]+)?\/docs\//.test(pathname) && !pathname.includes('/tags/');

/** Median and worst performance score and TBT of the random sample beside the stock docs'. */
function printComparison(ourSample, stockDocs) {
  const summary = (results) => {
    const perf = results.map((result) => result.scores.performance);
    const tbt = results.map((result) => result.metrics.TBT);
    return [median(perf), Math.min(...perf), median(tbt), Math.max(...tbt)];
  };
  const ours = summary(ourSample);
  const stock = summary(stockDocs);
  const row = (label, cells) => console.log(`  ${label.padEnd(24)}${cells.map((cell) => cell.padStart(12)).join('')}`);
  const score = (value) => value.toFixed(0);
  const ms = (value) => `${value.toFixed(0)} ms`;
  const withUnits = (values) => [score(values[0]), score(values[1]), ms(values[2]), ms(values[3])];
  console.log('');
  row('', ['perf median', 'perf worst', 'TBT median', 'TBT worst']);
  row('ours, random doc pages', withUnits(ours));
  row('stock, doc pages', withUnits(stock));
  row(
    'ours / stock',
    ours.map((value, index) => value / stock[index]).map((ratio) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '-')),
  );
}

async function printLighthouseSection() {
  const lighthouse = await openLighthouse();
  try {
    console.log(`\nLighthouse (mobile defaults): ${LIGHTHOUSE_COLUMNS}`);
    console.log(`our page types, median of ${LIGHTHOUSE_RUNS}:`);
    for (const [name, pathname] of Object.entries(budgets.pages)) {
      if (!existsSync(path.join('build', pathname, 'index.html'))) {
        console.log(`  ${name} ${pathname}: not in this build (English only?), skipped`);
        continue;
      }
      console.log(
        formatLighthouse(`${name} ${pathname}`, await lighthouse.measure(`${BASE_URL}${pathname}`, LIGHTHOUSE_RUNS)),
      );
    }

    const docPages = [...new Set(sitemapPaths().filter(isDocPage))];
    const drawn = sample(docPages, SAMPLE_SIZE, seededRandom(SEED));
    console.log(
      `${drawn.length} of our ${docPages.length} doc pages drawn at random, one run each (seed ${SEED}; --seed ${SEED} repeats the draw):`,
    );
    const ourSample = [];
    for (const pathname of drawn) {
      const result = await lighthouse.measure(`${BASE_URL}${pathname}`, 1);
      ourSample.push(result);
      console.log(formatLighthouse(pathname, result));
    }

    console.log(`stock Docusaurus site, median of ${LIGHTHOUSE_RUNS}:`);
    const stockDocs = [];
    nginx('start', {port: STOCK_NGINX_PORT, buildDir: STOCK_BUILD_DIR});
    try {
      for (const [name, pathname] of Object.entries(STOCK_PAGES)) {
        const result = await lighthouse.measure(`${STOCK_URL}${pathname}`, LIGHTHOUSE_RUNS);
        if (pathname !== '/') {
          stockDocs.push(result);
        }
        console.log(formatLighthouse(`${name} ${pathname}`, result));
      }
    } finally {
      nginx('stop', {port: STOCK_NGINX_PORT, buildDir: STOCK_BUILD_DIR});
    }
    if (ourSample.length > 0) {
      printComparison(ourSample, stockDocs);
    }
  } finally {
    await lighthouse.close();
  }
}

if (!options['skip-build']) {
  const english = coldBuild('.', ['--locale', 'en']);
  console.log(describeBuild('--locale en', english));
  if (!options['skip-all-locales']) {
    console.log(describeBuild('all locales', coldBuild('.')));
  }
  const stock = buildStockSite();
  const perPage = (build) => build.seconds / build.pages;
  console.log(`build cost per page, ours (--locale en) / stock: ${(perPage(english) / perPage(stock)).toFixed(2)}`);
} else if (!existsSync(path.join(STOCK_BUILD_DIR, 'index.html'))) {
  buildStockSite();
}

const ourSite = {port: NGINX_PORT, buildDir: 'build'};
nginx('start', ourSite);
try {
  const assetUrls = new Set();
  if (!options['lighthouse-only']) {
    const browser = await chromium.launch({
      executablePath: fullChromiumPath('the first-visit benchmark'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    console.log('\nfirst visit (nginx), gzip, budgets in KB:');
    for (const [name, pathname] of Object.entries(budgets.pages)) {
      const {js, jsWholeLoad, css, files, runtimes, urls} = await firstVisit(browser, `${BASE_URL}${pathname}`);
      urls.forEach((url) => assetUrls.add(new URL(url).pathname));
      const budget = budgets.firstVisitGzipKb[name];
      console.log(
        `  ${name.padEnd(18)} ${pathname.padEnd(42)} JS ${kb(js).padStart(9)} (budget ${budget.js}),` +
          ` with prefetches ${kb(jsWholeLoad).padStart(9)}` +
          `  CSS ${kb(css).padStart(8)} (budget ${budget.css})  ${files} files` +
          `  loads: ${runtimes.join(', ') || '-'}`,
      );
    }
    const stockSite = {port: STOCK_NGINX_PORT, buildDir: STOCK_BUILD_DIR};
    nginx('start', stockSite);
    try {
      console.log('stock site, same measure:');
      for (const [name, pathname] of Object.entries(STOCK_PAGES)) {
        const {js, jsWholeLoad, css} = await firstVisit(browser, `${STOCK_URL}${pathname}`);
        console.log(
          `  ${name.padEnd(18)} ${pathname.padEnd(42)} JS ${kb(js).padStart(9)},` +
            ` with prefetches ${kb(jsWholeLoad).padStart(9)}  CSS ${kb(css).padStart(8)}`,
        );
      }
    } finally {
      nginx('stop', stockSite);
    }
    await browser.close();
  }

  await printLighthouseSection();

  if (!options['lighthouse-only']) {
    const pages = sitemapPaths();
    const samplePages = pages.filter((_, index) => index % Math.max(1, Math.floor(pages.length / 40)) === 0);
    printLoadTest(BASE_URL, [...samplePages, ...assetUrls]);
  }
} finally {
  nginx('stop', ourSite);
}
