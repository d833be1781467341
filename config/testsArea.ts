import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {markdownPlugins} from './markdownPlugins';

/**
 * The /tests area: extra plugin instances whose content only exists to exercise the
 * framework. Built always; kept out of the sitemap and of search.
 */
export const testsDocsPlugin: PluginConfig = [
  'content-docs',
  {
    id: 'docs-tests',
    path: 'fixtures/docs',
    routeBasePath: 'tests/docs',
    sidebarPath: './fixtures/sidebars.ts',
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
