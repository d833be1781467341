import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import type * as PagefindApi from 'pagefind';
import {
  FILTERS,
  KIND_WEIGHTS,
  PAGEFIND_DIR,
  SECTION_META,
  VOCABULARY_DIR,
  vocabularyFileName,
  type PageKind,
} from './searchIndex';
import {writePageTexts} from './pageText';

/**
 * Page chrome inside `<main>` that readers don't search for, left out of what Pagefind is
 * handed: the table of contents repeats the headings, and navigation, buttons, footers,
 * anchors, the version badge and banner and the link to the page's Markdown add the same
 * words to every page.
 */
const EXCLUDED_TAGS = new Set(['nav', 'button', 'footer']);
const EXCLUDED_CLASSES = new Set([
  'hash-link',
  'theme-doc-toc-desktop',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-last-updated',
  'katex-mathml',
  'sr-only',
  // The list of the same page in the other docs versions, under each doc (src/plugins/upgrade-assistant).
  'doc-page-history',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
]);
/** The "View as Markdown" link of docs and posts (src/plugins/markdown-twins). */
const MARKDOWN_LINK_TYPE = 'text/markdown';

function isChrome(name: string, attributes: Record<string, string>): boolean {
  return (
    EXCLUDED_TAGS.has(name) ||
    (name === 'a' && attributes.type === MARKDOWN_LINK_TYPE) ||
    (attributes.class?.split(/\s+/).some((className) => EXCLUDED_CLASSES.has(className)) ?? false)
  );
}

/** Pagefind's own weights for headings, h1 to h6, scaled here by the page's kind. */
const HEADING_WEIGHTS = [7, 6, 5, 4, 3, 2];
/**
 * A heading or the first cell of a table row that names an API in code (`trailingSlash`,
 * `useBaseUrl`) is where that API is defined: it counts as much as the page title.
 */
const API_NAME_WEIGHT = 7;

/** Elements whose text runs on into the next: everything else ends a word. */
const INLINE_ELEMENTS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'span', 'strong', 'sub', 'sup']);

/** Elements without a closing tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/**
 * Elements whose content Pagefind does not index (an SVG's text included: diagrams are
 * searchable by their source), left out of what it is handed.
 */
