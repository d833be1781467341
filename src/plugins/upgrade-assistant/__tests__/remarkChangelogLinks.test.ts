import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkChangelogLinks, {documentedNames} from '../remarkChangelogLinks';

const options = {
  siteDir: new URL('../../../..', import.meta.url).pathname,
  versions: [
    {folder: 'docs', routeBasePath: '/docs/'},
    {folder: 'versioned_docs/version-3.0.0-beta.0', routeBasePath: '/docs/3.0.0-beta.0/'},
    {folder: 'versioned_docs/version-2.4.3', routeBasePath: '/docs/2.4.3/'},
  ],
};

function linksOf(markdown: string): [string, string][] {
  const tree = unified().use(remarkParse).parse(markdown);
  remarkChangelogLinks(options)(tree);
  const links: [string, string][] = [];
  const walk = (node: Root | Root['children'][number]) => {
    if (node.type === 'link') links.push([toString(node), node.url]);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return links;
}

// Reading every version's option tables takes a few seconds on a busy machine.
describe('remarkChangelogLinks', {timeout: 60_000}, () => {
  it('finds each package page in the newest version, from its slug', () => {
    const pages = documentedNames(options);
    expect(pages.get('@docusaurus/plugin-content-docs')).toBe('/docs/api/plugins/@docusaurus/plugin-content-docs/');
    expect(pages.get('docusaurus build')).toBe('/docs/cli/');
  });

  it('finds the reference page of an option, unless several pages document the name', () => {
    const pages = documentedNames(options);
    expect(pages.get('trailingSlash')).toBe('/docs/api/docusaurus-config/');
    expect(pages.get('sidebarCollapsible')).toBe('/docs/api/plugins/@docusaurus/plugin-content-docs/');
    expect(pages.get('themeConfig.prism')).toBe('/docs/api/themes/configuration/');
    // Both the docs and the blog plugins have an `editUrl`.
    expect(pages.has('editUrl')).toBe(false);
  });

  it('links an option, and a one-word option only when the entry speaks of options or the config', () => {
    expect(
      linksOf('- `docusaurus`: `trailingSlash` and `url` are normalized; the root package gained a `name`.'),
    ).toEqual([['trailingSlash', '/docs/api/docusaurus-config/']]);
    expect(linksOf('- The `scripts` config field accepts unknown values.')).toEqual([
      ['scripts', '/docs/api/docusaurus-config/'],
    ]);
  });

  it('links a scope, a package name and a CLI command, and leaves undocumented names alone', () => {
    expect(
      linksOf(
        '- `docusaurus-plugin-pwa`: fix `docusaurus serve --port`, `@docusaurus/theme-classic` and `docusaurus-utils`. ([#1](https://example.com))',
      ),
    ).toEqual([
      ['docusaurus-plugin-pwa', '/docs/api/plugins/@docusaurus/plugin-pwa/'],
      ['docusaurus serve --port', '/docs/cli/'],
      ['@docusaurus/theme-classic', '/docs/api/themes/@docusaurus/theme-classic/'],
      ['#1', 'https://example.com'],
    ]);
  });
});
