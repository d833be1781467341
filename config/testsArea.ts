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
  {id: 'pages-tests', path: 'fixtures/pages', routeBasePath: 'tests', ...markdownPlugins} satisfies PagesOptions,
];
