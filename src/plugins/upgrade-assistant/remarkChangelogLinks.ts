import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';

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

/**
 * Where each package and CLI command is documented, in the newest version that has a page
 * for it: `@docusaurus/plugin-pwa` → `/docs/api/plugins/@docusaurus/plugin-pwa/`,
 * `docusaurus build` → `/docs/cli/`. Read from the pages' slugs, so a moved page moves the link.
 */
export function documentedNames({siteDir, versions}: ChangelogLinksOptions): Map<string, string> {
  const pages = new Map<string, string>();
  for (const {folder, routeBasePath} of [...versions].reverse()) {
    for (const reference of REFERENCE_FOLDERS) {
      const dir = join(siteDir, folder, reference);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).filter((file) => /\.mdx?$/.test(file))) {
        const slug = slugOf(join(dir, name));
        const packageName = /(@docusaurus\/[\w-]+)$/.exec(slug ?? '')?.[1];
        if (slug && packageName) pages.set(packageName, `${routeBasePath}${slug.replace(/^\//, '')}/`);
      }
    }
    const cli = join(siteDir, folder, CLI_PAGE);
    if (existsSync(cli)) {
      const slug = slugOf(cli) ?? '/cli';
      for (const [, command = ''] of readFileSync(cli, 'utf8').matchAll(/^#{2,3} `docusaurus ([^\s`]+)/gm)) {
        pages.set(`docusaurus ${command}`, `${routeBasePath}${slug.replace(/^\//, '')}/`);
      }
    }
  }
  return pages;
}

/** `docusaurus-plugin-pwa` (a changelog scope) and `@docusaurus/plugin-pwa` name the same package. */
function nameOf(code: string): string {
  const scope = /^docusaurus-((?:plugin|theme|preset)-[\w-]+|eslint-plugin|logger)$/.exec(code);
  return scope ? `@docusaurus/${scope[1]}` : code.replace(/^(docusaurus [^\s]+).*$/, '$1');
}

/**
 * Links each code span of a changelog entry that names a documented package or CLI
 * command to its page, at build time; the site's broken-link check guards every target.
 */
export default function remarkChangelogLinks(options: ChangelogLinksOptions) {
  let pages: Map<string, string> | undefined;
  return (tree: Root): void => {
    pages ??= documentedNames(options);
    const documented = pages;
    visit(tree, 'inlineCode', (node, index, parent) => {
      if (index === undefined || !parent || parent.type === 'link') return;
      const url = documented.get(nameOf(node.value));
      if (!url) return;
      const link: Link = {type: 'link', url, children: [node]};
      parent.children.splice(index, 1, link);
    });
  };
}
