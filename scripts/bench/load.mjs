// A bounded load test on loopback with wrk: a mix of pages and the assets they load, for a
// fixed duration and number of connections. Prints requests per second, latency
// percentiles and errors; never a verdict.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ensureDebianPackage} from '../debian-package.mjs';

const DURATION = '15s';
const CONNECTIONS = 32;
const THREADS = 2;

/** wrk's summary lines, picked out of its text report. */
function summarize(report) {
  const value = (pattern) => pattern.exec(report)?.[1] ?? '?';
  const percentile = (p) => value(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm'));
  // wrk prints these lines only when something went wrong.
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report) ?? [];
  const failedResponses = /Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0;
  const errors = [...socketErrors.slice(1), failedResponses].reduce((sum, count) => sum + Number(count), 0);
  return {
    requests: value(/(\d+) requests in/),
    perSecond: value(/Requests\/sec:\s+([\d.]+)/),
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    errors,
  };
}

/** Runs wrk against `baseUrl` over `paths` (pages and assets) and prints the figures. */
export function printLoadTest(baseUrl, paths) {
  if (!ensureDebianPackage('wrk', 'wrk', 'the load test')) {
    console.log('\nload test: skipped, wrk is missing (Debian: apt-get install wrk)');
    return;
  }
  const pathsFile = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-')), 'paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);
  const args = ['-t', `${THREADS}`, '-c', `${CONNECTIONS}`, '-d', DURATION, '--latency'];
  const script = fileURLToPath(new URL('load.lua', import.meta.url));
  const result = spawnSync('wrk', [...args, '-s', script, baseUrl], {
    encoding: 'utf8',
    env: {...process.env, WRK_PATHS: pathsFile},
  });
  const {requests, perSecond, p50, p90, p99, errors} = summarize(result.stdout);
  console.log(`\nload test (wrk ${args.join(' ')}, ${paths.length} URLs: pages and assets, gzip):`);
  console.log(
    `  ${perSecond} requests/s (${requests} requests)  latency p50 ${p50}  p90 ${p90}  p99 ${p99}  errors ${errors}`,
  );
}
