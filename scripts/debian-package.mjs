// Programs that only the benchmarks and diagram drawing need (the full Chromium, wrk) are
// installed when one of those scripts first runs, not by the test command, so CI and a
// fresh test run do not pay for them.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const isAvailable = (program) =>
  program.includes('/') ? existsSync(program) : spawnSync(program, ['--version']).error === undefined;

/**
 * Whether `program` (a path or a command name) is available, after installing Debian's
 * `debianPackage` for `purpose` when it is missing and this process may install (root with
 * apt-get).
 */
export function ensureDebianPackage(program, debianPackage, purpose) {
  if (isAvailable(program)) {
    return true;
  }
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) {
    return false;
  }
  console.log(`Installing Debian’s ${debianPackage} for ${purpose}…`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'ignore',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    }).status === 0;
  // A fresh machine has no package lists yet: fetch them only when the install needs them.
  if (!install()) {
    spawnSync('apt-get', ['update', '-qq'], {stdio: 'ignore'});
    install();
  }
  return isAvailable(program);
}

/**
 * The full Chromium (`CHROMIUM_PATH`, else Debian's) for `purpose`: Lighthouse and the
 * benchmarks need the full browser, not the headless shell the tests run in. Throws with
 * what to do when it is missing and cannot be installed.
 */
export function fullChromiumPath(purpose) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const available =
    process.env.CHROMIUM_PATH === undefined
      ? ensureDebianPackage(chromiumPath, 'chromium', purpose)
      : existsSync(chromiumPath);
  if (!available) {
    throw new Error(
      `${purpose} needs Chromium at ${chromiumPath}: install Debian’s chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromiumPath;
}
