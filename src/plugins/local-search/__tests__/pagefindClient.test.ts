import {describe, expect, it} from 'vitest';
import {
  createPagefindClient,
  queryWords,
  toPagefindFilter,
  withoutSingleLetters,
  type Pagefind,
} from '../client/pagefindClient';
import {spellCheck} from '../client/vocabulary';
import {splitPageText, type PagefindFragment} from '../indexer';
import {pageTextFile} from '../searchIndex';

interface FakePage {
  url: string;
  title: string;
  lvl0: string;
  /** Each section's text, its matched words between `<mark>` tags. */
  sections: {title: string; anchor?: string; element?: string; text: string}[];
}

/**
 * The fragment Pagefind would write for a page (its text and its anchors) and the positions
 * of the page's matched words.
 */
function fragmentOf(page: FakePage, separator = ' ') {
  const words: string[] = [];
  const locations: number[] = [];
  const anchors = [];
  for (const section of page.sections) {
    if (section.anchor) {
      anchors.push({element: section.element ?? 'h2', id: section.anchor, text: section.title, location: words.length});
    }
    for (const token of section.text.split(separator)) {
      const marked = /^<mark>(.*)<\/mark>$/.exec(token);
      if (marked) {
        locations.push(words.length);
      }
      words.push(marked?.[1] ?? token);
    }
  }
  const fragment: PagefindFragment = {
    url: page.url,
    meta: {title: page.title, lvl0: page.lvl0},
    content: words.join(separator),
    anchors,
  };
  return {fragment, locations};
}

/** The files of each fake Pagefind's bundle, and the block size they were written with. */
const bundles = new WeakMap<Pagefind, {loadBundleFile: (file: string) => Promise<unknown>; wordsPerBlock?: number}>();

/**
 * The files the build writes for pages (each one's outline and text blocks, under its id,
 * here its URL), and a loader of them for that Pagefind, which records
 * which page files were asked for: the outlines by page, the blocks by `<page> <block>`.
 */
function bundleOf(pagefind: Pagefind, fragments: PagefindFragment[], wordsPerBlock?: number) {
  const files = new Map<string, unknown>();
  for (const fragment of fragments) {
    const {outline, blocks} = splitPageText(fragment, wordsPerBlock);
    files.set(pageTextFile(fragment.url), outline);
    blocks.forEach((words, block) => files.set(pageTextFile(fragment.url, block), words));
  }
  const loaded: string[] = [];
  const blocksLoaded: string[] = [];
  const loadBundleFile = (file: string) => {
    const id = fragments.find((fragment) => file.startsWith(pageTextFile(fragment.url).replace(/\.json$/, '')))?.url;
    const block = /\.(\d+)\.json$/.exec(file)?.[1];
    if (block === undefined) {
      loaded.push(id ?? file);
    } else {
      blocksLoaded.push(`${id} ${block}`);
    }
    return files.has(file) ? Promise.resolve(files.get(file)) : Promise.reject(new Error(`no ${file}`));
  };
  bundles.set(pagefind, {loadBundleFile, wordsPerBlock});
  return {loaded, blocksLoaded};
}

/** A Pagefind stand-in: every page matches, in the given order; records what was asked. */
function fakePagefind(
  pages: FakePage[],
  {delayFor, wordsPerBlock}: {delayFor?: (term: string) => number; wordsPerBlock?: number} = {},
) {
  const calls: {term: string; filters: unknown}[] = [];
  const found = pages.map((page) => fragmentOf(page, page.url.includes('zh') ? '\u200B' : ' '));
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    async search(term, {filters}) {
      calls.push({term, filters});
      await new Promise((resolve) => setTimeout(resolve, delayFor?.(term) ?? 0));
      return {
        filters: {docusaurus_tag: {default: pages.length, 'docs-default-current': 0}},
        results: found.map(({fragment, locations}, index) => ({
          id: fragment.url,
          score: pages.length - index,
          words: locations,
        })),
      };
    },
  };
  return {
    pagefind,
    calls,
    ...bundleOf(
      pagefind,
      found.map(({fragment}) => fragment),
      wordsPerBlock,
    ),
  };
}

const SIDEBAR_PAGE: FakePage = {
  url: '/docs/sidebar/',
  title: 'Sidebar',
  lvl0: 'Sidebar',
  sections: [
    {title: 'Sidebar', text: 'Creating a <mark>sidebar</mark> is useful'},
    {
      title: 'Default sidebar',
      anchor: 'default-sidebar',
      text: 'the <mark>sidebar</mark> by default, a <mark>sidebar</mark> of <mark>sidebars</mark>',
    },
    {
      title: 'Hideable sidebar',
      anchor: 'hideable',
      element: 'h3',
      text: 'hide <mark>it</mark> in a <mark>sidebar</mark>',
    },
  ],
};

