// Prints the figures the project tracks: the cold English production build (time and,
// where GNU time exists, peak memory) and the JS and CSS bytes a first visit downloads,
// gzip-compressed, per page type. Usage: npm run bench [-- --skip-build]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const PORT = 4174;
const PAGES = {
  home: '/',
  'doc page': '/docs/installation/',
  'api doc': '/docs/cli/',
  'blog post': '/blog/2017/12/14/introducing-docusaurus/',
  showcase: '/showcase/',
};

function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(dir, {recursive: true, force: true});
  }
  const gnuTime = existsSync('/usr/bin/time');
  const command = gnuTime ? '/usr/bin/time' : 'npx';
  const args = ['docusaurus', 'build', '--locale', 'en'];
  const started = process.hrtime.bigint();
  const result = spawnSync(command, gnuTime ? ['-f', 'peak-rss-kb=%M', 'npx', ...args] : args, {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error('The production build failed; fix it before benchmarking.');
  }
  const peakKb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1];
  return {seconds, peakMb: peakKb ? Number(peakKb) / 1024 : undefined};
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not start.`);
}

async function firstVisitBytes(browser, url) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => ({type, gzip: gzipSync(body).length})));
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const assets = await Promise.all(bodies);
  await context.close();
  const sum = (type) => assets.filter((asset) => asset.type === type).reduce((total, {gzip}) => total + gzip, 0);
  return {js: sum('script'), css: sum('stylesheet'), files: assets.length};
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--skip-build')) {
  const {seconds, peakMb} = coldBuild();
  console.log(`cold production build (en): ${seconds.toFixed(1)} s`);
  console.log(`peak build memory (max RSS): ${peakMb ? `${peakMb.toFixed(0)} MB` : 'unavailable (no /usr/bin/time)'}`);
}

const server = spawn(
  'npx',
  ['docusaurus', 'serve', '--dir', 'build', '--host', '127.0.0.1', '--port', `${PORT}`, '--no-open'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  console.log('\nfirst visit, gzip:');
  for (const [name, path] of Object.entries(PAGES)) {
    const {js, css, files} = await firstVisitBytes(browser, `http://127.0.0.1:${PORT}${path}`);
    console.log(
      `  ${name.padEnd(10)} ${path.padEnd(42)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}  (${files} files)`,
    );
  }
  await browser.close();
} finally {
  process.kill(-server.pid);
}
