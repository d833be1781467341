import {describe, expect, it} from 'vitest';
import {preparePage} from '../indexer';

const OPTIONS = {localPath: 'docs/sidebar/', defaultSection: 'Docusaurus'};

/** A rendered page as Docusaurus writes it (minified: attributes unquoted where it can). */
function renderedPage({
  head = '<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-default-current>',
  main = '<h1>Sidebar &amp; menus</h1><p>Create a sidebar.</p>',
}: {head?: string; main?: string} = {}): string {
  return `<!doctype html><html lang=en><head><title>Sidebar | Docusaurus</title>${head}</head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href=/docs/>Docs</a></nav>
<aside><ul class=menu__list><li><a class="menu__link menu__link--sublist menu__link--active" href=/docs/guides/>Guides</a>
<ul><li><a class="menu__link menu__link--sublist menu__link--active" href=/docs/sidebar/>Sidebar <span>menus</span></a></li></ul></li></ul></aside>
<main class=docMainContainer>${main}</main><footer>Copyright</footer></body></html>`;
}

function markers(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/data-pagefind-(?:filter|meta)="(\w+)\[data-value\]" data-value="([^"]*)"/g)].map(
      ([, name = '', value = '']) => [name, value],
    ),
  );
}

describe('preparePage', () => {
  it('marks <main> as the indexed body and gives the page its filters and metadata', () => {
    const prepared = preparePage(renderedPage(), OPTIONS);
    expect(prepared?.html).toContain('<main data-pagefind-body data-pagefind-weight="1.0">');
    expect(markers(prepared?.html ?? '')).toEqual({
      docusaurus_tag: 'docs-default-current',
      language: 'en',
      kind: 'docs',
      title: 'Sidebar &amp; menus',
      // The innermost active category, its inline children's text included.
      lvl0: 'Sidebar menus',
    });
  });

  it('collects the words of <main> for the vocabulary, entities decoded and blocks apart', () => {
    const prepared = preparePage(
      renderedPage({main: '<h1>Caf&eacute; deploying</h1><ul><li>alpha</li><li>beta<code>Gamma</code></li></ul>'}),
      OPTIONS,
    );
    expect([...(prepared?.words ?? [])].sort()).toEqual(['alpha', 'betagamma', 'café', 'deploying']);
  });

  it('titles a page without an h1 by its document title, and groups it under the active navbar item', () => {
    const page = renderedPage({main: '<h2>Setup</h2>'}).replace(/<aside>.*<\/aside>/s, '');
    const prepared = preparePage(page, {localPath: 'blog/post/', defaultSection: 'Docusaurus'});
    expect(markers(prepared?.html ?? '')).toMatchObject({title: 'Sidebar', lvl0: 'Docs', kind: 'blog'});
  });

  it('weights headings by level and by the kind of page, and API names in code as titles', () => {
    const html =
      preparePage(renderedPage({main: '<h1>Title</h1><h2 id=a><code>useBaseUrl</code></h2><h3>More</h3>'}), {
        localPath: 'changelog/3.0.0/',
        defaultSection: 'Docusaurus',
      })?.html ?? '';
    expect(html).toContain('<h1 data-pagefind-weight="2.8">');
    expect(html).toContain('<h2 data-pagefind-weight="2.8" id="a"><code>');
    expect(html).toContain('<h3 data-pagefind-weight="2.0">');
  });

  it('hands Pagefind only <main>, without chrome, markup it does not read or run-together cells', () => {
    const html =
      preparePage(
        renderedPage({
          main: [
            '<span class="theme-doc-version-badge badge">Version: Canary</span>',
            '<div class=theme-doc-toc-mobile><button>On this page</button></div>',
            '<a href=/docs/sidebar.md type=text/markdown class=button>View as Markdown</a>',
            '<h1 class=title_x>Sidebar</h1><p style=color:red>Use <a href=/docs/>docs</a> &amp; <b>more</b></p>',
            '<svg id=diagram><style>.a{}</style><text>Node</text></svg><script>track()</script>',
            '<table><tr><th>Option<th>Type<tr><td><code>label</code><td>string</table>',
          ].join(''),
        }),
        OPTIONS,
      )?.html ?? '';
    expect(html).toMatch(/^<html lang="en"><head><\/head><body><main data-pagefind-body [^>]*>/);
    expect(html).not.toMatch(/Canary|On this page|View as Markdown|Node|track|style|class|href|Copyright/);
    expect(html).toContain('<p>Use <a>docs</a> &amp; <b>more</b></p>');
    // Cells without end tags are closed, so their words stay apart.
    expect(html).toContain('<th>Option</th> <th>Type</th> </tr>');
    expect(html).toContain('<tr><td data-pagefind-weight="7.0"><code>label</code></td> <td>string</td>');
    expect([...(preparePage(renderedPage(), OPTIONS)?.words ?? [])]).not.toContain('copyright');
  });

  it('skips noindex pages, pages without search metadata, list pages and pages without <main>', () => {
    const docs = '<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=default>';
    expect(preparePage(renderedPage({head: `${docs}<meta name=robots content="noindex, nofollow">`}), OPTIONS)).toBe(
      undefined,
    );
    expect(preparePage(renderedPage({head: '<meta name=docsearch:language content=en>'}), OPTIONS)).toBe(undefined);
    expect(
      preparePage(
        renderedPage({
          head: '<meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=blog_posts_list>',
        }),
        OPTIONS,
      ),
    ).toBe(undefined);
    expect(preparePage(renderedPage({head: docs}).replace(/<\/?main[^>]*>/g, ''), OPTIONS)).toBe(undefined);
    expect(preparePage(renderedPage({head: docs}), OPTIONS)).toBeDefined();
  });
});