/**
 * A Pagefind stand-in that, like Pagefind, answers the pages that have every word of the
 * term (each as a prefix), best score to the page with the most matches.
 */
function wordIndex(pages: {url: string; words: string[]}[]) {
  const terms: string[] = [];
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search(term) {
      terms.push(term);
      const asked = term.toLowerCase().split(/\s+/).filter(Boolean);
      const results = pages
        .map((page) => ({
          page,
          matches: asked.map((word) => page.words.filter((candidate) => candidate.startsWith(word)).length),
        }))
        .filter(({matches}) => matches.every((count) => count > 0))
        .map(({page, matches}) => ({
          id: page.url,
          score: matches.reduce((sum, count) => sum + count, 0),
          words: page.words.flatMap((word, location) =>
            asked.some((prefix) => word.startsWith(prefix)) ? [location] : [],
          ),
        }))
        .sort((a, b) => b.score - a.score);
      return Promise.resolve({results, filters: {}});
    },
  };
  const fragments = pages.map((page) => ({
    url: page.url,
    meta: {title: page.url, lvl0: 'Docs'},
    content: page.words.join(' '),
    anchors: [],
  }));
  bundleOf(pagefind, fragments);
  return {pagefind, terms};
}

const WORD_PAGES = [
  {url: '/docs/sidebar/', words: ['autogenerated', 'sidebar', 'sidebar', 'items']},
  {url: '/docs/deployment/', words: ['deploy', 'github', 'pages']},
  {url: '/blog/sidebar-news/', words: ['sidebar', 'news']},
];
const VOCABULARY = ['sidebar', 'deploy', 'pages', 'autogenerated', 'github', 'items', 'news'];

function wordClient(pagefind: Pagefind, checkWord?: (word: string) => Promise<string | undefined>) {
  return createPagefindClient({
    siteUrl: '',
    loadPagefind: () => Promise.resolve(pagefind),
    checkWord,
    ...bundleFor(pagefind),
  });
}

function bundleFor(pagefind: Pagefind) {
  const bundle = bundles.get(pagefind);
  if (!bundle) {
    throw new Error('No bundle for this Pagefind');
  }
  return bundle;
}

function urlsOf(response: {hits: {url_without_anchor: string}[]} | undefined): string[] {
  return [...new Set(response?.hits.map((hit) => hit.url_without_anchor))];
}

