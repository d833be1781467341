import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {TwinPage} from './collect';

/** The twin's path of a page route: `/docs/cli/` → `/docs/cli.md`. */
export function twinPathOf(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** Content plugins give permalinks without the trailing slash that the site's routes have. */
function routeOf(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Turns the URLs of a page's source into absolute URLs of the built site: Markdown file links
 * become their page's twin (or page), paths get the locale's base URL, and files bundled by
 * the build are found by name in the page's HTML.
 */
export class SiteUrls {
  private readonly pagesBySource = new Map<string, string>();
  private readonly twinRoutes = new Set<string>();

  constructor(
    private readonly options: {siteUrl: string; baseUrl: string; outDir: string; staticDirs: string[]},
    pages: TwinPage[],
  ) {
    for (const page of pages) {
      this.twinRoutes.add(routeOf(page.permalink));
      for (const file of [page.source, ...(page.sourceAliases ?? [])]) {
        if (file && !this.pagesBySource.has(file)) {
          this.pagesBySource.set(file, page.permalink);
        }
      }
    }
  }

  absolute(pathname: string): string {
    return `${this.options.siteUrl.replace(/\/$/, '')}${pathname}`;
  }

  twinUrl(permalink: string): string {
    return this.absolute(twinPathOf(permalink));
  }

  /** A link of `page`'s source (or of a partial it imports, `fromFile`). */
  link(url: string, fromFile: string, page: TwinPage): string {
    if (url.startsWith('pathname://')) {
      return this.absolute(url.slice('pathname://'.length));
    }
    if (EXTERNAL.test(url)) {
      return url;
    }
    const [, pathPart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    if (pathPart === '') {
      return this.absolute(`${routeOf(page.permalink)}${suffix}`);
    }
    if (/\.mdx?$/.test(pathPart)) {
      const file = pathPart.startsWith('@site/') ? undefined : path.resolve(path.dirname(fromFile), pathPart);
      const target = file && this.pagesBySource.get(file);
      if (target) {
        return `${this.twinUrl(target)}${suffix}`;
      }
    }
    const {baseUrl} = this.options;
    const resolved = pathPart.startsWith('/')
      ? pathPart.startsWith(baseUrl)
        ? pathPart
        : `${baseUrl}${pathPart.slice(1)}`
      : new URL(pathPart, `http://site${routeOf(page.permalink)}`).pathname;
    const route = routeOf(resolved);
    return this.twinRoutes.has(route) ? `${this.twinUrl(route)}${suffix}` : this.absolute(`${resolved}${suffix}`);
  }

  /** An image of `page`: a static file, or a file the build copied under assets/ with a hash. */
  image(urlOrFile: string, fromFile: string, page: TwinPage, pageHtml: () => string): string {
    if (EXTERNAL.test(urlOrFile) && !urlOrFile.startsWith('pathname://')) {
      return urlOrFile;
    }
    const [, pathPart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(urlOrFile) ?? [];
    if (pathPart.startsWith('/') && !existsSync(pathPart)) {
      return this.absolute(`${this.options.baseUrl}${pathPart.replace(/^\/+/, '')}${suffix}`);
    }
    const file = path.isAbsolute(pathPart) ? pathPart : path.resolve(path.dirname(fromFile), pathPart);
    const staticDir = this.options.staticDirs.find((dir) => file.startsWith(`${dir}/`));
    if (staticDir) {
      return this.absolute(`${this.options.baseUrl}${path.relative(staticDir, file)}${suffix}`);
    }
    const {name, ext} = path.parse(file);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const built = new RegExp(`/assets/[\\w/-]*?${escaped}[-.][\\w.-]*?${ext.replace('.', '\\.')}`).exec(pageHtml());
    return `${built ? this.absolute(built[0]) : this.copyAsset(file, page)}${suffix}`;
  }

  /** A file the page shows inline (a small image becomes a data URL): the twin links a copy. */
  private copyAsset(file: string, page: TwinPage): string {
    if (!existsSync(file)) {
      throw new Error(`Markdown twin of ${page.permalink}: the image ${file} does not exist.`);
    }
    const content = readFileSync(file);
    const {name, ext} = path.parse(file);
    const builtName = `assets/markdown-twins/${name}-${createHash('md5').update(content).digest('hex').slice(0, 8)}${ext}`;
    mkdirSync(path.join(this.options.outDir, 'assets/markdown-twins'), {recursive: true});
    writeFileSync(path.join(this.options.outDir, builtName), content);
    return this.absolute(`${this.options.baseUrl}${builtName}`);
  }
}
