// Lighthouse (mobile settings, the package's defaults: emulated phone, simulated slow 4G and
// CPU) against a served build, in Debian's Chromium, with the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {fullChromiumPath} from '../debian-package.mjs';

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

export const median = (values) => {
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

/**
 * Opens one Chromium for a series of audits. `measure(url, runs)` audits a page `runs` times
 * and returns the median of each score and metric, and each run's performance score.
 */
export async function openLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromiumPath('Lighthouse'),
    chromeFlags: CHROME_FLAGS,
  });
  return {
    async measure(url, runs) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await audit(chrome.port, url));
      }
      return {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))])),
        metrics: Object.fromEntries(
          Object.keys(METRICS).map((name) => [name, median(results.map((result) => result.metrics[name]))]),
        ),
        performanceRuns: results.map((result) => result.scores.performance),
      };
    },
    close: () => chrome.kill(),
  };
}

export const LIGHTHOUSE_COLUMNS = 'perf / a11y / best practices / SEO';

/** One line for a measured page, in the order of LIGHTHOUSE_COLUMNS. */
export function formatLighthouse(label, {scores, metrics, performanceRuns}) {
  const runs = performanceRuns.length > 1 ? `  (performance runs: ${performanceRuns.join(', ')})` : '';
  return (
    `  ${label.padEnd(60)} ${CATEGORIES.map((id) => String(scores[id]).padStart(3)).join(' /')}   ` +
    `FCP ${(metrics.FCP / 1000).toFixed(1)} s  LCP ${(metrics.LCP / 1000).toFixed(1)} s  ` +
    `TBT ${metrics.TBT.toFixed(0).padStart(4)} ms  CLS ${metrics.CLS.toFixed(3)}${runs}`
  );
}
