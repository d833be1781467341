// What the benchmark does to any Docusaurus site, ours or the stock reference: a cold
// production build (timed, with its peak memory and page count) and serving the result
// with our nginx configuration (scripts/nginx.sh), so both sites are measured alike.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';

const PROJECT_DIR = path.resolve(import.meta.dirname, '../..');
const DOCUSAURUS_BIN = path.join(PROJECT_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Number of HTML pages in a build folder. */
export function countPages(buildDir) {
  return readdirSync(buildDir, {recursive: true}).filter((file) => String(file).endsWith('.html')).length;
}

/**
 * Builds `siteDir` from scratch (no build folder, generated files or cache) and returns the
 * wall time in seconds, the peak memory in MB (null without GNU time) and the page count.
 */
export function coldBuild(siteDir, buildArgs = []) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  const gnuTime = existsSync('/usr/bin/time');
  const command = [process.execPath, DOCUSAURUS_BIN, 'build', ...buildArgs];
  const started = process.hrtime.bigint();
  const result = spawnSync(
    gnuTime ? '/usr/bin/time' : command[0],
    [...(gnuTime ? ['-f', 'peak-rss-kb=%M'] : []), ...(gnuTime ? command : command.slice(1))],
    {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe']},
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error(`The production build of ${siteDir} failed; fix it before benchmarking.`);
  }
  const peakKb = /peak-rss-kb=(\d+)/.exec(result.stderr)?.[1];
  return {
    seconds,
    peakMb: peakKb ? Math.round(Number(peakKb) / 1024) : null,
    pages: countPages(path.join(siteDir, 'build')),
  };
}

/** One line for a build: time, memory and the cost per page. */
export function describeBuild(label, {seconds, peakMb, pages}) {
  const memory = peakMb === null ? 'unavailable (no /usr/bin/time)' : `${peakMb} MB`;
  return (
    `cold production build (${label}): ${seconds.toFixed(1)} s, peak memory (max RSS) ${memory}, ` +
    `${pages} pages, ${((seconds / pages) * 1000).toFixed(0)} ms per page`
  );
}

/** Starts or stops nginx serving `buildDir` on `port` (see scripts/nginx.sh). */
export function nginx(command, {port, buildDir}) {
  const result = spawnSync('bash', [path.join(PROJECT_DIR, 'scripts/nginx.sh'), command], {
    stdio: 'inherit',
    env: {...process.env, NGINX_PORT: `${port}`, BUILD_DIR: path.resolve(buildDir)},
  });
  if (result.status !== 0) {
    throw new Error(`scripts/nginx.sh ${command} failed`);
  }
}
