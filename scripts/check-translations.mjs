// Fails when the committed translation files under i18n/ are out of date: when running
// `docusaurus write-translations` for a locale would change them (a new or renamed string,
// a changed description), when a locale lacks a message that the site's source declares
// or keeps one that no longer exists, or when the announcement bar or a sidebar label is
// still in English. Nothing in the working tree is modified: every run
// writes into a temporary copy of i18n/, through a config that only moves `i18n.path`.
// Usage: node scripts/check-translations.mjs
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadFreshModule} from '@docusaurus/utils';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteConfigPath = path.join(siteDir, 'docusaurus.config.ts');

/** Every file below a folder, as paths relative to it. */
function listFiles(dir) {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// The wrapper config sits next to the real one (and is git-ignored): presets and relative
// plugin paths resolve from the config file's folder.
const wrapperConfigPath = path.join(siteDir, '.check-translations.config.mjs');

/** Runs write-translations for one locale with its output redirected to `i18nDir`. */
function writeTranslations(locale, i18nDir) {
  writeFileSync(
    wrapperConfigPath,
    `import config from ${JSON.stringify(siteConfigPath)};\n` +
      `export default {...config, i18n: {...config.i18n, path: ${JSON.stringify(i18nDir)}}};\n`,
  );
  const result = spawnSync(
    'npx',
    ['--no-install', 'docusaurus', 'write-translations', siteDir, '--locale', locale, '--config', wrapperConfigPath],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`write-translations failed for locale ${locale}`);
  }
}

// Files whose messages every reader sees before any content: the announcement bar and the
// sidebar labels of the docs and community docs (the /tests fixtures stay in English).
const INTERFACE_FILE =
  /^(docusaurus-plugin-content-docs(-community)?\/[^/]+\.json|docusaurus-site-announcement-bar\/.+\.json)$/;
const INTERFACE_KEY = /^(sidebar\.|announcementBar\.)/;
// Labels that a locale writes the same way as English: names, and words the language shares.
const SAME_AS_ENGLISH = {
  '*': ['CLI'],
  fr: ['Configuration', 'Guides', 'Installation', 'Introduction', 'Plugins'],
  'pt-BR': ['Plugins'],
};

/** Interface messages of one translation file that are still the English text. */
function englishMessages(locale, file, {committedDir, referenceDir}) {
  const referenceFile = path.join(referenceDir, file);
  if (!INTERFACE_FILE.test(file) || !existsSync(referenceFile)) {
    return [];
  }
  const english = readJson(referenceFile);
  const allowed = [...SAME_AS_ENGLISH['*'], ...(SAME_AS_ENGLISH[locale] ?? [])];
  return Object.entries(readJson(path.join(committedDir, file)))
    .filter(([key, {message}]) => INTERFACE_KEY.test(key) && message === english[key]?.message)
    .filter(([, {message}]) => !allowed.includes(message))
    .map(([key]) => `i18n/${locale}/${file}: "${key}" is still in English`);
}

/** Problems of one locale: files that write-translations would create or change, keys it lacks or keeps. */
function compareLocale(locale, {committedDir, regeneratedDir, referenceDir}) {
  const problems = [];
  const committed = new Set(listFiles(committedDir));
  const regenerated = listFiles(regeneratedDir);
  for (const file of regenerated) {
    const name = `i18n/${locale}/${file}`;
    if (!committed.has(file)) {
      problems.push(`${name}: missing (write-translations creates it)`);
      continue;
    }
    if (readFileSync(path.join(committedDir, file), 'utf8') !== readFileSync(path.join(regeneratedDir, file), 'utf8')) {
      problems.push(`${name}: write-translations changes it`);
    }
    const referenceFile = path.join(referenceDir, file);
    if (file.endsWith('.json') && existsSync(referenceFile)) {
      const expected = Object.keys(readJson(referenceFile));
      const actual = Object.keys(readJson(path.join(committedDir, file)));
      const missing = expected.filter((key) => !actual.includes(key));
      const stale = actual.filter((key) => !expected.includes(key));
      missing.forEach((key) => problems.push(`${name}: lacks "${key}"`));
      stale.forEach((key) => problems.push(`${name}: keeps "${key}", which the site no longer declares`));
    }
    problems.push(...englishMessages(locale, file, {committedDir, referenceDir}));
  }
  return problems;
}

const siteConfigModule = await loadFreshModule(siteConfigPath);
const {i18n} = siteConfigModule.default ?? siteConfigModule;
const translatedLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
const workDir = mkdtempSync(path.join(tmpdir(), 'check-translations-'));
const problems = [];
try {
  // The default locale's extraction, from scratch, is the reference list of messages.
  const referenceRoot = path.join(workDir, 'reference');
  writeTranslations(i18n.defaultLocale, referenceRoot);
  const referenceDir = path.join(referenceRoot, i18n.defaultLocale);

  const regeneratedRoot = path.join(workDir, 'i18n');
  cpSync(path.join(siteDir, i18n.path), regeneratedRoot, {recursive: true});
  for (const locale of translatedLocales) {
    const localePath = i18n.localeConfigs[locale]?.path ?? locale;
    writeTranslations(locale, regeneratedRoot);
    problems.push(
      ...compareLocale(locale, {
        committedDir: path.join(siteDir, i18n.path, localePath),
        regeneratedDir: path.join(regeneratedRoot, localePath),
        referenceDir,
      }),
    );
  }
} finally {
  rmSync(workDir, {recursive: true, force: true});
  rmSync(wrapperConfigPath, {force: true});
}

if (problems.length > 0) {
  console.error(`✖ Translation files are out of date (${problems.length} problems):`);
  problems.forEach((problem) => console.error(`  - ${problem}`));
  console.error('Run `npm run write-translations -- --locale <locale>` for each locale, translate, and commit.');
  process.exit(1);
}
console.log(`✔ Translations of ${translatedLocales.join(', ')} are complete and up to date.`);
