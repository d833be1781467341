// The reference the benchmark compares us with: an unmodified Docusaurus site from
// create-docusaurus's classic template, at the version of @docusaurus/core in our lockfile,
// plus generated doc pages of a realistic size. It lives in .bench/stock-site/ (ignored).
// The template's dependencies are a subset of ours at the same versions, so its
// node_modules links to our packages one by one (keeping its own .cache folder) instead of
// installing anything; the template is fetched with `npm pack`, never its installer.
// Usage: npm run bench:stock-site [-- --serve]   (creates, builds, prints the build cost;
//        --serve then leaves nginx serving it on STOCK_NGINX_PORT, default 4182)
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {seededRandom} from './random.mjs';
import {coldBuild, describeBuild, nginx} from './site.mjs';

const PROJECT_DIR = path.resolve(import.meta.dirname, '../..');
export const STOCK_SITE_DIR = path.join(PROJECT_DIR, '.bench/stock-site');
export const STOCK_BUILD_DIR = path.join(STOCK_SITE_DIR, 'build');
const GENERATED_SECTIONS = 10;
const PAGES_PER_SECTION = 20;
const CONTENT_SEED = 17;

const WORDS = (
  'site page build plugin theme sidebar version locale navbar footer config option route bundle ' +
  'asset markdown heading link image table list code block search index cache server client render ' +
  'hydrate static deploy preview release update module component layout style content metadata ' +
  'the a of to and in for with when each every this that your our its from on by is are can will ' +
  'should may keeps reads writes loads serves creates shows uses'
).split(' ');
const LANGUAGES = ['js', 'ts'];

function generatedDoc(random, section, index) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = (count) => Array.from({length: count}, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const text = words(8 + Math.floor(random() * 14));
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({length: 3 + Math.floor(random() * 4)}, sentence).join(' ');
  const title = `${words(3)} ${section}.${index}`;
  const parts = [`---\ntitle: ${JSON.stringify(title)}\nsidebar_position: ${index}\n---`, paragraph()];
  for (let heading = 1; heading <= 5; heading += 1) {
    parts.push(`## ${words(3)} ${heading}`, paragraph(), paragraph());
    if (heading === 2) {
      parts.push(Array.from({length: 5}, () => `- ${sentence()}`).join('\n'));
    }
    if (heading === 3) {
      const language = pick(LANGUAGES);
      const lines = Array.from({length: 12}, (_, line) => `// ${words(6)}\nconst value${line} = '${words(3)}';`);
      parts.push(`### ${words(2)}`, `\`\`\`${language}\n${lines.join('\n')}\n\`\`\``);
    }
    if (heading === 4) {
      const rows = Array.from({length: 6}, () => `| \`${pick(WORDS)}\` | ${words(2)} | ${sentence()} |`);
      parts.push(['| Name | Type | Description |', '| --- | --- | --- |', ...rows].join('\n'));
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** Recreates .bench/stock-site/ from the template and the generated pages. */
export function createStockSite() {
  const version = JSON.parse(
    readFileSync(path.join(PROJECT_DIR, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  const packDir = mkdtempSync(path.join(tmpdir(), 'create-docusaurus-'));
  try {
    const tarball = execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent'], {
      cwd: packDir,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', tarball], {cwd: packDir});
    rmSync(STOCK_SITE_DIR, {recursive: true, force: true});
    // create-docusaurus copies the shared files first, then the template over them.
    const templates = path.join(packDir, 'package/templates');
    cpSync(path.join(templates, 'shared'), STOCK_SITE_DIR, {recursive: true});
    cpSync(path.join(templates, 'classic'), STOCK_SITE_DIR, {recursive: true});
    renameSync(path.join(STOCK_SITE_DIR, 'gitignore'), path.join(STOCK_SITE_DIR, '.gitignore'));
  } finally {
    rmSync(packDir, {recursive: true, force: true});
  }
  checkDependencies(version);
  linkDependencies();
  const random = seededRandom(CONTENT_SEED);
  for (let section = 1; section <= GENERATED_SECTIONS; section += 1) {
    const dir = path.join(STOCK_SITE_DIR, `docs/generated-${section}`);
    mkdirSync(dir, {recursive: true});
    writeFileSync(
      path.join(dir, '_category_.json'),
      `${JSON.stringify({label: `Generated ${section}`, position: 10 + section})}\n`,
    );
    for (let index = 1; index <= PAGES_PER_SECTION; index += 1) {
      writeFileSync(path.join(dir, `page-${index}.md`), generatedDoc(random, section, index));
    }
  }
  return version;
}

/** The template must need nothing we lack, and its Docusaurus packages must be ours exactly. */
function checkDependencies(version) {
  const template = JSON.parse(readFileSync(path.join(STOCK_SITE_DIR, 'package.json'), 'utf8'));
  for (const name of Object.keys({...template.dependencies, ...template.devDependencies})) {
    const manifest = path.join(PROJECT_DIR, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) {
      throw new Error(`The stock template needs ${name}, which our node_modules lacks.`);
    }
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (name.startsWith('@docusaurus/') && installed !== version) {
      throw new Error(`The stock template wants ${name}@${version}, our node_modules has ${installed}.`);
    }
  }
}

function linkDependencies() {
  const modules = path.join(STOCK_SITE_DIR, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(PROJECT_DIR, 'node_modules'))) {
    if (entry !== '.cache') {
      symlinkSync(path.join(PROJECT_DIR, 'node_modules', entry), path.join(modules, entry));
    }
  }
}

/** Creates the stock site and builds it cold; returns the build figures. */
export function buildStockSite() {
  const version = createStockSite();
  const build = coldBuild(STOCK_SITE_DIR);
  console.log(describeBuild(`stock Docusaurus ${version} site`, build));
  return build;
}

/** Pages to measure on the stock site: its home and a few docs, with trailing slashes. */
export const STOCK_PAGES = {
  home: '/',
  'doc (intro)': '/docs/intro/',
  'generated doc 1.1': '/docs/generated-1/page-1/',
  'generated doc 5.10': '/docs/generated-5/page-10/',
  'generated doc 10.20': '/docs/generated-10/page-20/',
};

if (process.argv[1] === import.meta.filename) {
  buildStockSite();
  if (process.argv.includes('--serve')) {
    const port = Number(process.env.STOCK_NGINX_PORT ?? 4182);
    nginx('start', {port, buildDir: STOCK_BUILD_DIR});
    console.log(`Stop it with: NGINX_PORT=${port} bash scripts/nginx.sh stop`);
  }
}