const UNINDEXED_ELEMENTS = new Set(['script', 'style', 'template', 'svg']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * An element of `<main>` rewritten with only what Pagefind reads of it: its name, its `id`
 * (a section's anchor), an image's source and text, and a table row's or cell's attributes
 * (which the weights below look for).
 */
function compactOpenTag(name: string, attributes: Record<string, string>): string {
  const kept = Object.entries(attributes)
    .filter(
      ([attribute]) =>
        attribute === 'id' ||
        attribute.startsWith('data-pagefind-') ||
        name === 'tr' ||
        name === 'td' ||
        (name === 'img' && (attribute === 'src' || attribute === 'alt')),
    )
    .map(([attribute, value]) => (value ? ` ${attribute}="${escapeAttribute(value)}"` : ` ${attribute}`));
  return `<${name}${kept.join('')}>`;
}

/** The text of an element, its descendants' blocks apart, on one line. */
function cleanText(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

/** What a rendered page tells the index about itself, read in one pass over its HTML. */
interface PageFacts {
  meta: Map<string, string>;
  /** The document title (`<title>`). */
  documentTitle: string;
  /** The `lang` of `<html>`. */
  language: string;
  /** Whether the page has a `<main>`, its text (the vocabulary's source), and its markup as Pagefind reads it. */
  hasMain: boolean;
  mainText: string;
  mainHtml: string;
  /** The text of the first `h1` in `<main>`. */
  heading: string | undefined;
  /** The last active sidebar category, and the active navbar item. */
  category: string | undefined;
  navbarItem: string | undefined;
}

/**
 * Reads a page with a streaming parser rather than building its tree: the index needs a
 * few elements' text and the text of `<main>`, and a tree of every page took most of the
 * time the index took to build. The body is read only when `wanted` accepts the page's
 * `<meta>` tags, read from its head first. `<main>` is also written back without what
 * Pagefind does not read (classes, styles, links, scripts, the vector data of diagrams): a
 * third of the page's size, which Pagefind then parses in a third of the time.
 */
function readPage(html: string, wanted: (meta: Map<string, string>) => boolean): PageFacts | undefined {
  const facts: PageFacts = {
    meta: new Map(),
    documentTitle: '',
    language: '',
    hasMain: false,
    mainText: '',
    mainHtml: '',
    heading: undefined,
    category: undefined,
    navbarItem: undefined,
  };
  /** Elements open; the depth at which each capture started, and its text so far. */
  let depth = 0;
  let mainDepth = -1;
  let titleSeen = false;
  const mainText: string[] = [];
  const mainHtml: string[] = [];
  /** The depth of the unindexed element or chrome of `<main>` being skipped, if any. */
  let skippedDepth = -1;
  const captures: {depth: number; text: string; done: (text: string) => void}[] = [];
  const capture = (done: (text: string) => void) => captures.push({depth, text: '', done});
  const addText = (text: string) => {
    if (mainDepth >= 0 && skippedDepth < 0) {
      mainText.push(text);
    }
    for (const open of captures) {
      open.text += text;
    }
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (!INLINE_ELEMENTS.has(name)) {
          addText(' ');
        }
        if (mainDepth >= 0 && skippedDepth < 0) {
          if (UNINDEXED_ELEMENTS.has(name) || isChrome(name, attributes)) {
            skippedDepth = depth;
          } else {
            mainHtml.push(compactOpenTag(name, attributes));
          }
        }
        if (name === 'html') {
          facts.language = attributes.lang ?? '';
        } else if (name === 'meta' && attributes.name !== undefined && !facts.meta.has(attributes.name)) {
          facts.meta.set(attributes.name, attributes.content ?? '');
        } else if (name === 'main' && !facts.hasMain) {
          facts.hasMain = true;
          mainDepth = depth;
          mainHtml.push('<main>');
        } else if (name === 'h1' && mainDepth >= 0 && facts.heading === undefined) {
          facts.heading = '';
          capture((text) => {
            facts.heading = text;
          });
        } else if (name === 'title' && !titleSeen) {
          titleSeen = true;
          capture((text) => {
            facts.documentTitle = text;
          });
        }
        if (!attributes.class?.includes('--active')) {
          return;
        }
        const classes = attributes.class.split(/\s+/);
        if (classes.includes('menu__link--active') && classes.includes('menu__link--sublist')) {
          capture((text) => {
            facts.category = text;
          });
        } else if (
          facts.navbarItem === undefined &&
          classes.includes('navbar__link--active') &&
          classes.includes('navbar__item')
        ) {
          capture((text) => {
            facts.navbarItem ??= text;
          });
        }
      },
      ontext(text) {
        if (mainDepth >= 0 && skippedDepth < 0) {
          mainHtml.push(escapeText(text));
        }
        addText(text);
      },
      onclosetag(name) {
        if (!INLINE_ELEMENTS.has(name)) {
          addText(' ');
        }
        while (captures.at(-1)?.depth === depth) {
          const {text, done} = captures.pop() ?? {text: '', done: () => undefined};
          done(cleanText(text));
        }
        if (mainDepth >= 0 && skippedDepth < 0 && !VOID_ELEMENTS.has(name)) {
          mainHtml.push(`</${name}>`);
        }
        if (depth === skippedDepth) {
          skippedDepth = -1;
        }
        if (depth === mainDepth) {
          mainDepth = -2;
        }
        depth -= 1;
      },
    },
    {decodeEntities: true},
  );
  const headEnd = html.indexOf('</head>');
  parser.write(html.slice(0, Math.max(headEnd, 0)));
  if (headEnd >= 0 && !wanted(facts.meta)) {
    return undefined;
  }
  parser.end(html.slice(Math.max(headEnd, 0)));
  if (!wanted(facts.meta)) {
    return undefined;
  }
  facts.mainText = mainText.join('');
  facts.mainHtml = mainHtml.join('');
  return facts;
}

const languageOf = (meta: Map<string, string>) => meta.get('docsearch:language');
const tagOf = (meta: Map<string, string>) => meta.get('docsearch:docusaurus_tag') ?? meta.get('docusaurus_tag');

/**
 * Whether a page can be searchable by its `<meta>` tags: not noindex, and with the theme's
 * search metadata and a `docusaurus_tag` contextual search returns (docs and `default`).
 */
function isSearchable(meta: Map<string, string>): boolean {
  const tag = tagOf(meta);
  return (
    !/noindex/i.test(meta.get('robots') ?? '') &&
    Boolean(languageOf(meta)) &&
    tag !== undefined &&
    (tag === 'default' || tag.startsWith('docs-'))
  );
}

/** The kind of a page from its path below the locale's base URL, e.g. `docs/installation/`. */
export function pageKind(localPath: string): PageKind {
  const [first = ''] = localPath.split('/');
  if (first === 'docs' || first === 'community') {
    return 'docs';
  }
  return first === 'blog' || first === 'changelog' || first === 'feature-requests' ? first : 'page';
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
 * section (the active sidebar category, else the active navbar item) as metadata. Returns
 * `undefined` for pages that must not be searchable: noindex pages, pages without the
 * theme's search metadata (redirects, the 404 page) and list pages.
 */
export function preparePage(
  html: string,
  {localPath, defaultSection}: PreparePageOptions,
): {html: string; words: Set<string>} | undefined {
  const page = readPage(html, isSearchable);
  if (!page?.hasMain) {
    return undefined;
  }
  const [language, tag] = [languageOf(page.meta), tagOf(page.meta)];
  if (!language || !tag) {
    return undefined;
  }
  const kind = pageKind(localPath);
  // Without an h1, the document title minus its ` | Site title` suffix.
  const title = page.heading || page.documentTitle.replace(/ \| [^|]+$/, '');
  const facts: [attribute: string, name: string, value: string][] = [
    ['data-pagefind-filter', FILTERS.tag, tag],
    ['data-pagefind-filter', FILTERS.language, language],
    ['data-pagefind-filter', FILTERS.kind, kind],
    ['data-pagefind-meta', 'title', title],
    ['data-pagefind-meta', SECTION_META, (page.category ?? page.navbarItem) || defaultSection],
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
  // Only `<main>` is indexed; `<html lang>` chooses Pagefind's language.
  const lang = page.language ? ` lang="${escapeAttribute(page.language)}"` : '';
  const prepared = `<html${lang}><head></head><body>${page.mainHtml}</body></html>`
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
  return {html: prepared, words: new Set(vocabularyWords(page.mainText))};
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

/**
 * Word positions per index chunk. Pagefind's default (20,000) makes chunks of about 28 KB
 * compressed, and a search for a new word downloads the one it falls in; an eighth of that
 * makes a word cost little more than its own postings (a word as common as "the" is still
 * a chunk of 16 KB of its own), for a metadata file 3 KB larger. Pagefind's Node API has
 * no option for it: its process reads it from the environment (an "unstable" setting of
 * Pagefind 1.x) when it starts. Smaller chunks also split more prefixes' words over two
 * chunks, of which Pagefind loads one: the browser asks for the other (`pagefindClient.ts`).
 */
export const INDEX_CHUNK_SIZE = 2500;

/** Pages handed to Pagefind and not indexed yet, at most. */
const IN_FLIGHT = 32;
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
 * WebAssembly module, index chunks, filters and page fragments), and beside it the
 * vocabulary and the pages' text split for snippets (`pageText.ts`). Returns the number of pages
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
  // Read by Pagefind's process when it starts (closed at the end of every index built here).
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_SIZE);
  const {index, errors} = await pagefind.createIndex();
  failOnErrors('start', errors);
  if (!index) {
    throw new Error('Pagefind did not create an index.');
  }
  let pages = 0;
  const pagesByWord = new Map<string, number>();
  try {
    // Pages are read and prepared one by one while Pagefind indexes the ones handed to it
    // (its own process), at most IN_FLIGHT of them waiting at a time.
    const waiting = new Set<Promise<void>>();
    for (const route of routes) {
      const localPath = route.slice(baseUrl.length);
      const html = await readFile(path.join(outDir, localPath, 'index.html'), 'utf8').catch(() => undefined);
      const prepared = html && preparePage(html, {localPath, defaultSection});
      if (!prepared) {
        continue;
      }
      for (const word of prepared.words) {
        pagesByWord.set(word, (pagesByWord.get(word) ?? 0) + 1);
      }
      const added: Promise<void> = index
        .addHTMLFile({url: route, content: prepared.html})
        .then((response) => failOnErrors(`index ${route}`, response.errors))
        .finally(() => waiting.delete(added));
      waiting.add(added);
      pages += 1;
      if (waiting.size >= IN_FLIGHT) {
        await Promise.race(waiting);
      }
    }
    await Promise.all(waiting);
    await rm(outputPath, {recursive: true, force: true});
    failOnErrors('write the index', (await index.writeFiles({outputPath})).errors);
    const unused = (await readdir(outputPath)).filter((file) => UNUSED_FILES.test(file));
    await Promise.all(unused.map((file) => rm(path.join(outputPath, file))));
    await writeVocabulary(outputPath, pagesByWord);
    await writePageTexts(outputPath);
  } finally {
    await pagefind.close();
  }
  return pages;
}
