import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {baseUrl, siteUrl} from '../../config/env';
import {BUILD_DIR} from './builtSite';

/** Every HTML file of the build (pages, redirect pages and static HTML alike), relative to it. */
export function htmlFiles(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(entryPath);
      } else if (entry.name.endsWith('.html')) {
        found.push(path.relative(BUILD_DIR, entryPath).split(path.sep).join('/'));
      }
    }
  };
  walk(BUILD_DIR);
  return found.sort();
}

/** The URL path a built file answers at (`docs/index.html` is `/docs/`). */
export function urlPathOf(file: string): string {
  return `${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * What the page checks need: the URLs a page points to, its ids, its tabs and tab panels,
 * whether Docusaurus rendered it (the app's root element), and what a reader or crawler sees
 * first: the title, the first heading, the canonical links, the links to other sites, the
 * description and whether the page may be indexed.
 */
export type PageScan = {
  urls: string[];
  ids: string[];
  tabs: number;
  tabPanels: number;
  isRendered: boolean;
  title: string;
  firstHeading: string | undefined;
  canonicalLinks: number;
  externalLinks: {href: string; target: string; rel: string}[];
  /** The `<meta name="description">` content; undefined without one. */
  description: string | undefined;
  /** Whether a `<meta name="robots">` asks search engines not to index the page. */
  isNoIndex: boolean;
};

/** Attributes whose value is one URL. */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'data', 'action', 'formaction', 'cite', 'xlink:href'];
/** Attributes holding a list of `url descriptor` candidates. */
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];
/** `<meta>` whose content is a URL: the social card and the Windows tile. */
const URL_META = /^(og:image|og:url|twitter:image|msapplication-TileImage)$/i;

function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function metaUrl(attributes: Record<string, string>): string | undefined {
  const {property, name, content = ''} = attributes;
  if (URL_META.test(property ?? name ?? '')) {
    return content;
  }
  if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
    return /url=(.+)$/i.exec(content)?.[1]?.trim();
  }
  return undefined;
}

/**
 * Every URL an element of the page points to (links, scripts, styles, images, frames, the
 * social card, a refresh redirect), every id, the tabs and tab panels and the page's title,
 * first heading, canonical and external links, description and robots tag, in one streaming
 * pass: a tree would cost several times as much over thousands of pages.
 */
export function scanPage(html: string): PageScan {
  const urls: string[] = [];
  const ids: string[] = [];
  let tabs = 0;
  let tabPanels = 0;
  let title: string | undefined;
  let firstHeading: string | undefined;
  let canonicalLinks = 0;
  const externalLinks: PageScan['externalLinks'] = [];
  let description: string | undefined;
  let isNoIndex = false;
  // The element whose text is being collected: the title, or the first h1 until it closes.
  let collecting: 'title' | 'h1' | undefined;
  const parser = new Parser({
    onopentag(tagName, attributes) {
      // Only the document's own title: an inline SVG may carry a <title> of its own.
      if (tagName === 'title' && title === undefined) {
        collecting = 'title';
        title = '';
      } else if (tagName === 'h1' && firstHeading === undefined) {
        collecting = 'h1';
        firstHeading = '';
      } else if (tagName === 'link' && attributes.rel === 'canonical' && attributes.href) {
        canonicalLinks += 1;
      } else if (tagName === 'a' && attributes.href && sameSitePath(attributes.href, '/') === undefined) {
        if (/^https?:/i.test(attributes.href)) {
          externalLinks.push({href: attributes.href, target: attributes.target ?? '', rel: attributes.rel ?? ''});
        }
      }
      for (const name of URL_ATTRIBUTES) {
        if (attributes[name]) {
          urls.push(attributes[name]);
        }
      }
      for (const name of SRCSET_ATTRIBUTES) {
        if (attributes[name]) {
          urls.push(...srcsetUrls(attributes[name]));
        }
      }
      if (tagName === 'meta' && attributes.name === 'description') {
        description = attributes.content ?? '';
      } else if (tagName === 'meta' && attributes.name === 'robots') {
        isNoIndex ||= /\bnoindex\b/i.test(attributes.content ?? '');
      }
      const fromMeta = tagName === 'meta' ? metaUrl(attributes) : undefined;
      if (fromMeta) {
        urls.push(fromMeta);
      }
      if (attributes.id) {
        ids.push(attributes.id);
      }
      tabs += attributes.role === 'tab' ? 1 : 0;
      tabPanels += attributes.role === 'tabpanel' ? 1 : 0;
    },
    ontext(text) {
      if (collecting === 'title') {
        title += text;
      } else if (collecting === 'h1') {
        firstHeading += text;
      }
    },
    onclosetag(tagName) {
      if (tagName === collecting) {
        collecting = undefined;
      }
    },
  });
  parser.end(html);
  return {
    urls,
    ids,
    tabs,
    tabPanels,
    isRendered: ids.includes('__docusaurus'),
    title: title?.trim() ?? '',
    firstHeading: firstHeading?.trim(),
    canonicalLinks,
    externalLinks,
    description,
    isNoIndex,
  };
}

export function scanHtmlFile(file: string): PageScan {
  return scanPage(readFileSync(path.join(BUILD_DIR, file), 'utf8'));
}

const SITE_ORIGIN = new URL(siteUrl).origin;

/**
 * The path of a URL on the page at `pagePath` when it points into this site (a relative
 * URL, a root-relative one, or an absolute one on the site's own origin); undefined for
 * other sites and for `mailto:`, `data:` and other schemes.
 */
export function sameSitePath(url: string, pagePath: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(url, `${SITE_ORIGIN}${pagePath}`);
  } catch {
    // Unparsable, so no browser could follow it: reported as it is written.
    return url;
  }
  return resolved.origin === SITE_ORIGIN ? resolved.pathname : undefined;
}

export type Served = {status: 200} | {status: 301; location: string} | {status: 403 | 404};

function kindOf(file: string): 'file' | 'folder' | undefined {
  try {
    const stats = statSync(file);
    return stats.isDirectory() ? 'folder' : stats.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What nginx with deploy/nginx/site.conf answers for a path: under /assets/ only an existing
 * file (`try_files $uri =404`); elsewhere a file, or a folder, which redirects to its
 * trailing-slash form and then serves its index.html (`try_files $uri $uri/ =404`). A folder
 * without index.html is forbidden, as nginx lists no folders.
 */
export function serveLikeNginx(urlPath: string): Served {
  if (!urlPath.startsWith(baseUrl)) {
    return {status: 404};
  }
  let sitePath: string;
  try {
    sitePath = decodeURIComponent(urlPath.slice(baseUrl.length));
  } catch {
    return {status: 404};
  }
  const target = path.join(BUILD_DIR, sitePath);
  if (path.relative(BUILD_DIR, target).startsWith('..')) {
    return {status: 404};
  }
  const kind = kindOf(target);
  const endsWithSlash = urlPath.endsWith('/');
  if (kind === 'file' && !endsWithSlash) {
    return {status: 200};
  }
  if (kind !== 'folder' || sitePath.startsWith('assets/')) {
    return {status: 404};
  }
  if (!endsWithSlash) {
    return {status: 301, location: `${urlPath}/`};
  }
  return kindOf(path.join(target, 'index.html')) === 'file' ? {status: 200} : {status: 403};
}

/** Ids that more than one element of the page carries. */
export function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    (seen.has(id) ? repeated : seen).add(id);
  }
  return [...repeated];
}