function clientFor(pagefind: Pagefind) {
  return createPagefindClient({
    siteUrl: 'https://example.com',
    loadPagefind: () => Promise.resolve(pagefind),
    ...bundleFor(pagefind),
  });
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
    expect(first?._snippetResult.content.value).toBe(
      'the <mark>sidebar</mark> by default, a <mark>sidebar</mark> of <mark>sidebars</mark>',
    );
    expect(first?.content).toBe('the sidebar by default, a sidebar of sidebars');
    // The category named like the page is left out of the path the search page shows.
    expect(Object.keys(first?._highlightResult.hierarchy ?? {})).toEqual(['lvl1', 'lvl2']);
    expect(second?.hierarchy.lvl3).toBe('Hideable sidebar');
    expect(second?.type).toBe('lvl3');
  });

  it('escapes everything but the highlight tags', async () => {
    const page: FakePage = {
      url: '/docs/x/',
      title: '<img src=xy onerror=alert(1)>',
      lvl0: 'A & B',
      sections: [{title: 'xy', text: '<script>alert(1)</script> &amp; <mark>xy</mark> &'}],
    };
    const {pagefind} = fakePagefind([page]);
    const {results} = await clientFor(pagefind).search([
      {indexName: 'docs', query: 'xy', highlightPreTag: '<b>', highlightPostTag: '</b>'},
    ]);
    const [hit] = results[0]?.hits ?? [];
    expect(hit?._snippetResult.content.value).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <b>xy</b> &amp;');
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('&lt;img src=<b>xy</b> onerror=alert(1)&gt;');
    expect(hit?._highlightResult.hierarchy.lvl0?.value).toBe('A &amp; B');
  });

  it("loads a page's text once, and asks Pagefind a search it answered already no more", async () => {
    const {pagefind, calls, loaded} = fakePagefind([SIDEBAR_PAGE]);
    const client = clientFor(pagefind);
    for (const query of ['sidebar', 'sidebar ', 'side', 'sidebar']) {
      await client.search([{indexName: 'docs', query}]);
    }
    expect(loaded).toEqual(['/docs/sidebar/']);
    expect(calls.map(({term}) => term)).toEqual(['sidebar', 'side']);
  });

  it("shows the words around a section's matches, within the section", async () => {
    const filler = (word: string) => Array.from({length: 40}, (_, index) => `${word}${index}`).join(' ');
    const page: FakePage = {
      url: '/docs/long/',
      title: 'Long',
      lvl0: 'Docs',
      sections: [
        {title: 'Long', text: `${filler('a')} <mark>match</mark> ${filler('b')}`},
        {title: 'Next', anchor: 'next', text: filler('c')},
      ],
    };
    const {pagefind} = fakePagefind([page]);
    const {results} = await clientFor(pagefind).search([{indexName: 'docs', query: 'match'}]);
    const words = results[0]?.hits[0]?._snippetResult.content.value.split(' ') ?? [];
    expect(words).toHaveLength(24);
    // The match in the middle of the excerpt, and no word of the next section.
    expect(words.indexOf('<em>match</em>')).toBeGreaterThan(8);
    expect(words.indexOf('<em>match</em>')).toBeLessThan(16);
    expect(words.some((word) => word.startsWith('c'))).toBe(false);
  });

  it("downloads a page's outline and only the blocks of its text its excerpts are taken from", async () => {
    const filler = (word: string) => Array.from({length: 40}, (_, index) => `${word}${index}`).join(' ');
    const page: FakePage = {
      url: '/docs/long/',
      title: 'Long',
      lvl0: 'Docs',
      sections: [
        {title: 'Long', text: `${filler('a')} <mark>match</mark> ${filler('b')}`},
        {title: 'Next', anchor: 'next', text: `${filler('c')} <mark>match</mark>`},
      ],
    };
    const {pagefind, loaded, blocksLoaded} = fakePagefind([page], {wordsPerBlock: 10});
    const {results} = await clientFor(pagefind).search([{indexName: 'docs', query: 'match'}]);
    // The first match is word 40, its excerpt words 28 to 51 (blocks 2 to 5); the second is the
    // last word (121), its excerpt words 98 to 121 (blocks 9 to 12).
    expect(loaded).toEqual(['/docs/long/']);
    expect(new Set(blocksLoaded)).toEqual(new Set([2, 3, 4, 5, 9, 10, 11, 12].map((block) => `/docs/long/ ${block}`)));
    const [first, second] = results[0]?.hits ?? [];
    expect(first?._snippetResult.content.value.split(' ')).toHaveLength(24);
    expect(first?._snippetResult.content.value).toContain('a39 <em>match</em> b0');
    expect(second?._snippetResult.content.value).toMatch(/^c\d+ .* c39 <em>match<\/em>$/);
  });

  it('joins words of segmented scripts without spaces', async () => {
    const page: FakePage = {
      url: '/zh-CN/docs/installation/',
      title: '安装',
      lvl0: '文档',
      sections: [{title: '安装', text: '运行\u200B<mark>安装</mark>\u200B命令'}],
    };
    const {pagefind} = fakePagefind([page]);
    const {results} = await clientFor(pagefind).search([{indexName: 'docs', query: '安装'}]);
    expect(results[0]?.hits[0]?._snippetResult.content.value).toBe('运行<em>安装</em>命令');
  });

  it('ranks a page with a section titled after the query above one that only mentions its words more', async () => {
    const mentions: FakePage = {
      url: '/docs/api/reference/',
      title: 'Reference',
      lvl0: 'API',
      sections: [
        {title: 'Options', anchor: 'options', text: '<mark>collapsible</mark> <mark>categories</mark> and more'},
      ],
    };
    const guide: FakePage = {
      url: '/docs/sidebar/items/',
      title: 'Sidebar items',
      lvl0: 'Sidebar',
      sections: [
        {title: 'Sidebar items', text: 'Items of a sidebar'},
        {title: 'Collapsible categories', anchor: 'collapsible', element: 'h3', text: 'a <mark>category</mark> folds'},
      ],
    };
    // Scores 3, 2 and 1, in this order.
    const {pagefind} = fakePagefind([mentions, guide, {...mentions, url: '/blog/post/'}]);
    const {results} = await clientFor(pagefind).search([{indexName: 'docs', query: 'collapsible categories'}]);
    expect(urlsOf(results[0])).toEqual([
      'https://example.com/docs/sidebar/items/',
      'https://example.com/docs/api/reference/',
      'https://example.com/blog/post/',
    ]);
  });

  it('pages through the pages found, and counts pages', async () => {
    const pages = Array.from({length: 5}, (_, index) => ({...SIDEBAR_PAGE, url: `/docs/p${index}/`}));
    const {pagefind, loaded} = fakePagefind(pages);
    const {results} = await clientFor(pagefind).search([
      {indexName: 'docs', query: 'sidebar', hitsPerPage: 4, page: 1},
    ]);
    expect(results[0]).toMatchObject({nbHits: 5, nbPages: 3, page: 1});
    // The five pages ranked first are ranked again by their headings: their text is loaded.
    expect(loaded).toEqual(['/docs/p0/', '/docs/p1/', '/docs/p2/', '/docs/p3/', '/docs/p4/']);
    expect(urlsOf(results[0])).toEqual(['https://example.com/docs/p2/', 'https://example.com/docs/p3/']);
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
    const client = createPagefindClient({
      siteUrl: '',
      loadPagefind: () => Promise.reject(new Error('offline')),
      loadBundleFile: () => Promise.reject(new Error('offline')),
    });
    await expect(client.search([{indexName: 'docs', query: 'xy'}])).rejects.toMatchObject({name: 'RetryError'});
  });

  it('corrects words the index does not know against its vocabulary, and drops unknown ones', async () => {
    const {pagefind, terms} = wordIndex(WORD_PAGES);
    const client = wordClient(pagefind, (word) => Promise.resolve(spellCheck(word, VOCABULARY)));
    const {results} = await client.search([{indexName: 'docs', query: 'Autogenrated sidbar kubernetes'}]);
    expect(urlsOf(results[0])).toEqual(['/docs/sidebar/']);
    expect(terms).toEqual(['autogenerated sidebar']);
    // The corrected words are the ones highlighted.
    expect(results[0]?.hits[0]?._highlightResult.content.matchedWords).toEqual(['autogenerated', 'sidebar']);
  });

  it('drops words no page has, markup and regular expression syntax included', async () => {
    const {pagefind} = wordIndex(WORD_PAGES);
    const {results} = await wordClient(pagefind).search([
      {indexName: 'docs', query: '<b>sidebar</b> <script>alert(1)</script>'},
      {indexName: 'docs', query: 'sidebar.*(+[?\\ kubernetes'},
    ]);
    expect(urlsOf(results[0])).toEqual(['/docs/sidebar/', '/blog/sidebar-news/']);
    expect(urlsOf(results[1])).toEqual(['/docs/sidebar/', '/blog/sidebar-news/']);
  });

  it('answers pages with more of the words first when no page has them all', async () => {
    const {pagefind} = wordIndex(WORD_PAGES);
    const {results} = await wordClient(pagefind).search([{indexName: 'docs', query: 'news items github'}]);
    expect(urlsOf(results[0])).toHaveLength(3);
    const {results: two} = await wordClient(pagefind).search([{indexName: 'docs', query: 'sidebar news github'}]);
    expect(urlsOf(two[0])[0]).toBe('/blog/sidebar-news/');
  });

  it('asks a long query that finds nothing again for a few of its words only', async () => {
    const {pagefind, terms} = wordIndex(WORD_PAGES);
    const words = Array.from({length: 40}, (_, index) => `word${index}x`);
    await wordClient(pagefind).search([{indexName: 'docs', query: words.join(' ')}]);
    expect(terms.length).toBeLessThanOrEqual(10);
  });
});

