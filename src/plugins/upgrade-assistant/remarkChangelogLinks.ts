import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Link, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {PAGES} from '../../utils/optionPages';
import {docIdOf, readInventory} from './inventory';

/** A docs version folder and the route its pages live under, such as `docs` and `/docs/`. */
export type LinkedVersion = {folder: string; routeBasePath: string};

export type ChangelogLinksOptions = {
  siteDir: string;
  /** Every docs version, newest first: a name links to the first version that documents it. */
  versions: LinkedVersion[];
};

/** Folders of the reference pages, each page's slug ending in the package it documents. */
const REFERENCE_FOLDERS = ['api/plugins', 'api/themes', 'api/misc'];
const CLI_PAGE = 'cli.mdx';

function slugOf(file: string): string | undefined {
  return /^---\n[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?^---$/m.exec(readFileSync(file, 'utf8'))?.[1];
}

const routeOf = (routeBasePath: string, slug: string) => `${routeBasePath}${slug.replace(/^\//, '')}/`;

/** The names a changelog may give an option: as its table writes it, and under `themeConfig.` or `siteConfig.`. */
function namesOf(option: string, schema: string): string[] {
  if (option.includes('<') || option.includes('[')) return [];
  if (schema.endsWith('#themeConfig')) return [option, `themeConfig.${option}`];
  return schema === '@docusaurus/core' ? [option, `siteConfig.${option}`] : [option];
}

/**
 * The reference page of each option name of one docs version, from the option tables the
 * version comparison reads (src/utils/optionPages.ts). A name that several pages document
 * (`path`, `editUrl`) maps to none of them: the changelog entry does not say which.
 */
function optionPages(siteDir: string, {folder, routeBasePath}: LinkedVersion): Map<string, string | undefined> {
  const inventory = readInventory(siteDir, folder);
  const pages = new Map<string, string | undefined>();
  for (const spec of PAGES) {
    const file = join(siteDir, folder, spec.page);
    if (spec.partial || !existsSync(file)) continue;
    const url = routeOf(routeBasePath, slugOf(file) ?? docIdOf(spec.page));
    const options = Object.values(inventory.options[spec.schema] ?? {});
    for (const option of options.filter(({page}) => page === docIdOf(spec.page))) {
      for (const name of namesOf(option.name, spec.schema)) {
        pages.set(name, pages.has(name) && pages.get(name) !== url ? undefined : url);
      }
    }
  }
  return pages;
}

/**
 * Where each package, CLI command and option is documented, in the newest version that
 * has it: `@docusaurus/plugin-pwa` → `/docs/api/plugins/@docusaurus/plugin-pwa/`,
 * `docusaurus build` → `/docs/cli/`, `trailingSlash` → `/docs/api/docusaurus-config/`. Read
 * from the pages' slugs, so a moved page moves the link; a package or command wins over an
 * option of the same name.
 */
export function documentedNames({siteDir, versions}: ChangelogLinksOptions): Map<string, string> {
  const pages = new Map<string, string>();
  const options = new Map<string, string>();
  for (const version of [...versions].reverse()) {
    const {folder, routeBasePath} = version;
    for (const [name, url] of optionPages(siteDir, version)) {
      if (url) options.set(name, url);
      else options.delete(name);
    }
    for (const reference of REFERENCE_FOLDERS) {
      const dir = join(siteDir, folder, reference);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).filter((file) => /\.mdx?$/.test(file))) {
        const slug = slugOf(join(dir, name));
        const packageName = /(@docusaurus\/[\w-]+)$/.exec(slug ?? '')?.[1];
        if (slug && packageName) pages.set(packageName, routeOf(routeBasePath, slug));
      }
    }
    const cli = join(siteDir, folder, CLI_PAGE);
    if (existsSync(cli)) {
      const slug = slugOf(cli) ?? '/cli';
      for (const [, command = ''] of readFileSync(cli, 'utf8').matchAll(/^#{2,3} `docusaurus ([^\s`]+)/gm)) {
        pages.set(`docusaurus ${command}`, routeOf(routeBasePath, slug));
      }
    }
  }
  return new Map([...options, ...pages]);
}

/** `docusaurus-plugin-pwa` (a changelog scope) and `@docusaurus/plugin-pwa` name the same package. */
function nameOf(code: string): string {
  const scope = /^docusaurus-((?:plugin|theme|preset)-[\w-]+|eslint-plugin|logger)$/.exec(code);
  return scope ? `@docusaurus/${scope[1]}` : code.replace(/^(docusaurus [^\s]+).*$/, '$1');
}

/**
 * An option named by one lowercase word (`url`, `name`, `webpack`) is also an ordinary word
 * or a package name: it is linked only when its sentence speaks of the config or an option.
 */
const PLAIN_WORD = /^[a-z]+$/;
const ABOUT_OPTIONS = /config|option/i;

/**
 * Links each code span of a changelog entry that names a documented package, CLI command
 * or option to its page, at build time; the site's broken-link check guards every target.
 */
export default function remarkChangelogLinks(options: ChangelogLinksOptions) {
  let pages: Map<string, string> | undefined;
  return (tree: Root): void => {
    pages ??= documentedNames(options);
    const documented = pages;
    visit(tree, 'inlineCode', (node, index, parent) => {
      if (index === undefined || !parent || parent.type === 'link') return;
      const name = nameOf(node.value);
      const url = documented.get(name);
      if (!url || (PLAIN_WORD.test(name) && !ABOUT_OPTIONS.test(toString(parent)))) return;
      const link: Link = {type: 'link', url, children: [node]};
      parent.children.splice(index, 1, link);
    });
  };
}
