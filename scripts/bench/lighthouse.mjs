// Lighthouse (mobile settings, the package's defaults: emulated phone, simulated slow 4G and
// CPU) against a served build, in Debian's Chromium. Prints the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
// The flags of playwright.config.ts: no sandbox as root, and no calls home on a closed network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(port, url) {
  const {lhr} = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES});
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  return {scores, metrics};
}

/** Audits each page `runs` times in one browser and prints the medians, one line per page. */
export async function printLighthouse(baseUrl, pages, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    console.log(`\nLighthouse ${runs} runs, median (mobile): perf / a11y / best practices / SEO`);
    for (const [name, path] of Object.entries(pages)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await audit(chrome.port, `${baseUrl}${path}`));
      }
      const score = (id) => String(median(results.map((result) => result.scores[id]))).padStart(3);
      const metric = (name) => median(results.map((result) => result.metrics[name]));
      console.log(
        `  ${name.padEnd(10)} ${CATEGORIES.map(score).join(' /')}   FCP ${(metric('FCP') / 1000).toFixed(1)} s  ` +
          `LCP ${(metric('LCP') / 1000).toFixed(1)} s  TBT ${metric('TBT').toFixed(0)} ms  CLS ${metric('CLS').toFixed(3)}` +
          `  (performance runs: ${results.map((result) => result.scores.performance).join(', ')})`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
