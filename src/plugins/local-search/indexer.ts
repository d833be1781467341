import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes, Root} from 'hast';
import {at} from './engine/at';
import type {HeadingLevel, ShardPage, ShardRecord} from './engine/shardFormat';

/** What one rendered page contributes to the index. */
export interface PageRecords {
  language: string;
  tag: string;
  page: ShardPage;
  /** Records whose `page` and `parent` fields are local to this page (page 0). */
  records: ShardRecord[];
}

/** Subtrees a reader doesn't search for: chrome, code, controls and duplicated math markup. */
// Table headers repeat on every table ("Type", "Default") and say nothing on their own.
const SKIPPED_TAGS = new Set([
  'nav',
  'footer',
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'noscript',
  'template',
  'thead',
]);
const SKIPPED_CLASSES = [
  'hash-link',
  'katex-mathml',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-edit-this-page',
  'theme-last-updated',
  // The list of the same page in the other docs versions, under each doc (src/plugins/upgrade-assistant).
  'doc-page-history',
  'tabs',
  'sr-only',
];
/** Elements whose own text is one content record. */
const BLOCK_TAGS = new Set(['p', 'li', 'td', 'dt', 'dd', 'figcaption', 'summary']);
const HEADING_LEVEL: Record<string, HeadingLevel> = {h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};

function isElement(node: Nodes): node is Element {
  return node.type === 'element';
}

function classList(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName) || element.properties.hidden) {
    return true;
  }
  const classes = classList(element);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

function find(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) {
    return node;
  }
  if ('children' in node) {
    for (const child of node.children) {
      const found = find(child, test);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
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

function collapse(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

/** Visible text of an element; with `stopAtBlocks`, nested blocks are left for their own records. */
function textOf(node: Nodes, stopAtBlocks = false): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (isElement(node) && isSkipped(node)) {
    return '';
  }
  if (!('children' in node)) {
    return '';
  }
  return node.children
    .map((child) =>
      stopAtBlocks && isElement(child) && (BLOCK_TAGS.has(child.tagName) || child.tagName in HEADING_LEVEL)
        ? ' '
        : textOf(child, stopAtBlocks),
    )
    .join('');
}

function metaContent(tree: Root, name: string): string | undefined {
  const meta = find(tree, (element) => element.tagName === 'meta' && element.properties.name === name);
  const content = meta?.properties.content;
  return content === undefined ? undefined : String(content);
}

/** Only pages the theme's contextual search can return: docs pages and `default` pages. */
function isSearchableTag(tag: string): boolean {
  return tag === 'default' || tag.startsWith('docs-');
}

/** The group a result is listed under: the active sidebar category, else the active navbar item. */
function sectionOf(tree: Root, fallback: string): string {
  const categories = findAll(tree, (element) => {
    const classes = classList(element);
    return classes.includes('menu__link--sublist') && classes.includes('menu__link--active');
  });
  const category = categories.at(-1);
  const navbarItem = find(tree, (element) => {
    const classes = classList(element);
    return classes.includes('navbar__link--active') && classes.includes('navbar__item');
  });
  return collapse(textOf(category ?? navbarItem ?? {type: 'text', value: fallback})) || fallback;
}

export interface ExtractOptions {
  /** Path of the page (with base URL and trailing slash), used as the record URL. */
  url: string;
  /** Group name when a page has no active sidebar category or navbar item. */
  defaultSection: string;
}

/**
 * Turns one rendered page into DocSearch-like records: one per heading and one per block
 * of text (paragraph, list item, table cell), each knowing its heading path. Returns
 * `undefined` for pages that must not be searchable: noindex pages, pages without the
 * theme's search metadata (redirects, the 404 page) and list pages.
 */
export function extractPageRecords(html: string, {url, defaultSection}: ExtractOptions): PageRecords | undefined {
  const tree = fromHtml(html);
  if (/noindex/i.test(metaContent(tree, 'robots') ?? '')) {
    return undefined;
  }
  const language = metaContent(tree, 'docsearch:language');
  const tag = metaContent(tree, 'docsearch:docusaurus_tag') ?? metaContent(tree, 'docusaurus_tag');
  if (!language || !tag || !isSearchableTag(tag)) {
    return undefined;
  }
  const main = find(tree, (element) => element.tagName === 'main');
  const root = (main && find(main, (element) => element.tagName === 'article')) ?? main;
  if (!root) {
    return undefined;
  }
  const title = find(tree, (element) => element.tagName === 'title');
  const h1 = find(root, (element) => element.tagName === 'h1');
  // Without an h1, the document title minus its ` | Site title` suffix.
  const lvl1 = h1
    ? collapse(textOf(h1))
    : collapse(textOf(title ?? {type: 'text', value: ''})).replace(/ \| [^|]+$/, '');

  const records: ShardRecord[] = [[0, 1, '', lvl1, -1]];
  const headingStack: {level: HeadingLevel; index: number; anchor: string}[] = [{level: 1, index: 0, anchor: ''}];
  const seenTexts = new Set<string>();

  const visit = (node: Nodes): void => {
    if (!isElement(node)) {
      if ('children' in node) {
        node.children.forEach(visit);
      }
      return;
    }
    if (isSkipped(node) || node === h1) {
      return;
    }
    const level = HEADING_LEVEL[node.tagName];
    const id = node.properties.id;
    if (level && id) {
      while (headingStack.length > 1 && at(headingStack, headingStack.length - 1).level >= level) {
        headingStack.pop();
      }
      const text = collapse(textOf(node));
      if (text) {
        records.push([0, level, String(id), text, at(headingStack, headingStack.length - 1).index]);
        headingStack.push({level, index: records.length - 1, anchor: String(id)});
      }
      return;
    }
    if (BLOCK_TAGS.has(node.tagName) || level) {
      const text = collapse(textOf(node, true));
      const section = at(headingStack, headingStack.length - 1);
      // The same sentence twice in one section (e.g. repeated table cells) is one record.
      const key = `${section.index}:${text}`;
      if (text && !seenTexts.has(key)) {
        seenTexts.add(key);
        records.push([0, 0, section.anchor, text, section.index]);
      }
    }
    node.children.forEach(visit);
  };
  visit(root);

  return {language, tag, page: [url, sectionOf(tree, defaultSection)], records};
}
