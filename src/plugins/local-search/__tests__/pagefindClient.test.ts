import {describe, expect, it} from 'vitest';
import {createPagefindClient, toPagefindFilter, type Pagefind} from '../client/pagefindClient';

interface FakePage {
  url: string;
  title: string;
  lvl0: string;
  sections: {title: string; anchor?: string; element?: string; excerpt: string; matches: number}[];
}

/** A Pagefind stand-in: every page matches, in the given order; records what was asked. */
function fakePagefind(pages: FakePage[], {delayFor}: {delayFor?: (term: string) => number} = {}) {
  const calls: {term: string; filters: unknown}[] = [];
  const loaded: string[] = [];
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    async search(term, {filters}) {
      calls.push({term, filters});
      await new Promise((resolve) => setTimeout(resolve, delayFor?.(term) ?? 0));
      return {
        filters: {docusaurus_tag: {default: pages.length, 'docs-default-current': 0}},
        results: pages.map((page, index) => ({
          id: page.url,
          score: pages.length - index,
          data: () => {
            loaded.push(page.url);
            return Promise.resolve({
              url: page.url,
              meta: {title: page.title, lvl0: page.lvl0},
              sub_results: page.sections.map((section) => ({
                title: section.title,
                url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
                excerpt: section.excerpt,
                locations: Array.from({length: section.matches}, (_, location) => location),
                ...(section.anchor && {anchor: {element: section.element ?? 'h2', id: section.anchor}}),
              })),
            });
          },
        })),
      };
    },
  };
  return {pagefind, calls, loaded};
}

const SIDEBAR_PAGE: FakePage = {
  url: '/docs/sidebar/',
  title: 'Sidebar',
  lvl0: 'Sidebar',
  sections: [
    {title: 'Sidebar', excerpt: 'Creating a <mark>sidebar</mark> is useful', matches: 1},
    {title: 'Default sidebar', anchor: 'default-sidebar', excerpt: 'the default <mark>sidebar</mark>', matches: 3},
    {title: 'Hideable sidebar', anchor: 'hideable', element: 'h3', excerpt: 'hide <mark>it</mark>', matches: 2},
  ],
};

function clientFor(pagefind: Pagefind) {
  return createPagefindClient({siteUrl: 'https://example.com', loadPagefind: () => Promise.resolve(pagefind)});
}

describe('toPagefindFilter', () => {
  it('turns facet filter groups into all-of-any Pagefind filters, negations included', () => {
    expect(toPagefindFilter(['language:en', ['docusaurus_tag:default', '-docusaurus_tag:docs-a:b']])).toEqual({
      all: [{any: [{language: 'en'}]}, {any: [{docusaurus_tag: 'default'}, {not: {docusaurus_tag: 'docs-a:b'}}]}],
    });
    expect(toPagefindFilter(undefined)).toBeUndefined();
  });
});

describe('createPagefindClient', () => {
  it('answers with DocSearch-shaped hits: best sections, hierarchy, highlights', async () => {
    const {pagefind, calls} = fakePagefind([SIDEBAR_PAGE]);
    const {results} = await clientFor(pagefind).search([
      {
        indexName: 'docs',
        query: 'sidebar',
        facetFilters: ['language:en'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ]);
    const [response] = results;
    expect(calls[0]?.filters).toEqual({all: [{any: [{language: 'en'}]}]});
    expect(response?.nbHits).toBe(1);
    expect(response?.hits.map((hit) => hit.url)).toEqual([
      'https://example.com/docs/sidebar/#default-sidebar',
      'https://example.com/docs/sidebar/#hideable',
    ]);
    const [first, second] = response?.hits ?? [];
    expect(first?.type).toBe('lvl2');
    expect(first?.hierarchy).toMatchObject({lvl0: 'Sidebar', lvl1: 'Sidebar', lvl2: 'Default sidebar'});
    expect(first?._snippetResult.content.value).toBe('the default <mark>sidebar</mark>');
    // The category named like the page is left out of the path the search page shows.
    expect(Object.keys(first?._highlightResult.hierarchy ?? {})).toEqual(['lvl1', 'lvl2']);
    expect(second?.hierarchy.lvl3).toBe('Hideable sidebar');
    expect(second?.type).toBe('lvl3');
  });

  it('escapes everything but the highlight tags', async () => {
    const page: FakePage = {
      url: '/docs/x/',
      title: '<img src=x onerror=alert(1)>',
      lvl0: 'A & B',
      sections: [{title: 'x', excerpt: '<script>alert(1)</script> &amp; <mark>x</mark> &', matches: 1}],
    };
    const {pagefind} = fakePagefind([page]);
    const {results} = await clientFor(pagefind).search([
      {indexName: 'docs', query: 'x', highlightPreTag: '<b>', highlightPostTag: '</b>'},
    ]);
    const [hit] = results[0]?.hits ?? [];
    expect(hit?._snippetResult.content.value).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <b>x</b> &amp;');
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('&lt;img src=<b>x</b> onerror=alert(1)&gt;');
    expect(hit?._highlightResult.hierarchy.lvl0?.value).toBe('A &amp; B');
  });

  it('pages through the pages found, and counts pages', async () => {
    const pages = Array.from({length: 5}, (_, index) => ({...SIDEBAR_PAGE, url: `/docs/p${index}/`}));
    const {pagefind, loaded} = fakePagefind(pages);
    const {results} = await clientFor(pagefind).search([
      {indexName: 'docs', query: 'sidebar', hitsPerPage: 4, page: 1},
    ]);
    expect(results[0]).toMatchObject({nbHits: 5, nbPages: 3, page: 1});
    expect(loaded).toEqual(['/docs/p2/', '/docs/p3/']);
  });

  it('answers in the order searches were made, and skips excerpts of overtaken ones', async () => {
    const {pagefind, loaded} = fakePagefind([SIDEBAR_PAGE], {delayFor: (term) => (term === 's' ? 30 : 0)});
    const client = clientFor(pagefind);
    const answered: string[] = [];
    await Promise.all(
      ['s', 'si'].map((query) =>
        client.search([{indexName: 'docs', query}]).then(({results}) => answered.push(results[0]?.query ?? '')),
      ),
    );
    expect(answered).toEqual(['s', 'si']);
    expect(loaded).toEqual(['/docs/sidebar/']);
  });

  it('cuts huge queries and answers empty ones without searching', async () => {
    const {pagefind, calls} = fakePagefind([SIDEBAR_PAGE]);
    const client = clientFor(pagefind);
    const {results} = await client.search([
      {indexName: 'docs', query: 'a'.repeat(10_000)},
      {indexName: 'docs', query: '   '},
    ]);
    expect(calls.map(({term}) => term.length)).toEqual([512]);
    expect(results[1]).toMatchObject({nbHits: 0, hits: []});
  });

  it('reports an index that cannot load as the error DocSearch shows a message for', async () => {
    const client = createPagefindClient({siteUrl: '', loadPagefind: () => Promise.reject(new Error('offline'))});
    await expect(client.search([{indexName: 'docs', query: 'x'}])).rejects.toMatchObject({name: 'RetryError'});
  });
});
