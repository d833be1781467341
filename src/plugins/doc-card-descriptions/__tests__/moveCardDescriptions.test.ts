import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {CARD_DESCRIPTIONS_PROP, categoryDocIds, moveCardDescriptions} from '../moveCardDescriptions';

const GENERATED_INDEX = '@theme/DocCategoryGeneratedIndexPage';

const doc = (id: string, sidebar = 'docs') => ({id, title: `Title of ${id}`, description: `About ${id}.`, sidebar});

const version = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {
    docs: [
      {type: 'link', href: '/docs/intro/', label: 'Intro', docId: 'intro', unlisted: false},
      {
        type: 'category',
        label: 'Guides',
        href: '/docs/category/guides/',
        collapsed: true,
        collapsible: true,
        items: [
          {type: 'link', href: '/docs/a/', label: 'A', docId: 'a', unlisted: false},
          {
            type: 'category',
            label: 'More',
            href: '/docs/more/',
            collapsed: true,
            collapsible: true,
            items: [{type: 'link', href: '/docs/b/', label: 'B', docId: 'b', unlisted: false}],
          },
          {type: 'link', href: 'https://example.com', label: 'Out'},
        ],
      },
    ],
  },
  docs: {intro: doc('intro'), a: doc('a'), b: doc('b'), more: doc('more')},
} as unknown as PropVersionMetadata;

const page = (path: string, sourceFilePath?: string, component = '@theme/DocItem'): RouteConfig => ({
  path,
  component,
  exact: true,
  ...(sourceFilePath !== undefined && {modules: {content: `@site/${sourceFilePath}`}, metadata: {sourceFilePath}}),
});

const SOURCES: Record<string, string> = {
  'docs/intro.md': '# Intro',
  'docs/more.mdx': "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />",
  'docs/a.mdx': 'import DocCardList from "@theme/DocCardList";',
};

const root: RouteConfig = {
  path: '/docs/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs/',
      component: '@theme/DocVersionRoot',
      props: {version},
      routes: [
        {
          path: '/docs/',
          component: '@theme/DocRoot',
          routes: [
            page('/docs/intro/', 'docs/intro.md'),
            page('/docs/more/', 'docs/more.mdx'),
            page('/docs/a/', 'docs/a.mdx'),
            page('/docs/category/guides/', undefined, GENERATED_INDEX),
          ],
        },
      ],
    },
  ],
};

const move = () =>
  moveCardDescriptions(root, {generatedIndexComponent: GENERATED_INDEX, readSource: (file) => SOURCES[file] ?? ''});

const docPages = (route: RouteConfig) => route.routes?.[0]?.routes?.[0]?.routes ?? [];

describe('moveCardDescriptions', () => {
  it("takes the descriptions out of the version's doc list, and nothing else", () => {
    const {route, versions} = move();
    expect(versions).toBe(1);
    const moved = (route.routes?.[0]?.props as {version: PropVersionMetadata}).version;
    expect(moved.docs.a).toEqual({id: 'a', title: 'Title of a', sidebar: 'docs'});
    expect({...moved, docs: undefined}).toEqual({...version, docs: undefined});
    // The plugin's own objects are left as they were.
    expect(version.docs.a?.description).toBe('About a.');
  });

  it("gives a generated index the descriptions of its category's docs", () => {
    const guides = docPages(move().route).find((route) => route.path === '/docs/category/guides/');
    expect(guides?.props).toEqual({[CARD_DESCRIPTIONS_PROP]: {a: 'About a.'}});
  });

  it("gives a doc that imports the card list those of its category's docs, or of the version's when it is no category's", () => {
    const pages = docPages(move().route);
    expect(pages.find((route) => route.path === '/docs/more/')?.props).toEqual({
      [CARD_DESCRIPTIONS_PROP]: {b: 'About b.'},
    });
    expect(pages.find((route) => route.path === '/docs/a/')?.props).toEqual({
      [CARD_DESCRIPTIONS_PROP]: {intro: 'About intro.', a: 'About a.', b: 'About b.', more: 'About more.'},
    });
    expect(pages.find((route) => route.path === '/docs/intro/')?.props).toBeUndefined();
  });

  it('counts no version when the routes have another shape', () => {
    expect(
      moveCardDescriptions(
        {path: '/x/', component: 'X', routes: [page('/x/a/')]},
        {
          generatedIndexComponent: GENERATED_INDEX,
          readSource: () => '',
        },
      ).versions,
    ).toBe(0);
  });
});

describe('categoryDocIds', () => {
  it('lists the docs linked directly from the category whose page it is', () => {
    expect(categoryDocIds(version.docsSidebars, '/docs/category/guides/')).toEqual(['a']);
    expect(categoryDocIds(version.docsSidebars, '/docs/more/')).toEqual(['b']);
    expect(categoryDocIds(version.docsSidebars, '/docs/intro/')).toBeUndefined();
  });
});
