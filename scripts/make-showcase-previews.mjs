// Draws a preview card for every showcase site from its name, address and brand colour
// into src/data/showcase/. These are honest illustrations, not screenshots: the site
// cannot fetch the real pages. Run after adding a site: node scripts/make-showcase-previews.mjs
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp from 'sharp';
import ts from 'typescript';

const dataDir = new URL('../src/data/', import.meta.url).pathname;
const outputDir = join(dataDir, 'showcase');
export const WIDTH = 1030;
export const HEIGHT = 580;

/** Compiles the TypeScript data modules to plain ESM so this script can import them. */
async function loadData() {
  const workDir = await mkdtemp(join(tmpdir(), 'showcase-'));
  for (const name of ['showcaseTypes', 'showcaseSites']) {
    const source = await readFile(join(dataDir, `${name}.ts`), 'utf8');
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    await writeFile(join(workDir, `${name}.mjs`), outputText.replace(/from '\.\/(\w+)'/g, "from './$1.mjs'"));
  }
  const [types, sites] = await Promise.all([
    import(join(workDir, 'showcaseTypes.mjs')),
    import(join(workDir, 'showcaseSites.mjs')),
  ]);
  await rm(workDir, {recursive: true, force: true});
  return {previewFileName: types.previewFileName, sites: sites.SITES};
}

function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Dark text on light brand colours, white text on dark ones. */
function textColorFor(hex) {
  const [red, green, blue] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return luminance > 0.6 ? '#1c1e21' : '#ffffff';
}

function cardSvg({title, website, color}) {
  const text = textColorFor(color);
  const host = new URL(website).host;
  const fontSize = title.length > 22 ? 60 : 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${color}"/>
  <rect x="60" y="60" width="${WIDTH - 120}" height="${HEIGHT - 120}" rx="18" fill="${text}" fill-opacity="0.08" stroke="${text}" stroke-opacity="0.35" stroke-width="3"/>
  <circle cx="100" cy="100" r="9" fill="${text}" fill-opacity="0.5"/>
  <circle cx="130" cy="100" r="9" fill="${text}" fill-opacity="0.5"/>
  <circle cx="160" cy="100" r="9" fill="${text}" fill-opacity="0.5"/>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2 + 10}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${text}">${escapeXml(title)}</text>
  <text x="${WIDTH / 2}" y="${HEIGHT / 2 + 70}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="${text}" fill-opacity="0.8">${escapeXml(host)}</text>
</svg>`;
}

const {previewFileName, sites} = await loadData();
await mkdir(outputDir, {recursive: true});
const wanted = new Set(sites.map((site) => previewFileName(site)));
for (const file of await readdir(outputDir)) {
  if (!wanted.has(file)) {
    await rm(join(outputDir, file));
  }
}
await Promise.all(
  sites.map((site) =>
    sharp(Buffer.from(cardSvg(site)))
      .png({compressionLevel: 9, palette: true})
      .toFile(join(outputDir, previewFileName(site))),
  ),
);
console.log(`wrote ${sites.length} preview cards to src/data/showcase/`);
