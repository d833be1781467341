// The whole test suite, as CI runs it: static checks, unit tests, one production build,
// then the browser tests against that build. Stops at the first failing step.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync} from 'node:fs';

const REPORTS = 'test-reports';
mkdirSync(REPORTS, {recursive: true});

const steps = [
  ['format', 'prettier', ['--check', '.']],
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['typecheck', 'tsc', ['-p', '.']],
  ['unit tests', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${REPORTS}/unit.json`]],
  ['translations', 'node', ['scripts/check-translations.mjs']],
  // Every locale: the browser tests cover the translated and right-to-left pages too.
  ['production build', 'docusaurus', ['build']],
  // One more English build, with a doc added: the asset file names of the build above must
  // mostly stay.
  ['stable asset names', 'node', ['scripts/stable-asset-names.mjs', '--baseline', 'build']],
  // Also reads the built HTML without a browser: every URL answers, ids, HTML validity.
  // The Markdown twins and llms.txt files of every locale (src/plugins/markdown-twins).
  ['markdown twins', 'node', ['scripts/check-markdown-twins.mjs']],
  ['browser tests', 'playwright', ['test']],
];

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync('npx', ['--no-install', command, ...args], {stdio: 'inherit'});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

function countTests() {
  const unit = JSON.parse(readFileSync(`${REPORTS}/unit.json`, 'utf8'));
  const e2e = JSON.parse(readFileSync(`${REPORTS}/e2e.json`, 'utf8'));
  return {
    passed: unit.numPassedTests + e2e.stats.expected,
    failed: unit.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky,
    skipped: unit.numPendingTests + e2e.stats.skipped,
  };
}

for (const [label, command, args] of steps) {
  run(label, command, args);
}
const {passed, failed, skipped} = countTests();
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
