import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import type * as PagefindApi from 'pagefind';
import type {Element, Nodes, Root} from 'hast';
import {FILTERS, PAGEFIND_DIR, SECTION_META, VOCABULARY_DIR, vocabularyFileName, type PageKind} from './searchIndex';

/**
 * Page chrome inside `<main>` that readers don't search for: the table of contents repeats
 * the headings, and navigation, buttons, footers and anchors add the same words to every page.
 */
const EXCLUDED_SELECTORS = [
  'nav',
  'button',
  'footer',
  '.hash-link',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-last-updated',
  '.katex-mathml',
  '.sr-only',
  // The list of the same page in the other docs versions, under each doc (src/plugins/upgrade-assistant).
  '.doc-page-history',
];

/**
 * How much a page's words count, by kind. Pagefind scores words by where they are; a topic
 * that a doc page explains is also named in release notes, posts and requests, and the doc
 * page should come first.
 */
const KIND_WEIGHTS: Record<PageKind, number> = {
  docs: 1,
  page: 0.8,
  blog: 0.5,
  'feature-requests': 0.4,
  changelog: 0.4,
};

/** Pagefind's own weights for headings, h1 to h6, scaled here by the page's kind. */
const HEADING_WEIGHTS = [7, 6, 5, 4, 3, 2];
/**
 * A heading or the first cell of a table row that names an API in code (`trailingSlash`,
 * `useBaseUrl`) is where that API is defined: it counts as much as the page title.
 */
const API_NAME_WEIGHT = 7;

function isElement(node: Nodes): node is Element {
  return node.type === 'element';
}

function classList(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function findAll(node: Nodes, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (isElement(node) && test(node)) {
    found.push(node);
  }
  if ('children' in node) {
    node.children.forEach((child) => findAll(child, test, found));
  }
  return found;
}

function find(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  return findAll(node, test)[0];
}

/** Elements whose text runs on into the next: everything else ends a word. */
const INLINE_ELEMENTS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'span', 'strong', 'sub', 'sup']);

function rawText(node: Nodes): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (!('children' in node)) {
    return '';
  }
  const text = node.children.map(rawText).join('');
  return isElement(node) && !INLINE_ELEMENTS.has(node.tagName) ? ` ${text} ` : text;
}

function textOf(element: Element | undefined): string {
  return element
    ? rawText(element)
        .replace(/[\s\u200b]+/g, ' ')
        .trim()
    : '';
}

function metaContent(tree: Root, name: string): string | undefined {
  const meta = find(tree, (element) => element.tagName === 'meta' && element.properties.name === name);
  const content = meta?.properties.content;
  return content === undefined ? undefined : String(content);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Only pages the theme's contextual search can return: docs pages and `default` pages. */
function isSearchableTag(tag: string): boolean {
  return tag === 'default' || tag.startsWith('docs-');
}

/** The kind of a page from its path below the locale's base URL, e.g. `docs/installation/`. */
export function pageKind(localPath: string): PageKind {
  const [first = ''] = localPath.split('/');
  if (first === 'docs' || first === 'community') {
    return 'docs';
  }
  return first === 'blog' || first === 'changelog' || first === 'feature-requests' ? first : 'page';
}

/** The group a result is listed under: the active sidebar category, else the active navbar item. */
function sectionOf(tree: Root, fallback: string): string {
  const category = findAll(tree, (element) => {
    const classes = classList(element);
    return classes.includes('menu__link--sublist') && classes.includes('menu__link--active');
  }).at(-1);
  const navbarItem = find(tree, (element) => {
    const classes = classList(element);
    return classes.includes('navbar__link--active') && classes.includes('navbar__item');
  });
  return textOf(category ?? navbarItem) || fallback;
}

export interface PreparePageOptions {
  /** Path of the page below the locale's base URL, e.g. `docs/installation/`. */
  localPath: string;
  /** Group name when a page has no active sidebar category or navbar item. */
  defaultSection: string;
}

/**
 * Marks up one rendered page for Pagefind: `<main>` is what gets indexed, weighted by the
 * page's kind, and the page carries its DocSearch facets as filters and its title and
 * section as metadata. Returns `undefined` for pages that must not be searchable: noindex
 * pages, pages without the theme's search metadata (redirects, the 404 page) and list pages.
 */
function preparePage(
  html: string,
  {localPath, defaultSection}: PreparePageOptions,
): {html: string; words: Set<string>} | undefined {
  const tree = fromHtml(html);
  if (/noindex/i.test(metaContent(tree, 'robots') ?? '')) {
    return undefined;
  }
  const language = metaContent(tree, 'docsearch:language');
  const tag = metaContent(tree, 'docsearch:docusaurus_tag') ?? metaContent(tree, 'docusaurus_tag');
  const main = find(tree, (element) => element.tagName === 'main');
  if (!language || !tag || !isSearchableTag(tag) || !main) {
    return undefined;
  }
  const kind = pageKind(localPath);
  // Without an h1, the document title minus its ` | Site title` suffix.
  const title =
    textOf(find(main, (element) => element.tagName === 'h1')) ||
    textOf(find(tree, (element) => element.tagName === 'title')).replace(/ \| [^|]+$/, '');
  const facts: [attribute: string, name: string, value: string][] = [
    ['data-pagefind-filter', FILTERS.tag, tag],
    ['data-pagefind-filter', FILTERS.language, language],
    ['data-pagefind-filter', FILTERS.kind, kind],
    ['data-pagefind-meta', 'title', title],
    ['data-pagefind-meta', SECTION_META, sectionOf(tree, defaultSection)],
  ];
  // Values are read from an attribute of their own, so commas and colons in them are kept.
  const markers = facts
    .map(
      ([attribute, name, value]) =>
        `<span ${attribute}="${name}[data-value]" data-value="${escapeAttribute(value)}"></span>`,
    )
    .join('');
  const kindWeight = KIND_WEIGHTS[kind];
  const weight = (base: number) => `data-pagefind-weight="${(base * kindWeight).toFixed(1)}"`;
  const prepared = html
    .replace(/<main(?=[\s>])/, `<main data-pagefind-body ${weight(1)}`)
    .replace(/<h([1-6])(?=[\s>])([^>]*>)(\s*<code)?/g, (_, level: string, rest: string, code?: string) =>
      code
        ? `<h${level} ${weight(API_NAME_WEIGHT)}${rest}${code}`
        : `<h${level} ${weight(HEADING_WEIGHTS[Number(level) - 1] ?? 1)}${rest}`,
    )
    .replace(/<tr>(\s*)<td>(\s*<code)/g, `<tr>$1<td ${weight(API_NAME_WEIGHT)}>$2`)
    // Pagefind runs adjacent table cells and list items together into one word.
    .replace(/<\/(td|th|li|dt|dd)>(?=<)/g, '</$1> ')
    .replace(/<\/main>/, `${markers}</main>`);
  return {html: prepared, words: new Set(vocabularyWords(textOf(main)))};
}

/** Words of a page for the vocabulary: lower-cased, of letters only, four letters or more. */
function vocabularyWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}]{4,}/gu) ?? [];
}

