/**
 * `npm run diagrams`: draws every Mermaid diagram of the content (all versions, locales and
 * fixtures) in both colour modes with the installed `mermaid` package in Chromium, into
 * src/data/diagrams/<key>.svg, and deletes the files no diagram uses any more. Only missing
 * files are drawn; `--all` draws every one again. The build reads these files and never
 * needs a browser (src/plugins/static-diagrams).
 */
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import {fullChromiumPath} from './debian-package.mjs';

const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url, {esmResolve: true});
const {CACHE_DIR, COLOR_MODES, DIAGRAM_THEMES, ID_PLACEHOLDER, cacheFile, diagramKey, renderOptions} = jiti(
  '../src/plugins/static-diagrams/diagramCache.ts',
);
const {contentDiagrams} = jiti('../src/plugins/static-diagrams/contentDiagrams.ts');

const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const started = Date.now();

/** @type {Map<string, {source: string, mode: string, file: string}>} */
const wanted = new Map();
for (const [file, sources] of contentDiagrams(siteDir)) {
  for (const source of sources) {
    for (const mode of COLOR_MODES) {
      wanted.set(diagramKey(source, mode), {source, mode, file});
    }
  }
}

mkdirSync(CACHE_DIR, {recursive: true});
const cached = new Set(readdirSync(CACHE_DIR).map((name) => name.replace(/\.svg$/, '')));
const stale = [...cached].filter((key) => !wanted.has(key));
for (const key of stale) {
  rmSync(cacheFile(key));
}
const toDraw = [...wanted].filter(([key]) => process.argv.includes('--all') || !cached.has(key));

/**
 * Runs in the page: draws one diagram and makes its SVG ready to inline. Every id starts
 * with the placeholder (Mermaid prefixes most with the id it is given; the rest are renamed
 * with their references), and the SVG is an image named by the diagram's accessible title
 * (`accTitle`), or else by its labels.
 */
async function draw({source, theme, options, placeholder}) {
  const {mermaid} = /** @type {any} */ (window);
  mermaid.initialize({...options, theme});
  const {svg} = await mermaid.render(placeholder, source);
  // Parsed as HTML, as the page will parse it: Mermaid's labels hold HTML such as <br>.
  const container = document.createElement('div');
  container.innerHTML = svg;
  let markup = container.innerHTML;
  for (const element of container.querySelectorAll('[id]')) {
    const id = element.id;
    if (!id.startsWith(placeholder)) {
      const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      markup = markup.replace(new RegExp(`(id="|#)${escaped}(?=["'):.\\s,{])`, 'g'), `$1${placeholder}-${id}`);
    }
  }
  container.innerHTML = markup;
  const root = /** @type {SVGSVGElement} */ (container.firstElementChild);
  root.setAttribute('role', 'img');
  root.removeAttribute('aria-roledescription');
  if (!root.hasAttribute('aria-labelledby')) {
    const labels = Array.from(root.querySelectorAll('text, .nodeLabel, .edgeLabel, .label'), (label) =>
      (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ).filter((label) => label !== '');
    root.setAttribute('aria-label', [...new Set(labels)].join(', ').slice(0, 500));
  }
  return container.innerHTML;
}

if (toDraw.length > 0) {
  const browser = await chromium.launch({executablePath: fullChromiumPath('drawing diagrams')});
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
  for (const [key, {source, mode, file}] of toDraw) {
    try {
      const svg = await page.evaluate(draw, {
        source,
        theme: DIAGRAM_THEMES[mode],
        options: renderOptions(mode),
        placeholder: ID_PLACEHOLDER,
      });
      writeFileSync(cacheFile(key), `${svg}\n`);
    } catch (error) {
      await browser.close();
      throw new Error(`${file}: Mermaid cannot draw this diagram (${mode} mode):\n${source}`, {cause: error});
    }
  }
  await browser.close();
}

console.log(
  `diagrams: ${wanted.size / COLOR_MODES.length} distinct diagrams, ${toDraw.length} SVG files drawn, ` +
    `${stale.length} unused deleted, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
