// Checks that a content change keeps the build's asset file names, so that a deploy does not
// throw away the scripts and stylesheets returning readers have cached: builds the English
// site, adds one doc, builds it again, and fails when fewer than 95% of the JS and CSS file
// names of the first build are still there.
//
//   node scripts/stable-asset-names.mjs [--baseline <build dir of the unchanged site>]
//
// --baseline reuses an existing build of the unchanged English site (the test command's
// production build) instead of building it first.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const MIN_UNCHANGED = 0.95;
const PROBE_DOC = 'docs/stable-asset-names-probe.md';

const {values} = parseArgs({options: {baseline: {type: 'string'}}});

/** The JS and CSS file names under a build's assets folder. */
function assetNames(buildDir) {
  return ['js', 'css'].flatMap((kind) => {
    const folder = path.join(buildDir, 'assets', kind);
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(`.${kind}`))
          .map((name) => `${kind}/${name}`)
      : [];
  });
}

function buildEnglish(outDir) {
  const result = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--locale', 'en', '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`docusaurus build --locale en --out-dir ${outDir} failed`);
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'stable-asset-names-'));
try {
  const before = values.baseline ?? path.join(scratch, 'before');
  if (values.baseline === undefined) {
    buildEnglish(before);
  }
  writeFileSync(
    PROBE_DOC,
    '---\ndescription: A page added by scripts/stable-asset-names.mjs for one build.\n---\n\n# A new page\n\nOne more page of content, and nothing else changed.\n',
  );
  const after = path.join(scratch, 'after');
  try {
    buildEnglish(after);
  } finally {
    rmSync(PROBE_DOC, {force: true});
  }
  const beforeNames = assetNames(before);
  const afterNames = new Set(assetNames(after));
  if (beforeNames.length === 0) {
    throw new Error(`no JS or CSS files under ${before}/assets`);
  }
  const kept = beforeNames.filter((name) => afterNames.has(name));
  const ratio = kept.length / beforeNames.length;
  const renamed = beforeNames.filter((name) => !afterNames.has(name));
  console.log(
    `stable asset names: one doc added, ${kept.length} of ${beforeNames.length} JS and CSS files keep their name (${(ratio * 100).toFixed(1)}%, at least ${MIN_UNCHANGED * 100}% required)`,
  );
  if (renamed.length > 0) {
    console.log(`renamed or gone: ${renamed.slice(0, 20).join(', ')}${renamed.length > 20 ? ', …' : ''}`);
  }
  if (ratio < MIN_UNCHANGED) {
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, {recursive: true, force: true});
}
