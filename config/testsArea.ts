import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {blogPlugin, docsPlugin} from './contentPlugins';
import {markdownPlugins} from './markdownPlugins';

/**
 * The /tests area: extra plugin instances whose content only exists to exercise the
 * framework. Built always; kept out of the sitemap and of search.
 */
export const testsDocsPlugin: PluginConfig = [
  docsPlugin,
  {
    id: 'docs-tests',
    path: 'fixtures/docs',
    routeBasePath: 'tests/docs',
    sidebarPath: './fixtures/sidebars.ts',
    // Every route of the instance (docs, tags, generated indexes) sits under this root,
    // so one wrapper marks them all noindex without touching the other docs instances.
    docsRootComponent: '@site/src/components/NoIndexDocsRoot',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    ...markdownPlugins,
  } satisfies DocsOptions,
];

export const testsPagesPlugin: PluginConfig = [
  'content-pages',
  {
    id: 'pages-tests',
    path: 'fixtures/pages',
    routeBasePath: 'tests',
    // Marks every Markdown fixture page noindex (React pages do it themselves).
    mdxPageComponent: '@site/fixtures/pages/_components/FixtureMarkdownPage',
    ...markdownPlugins,
  } satisfies PagesOptions,
];

export const testsBlogPlugin: PluginConfig = [
  // The blog plugin, with its routes nested under /tests/blog/ (src/plugins/routing-and-prefetch/section-routes).
  blogPlugin,
  {
    // src/components/TestsBlogNoIndex matches this id to mark every page of the instance noindex.
    id: 'blog-tests',
    path: 'fixtures/blog',
    routeBasePath: 'tests/blog',
    blogTitle: 'Test blog',
    blogDescription: 'Fixture posts that exercise the blog plugin: pagination, tags, authors, feeds and more.',
    postsPerPage: 3,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All test posts',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    // Authors declared inline in front matter are one of the cases under test.
    onInlineAuthors: 'ignore',
    // One post is left without a truncate marker on purpose, to show a whole post in the list.
    onUntruncatedBlogPosts: 'ignore',
    feedOptions: {
      type: 'all',
      title: 'Docusaurus test blog',
      description: 'Fixture posts of the Docusaurus website, published as feeds to test feed generation.',
    },
    ...markdownPlugins,
  } satisfies BlogOptions,
];