describe('queryWords', () => {
  it('splits on anything but letters, marks and digits, lower-cased and each once', () => {
    expect(queryWords('<b>Sidebar</b> sidebar_position SIDEBAR')).toEqual(['b', 'sidebar', 'sidebar_position']);
    expect(queryWords('.*(+[?\\')).toEqual([]);
  });

  it('keeps words of Chinese, Korean and Persian queries whole', () => {
    expect(queryWords('环境要求 安装')).toEqual(['环境要求', '安装']);
    expect(queryWords('요구 사항')).toEqual(['요구', '사항']);
    // Persian letters with a zero-width non-joiner and a diacritic mark.
    expect(queryWords('نصب\u200cکردن مستنداتِ')).toEqual(['نصب', 'کردن', 'مستنداتِ']);
  });
});

describe('withoutSingleLetters', () => {
  it('leaves out words of one letter, in alphabets only', () => {
    expect(withoutSingleLetters('autogenerated s')).toBe('autogenerated ');
    expect(withoutSingleLetters('s')).toBe('');
    expect(withoutSingleLetters('import a react component')).toBe('import  react component');
    expect(withoutSingleLetters('sidebar')).toBe('sidebar');
    expect(withoutSingleLetters('docusaurus 3')).toBe('docusaurus 3');
    expect(withoutSingleLetters('安装 环')).toBe('安装 环');
    expect(withoutSingleLetters('요구 사')).toBe('요구 사');
  });
});