/**
 * The index's words, one file per first letter (`vocabulary/<letter>.txt`), one word per
 * line, most common first (by the number of pages that have them): what the browser checks
 * a query's words against, and corrects a misspelled one with, downloading only the files
 * of the letters its words begin with.
 */
async function writeVocabulary(outputPath: string, pagesByWord: Map<string, number>): Promise<void> {
  const byLetter = new Map<string, [string, number][]>();
  for (const entry of pagesByWord) {
    const letter = vocabularyFileName(entry[0]);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  const folder = path.join(outputPath, VOCABULARY_DIR);
  await mkdir(folder, {recursive: true});
  await Promise.all(
    [...byLetter].map(([name, entries]) =>
      writeFile(
        path.join(folder, name),
        entries
          .sort(([wordA, pagesA], [wordB, pagesB]) => pagesB - pagesA || wordA.localeCompare(wordB))
          .map(([word]) => word)
          .join('\n'),
      ),
    ),
  );
}

/** Pages handed to Pagefind at once. */
const BATCH_SIZE = 32;
/** Pagefind's own search interfaces, written beside the index; the theme's DocSearch UI is used instead. */
const UNUSED_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/**
 * Pagefind's Node API. The package only exports an `import` entry, which the require-based
 * loader Docusaurus reads the site configuration with (jiti) cannot resolve, so the entry
 * is found through the package's folder.
 */
async function loadPagefind(): Promise<typeof PagefindApi> {
  for (const modules of createRequire(import.meta.url).resolve.paths('pagefind') ?? []) {
    const manifest = path.join(modules, 'pagefind', 'package.json');
    if (existsSync(manifest)) {
      const {exports} = JSON.parse(readFileSync(manifest, 'utf8')) as {exports: {'.': {import: string}}};
      return (await import(path.join(modules, 'pagefind', exports['.'].import))) as typeof PagefindApi;
    }
  }
  throw new Error('The pagefind package is not installed: run npm ci.');
}

function failOnErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`Pagefind could not ${step}:\n${errors.join('\n')}`);
  }
}

export interface BuildIndexOptions {
  /** The locale's build folder, where each route's `index.html` is. */
  outDir: string;
  /** The locale's base URL, e.g. `/` or `/fr/`. */
  baseUrl: string;
  /** Routes to index (with the base URL); pages that must not be searchable are skipped. */
  routes: string[];
  defaultSection: string;
  /** Where the bundle goes; `pagefind/` in the build folder unless told. */
  outputPath?: string;
}

/**
 * Indexes the rendered pages of one locale with Pagefind and writes its bundle (loader,
 * WebAssembly module, index chunks, filters and page fragments). Returns the number of pages
 * indexed.
 */
export async function buildSearchIndex({
  outDir,
  baseUrl,
  routes,
  defaultSection,
  outputPath = path.join(outDir, PAGEFIND_DIR),
}: BuildIndexOptions): Promise<number> {
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({excludeSelectors: EXCLUDED_SELECTORS});
  failOnErrors('start', errors);
  if (!index) {
    throw new Error('Pagefind did not create an index.');
  }
  let pages = 0;
  const pagesByWord = new Map<string, number>();
  try {
    for (let start = 0; start < routes.length; start += BATCH_SIZE) {
      const added = await Promise.all(
        routes.slice(start, start + BATCH_SIZE).map(async (route) => {
          const localPath = route.slice(baseUrl.length);
          const html = await readFile(path.join(outDir, localPath, 'index.html'), 'utf8').catch(() => undefined);
          const prepared = html && preparePage(html, {localPath, defaultSection});
          if (!prepared) {
            return 0;
          }
          for (const word of prepared.words) {
            pagesByWord.set(word, (pagesByWord.get(word) ?? 0) + 1);
          }
          failOnErrors(`index ${route}`, (await index.addHTMLFile({url: route, content: prepared.html})).errors);
          return 1;
        }),
      );
      pages += added.reduce<number>((sum, count) => sum + count, 0);
    }
    await rm(outputPath, {recursive: true, force: true});
    failOnErrors('write the index', (await index.writeFiles({outputPath})).errors);
    const unused = (await readdir(outputPath)).filter((file) => UNUSED_FILES.test(file));
    await Promise.all(unused.map((file) => rm(path.join(outputPath, file))));
    await writeVocabulary(outputPath, pagesByWord);
  } finally {
    await pagefind.close();
  }
  return pages;
}
