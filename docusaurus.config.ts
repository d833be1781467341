import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {announcementBar} from './config/announcementBar';
import {blogPlugin, docsPlugin} from './config/contentPlugins';
import {baseUrl, hostedSearch, isDeployPreview, siteUrl} from './config/env';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import {pwaHead, pwaPlugin} from './config/pwa';
import {markdownPlugins, rehypeCodeHighlighting, rehypeDocHydrationSlices} from './config/markdownPlugins';
import {withServerOnlyOptions} from './config/serverOnlyOptions';
import {redirects} from './config/redirects';
import {testsBlogPlugin, testsDocsPlugin, testsPagesPlugin} from './config/testsArea';
import announcementBarPlugin from './src/plugins/announcement-bar';
import type {ChangelogOptions} from './src/plugins/changelog';
import featureRequestsPlugin from './src/plugins/feature-requests';
import fontFilesPlugin from './src/plugins/stylesheets-and-fonts/font-files';
import hydrationTransitionsPlugin from './src/plugins/hydration-transitions';
import idlePrefetchPlugin from './src/plugins/routing-and-prefetch/idle-prefetch';
import stylesheetChunksPlugin from './src/plugins/stylesheets-and-fonts/stylesheet-chunks';
import lazyRouteComponentsPlugin from './src/plugins/routing-and-prefetch/lazy-route-components';
import lazyProgressBarPlugin from './src/plugins/routing-and-prefetch/lazy-progress-bar';
import navbarOnDemandPlugin from './src/plugins/navbar-on-demand';
import leanChunkMapsPlugin from './src/plugins/routing-and-prefetch/lean-chunk-maps';
import leanSiteConfigPlugin from './src/plugins/lean-site-config';
import prismOnDemandPlugin from './src/plugins/code-highlighting';
import routeLoggerPlugin from './src/plugins/route-logger';
import runtimeHelpersPlugin from './src/plugins/runtime-helpers';
import type {UpgradeAssistantOptions} from './src/plugins/upgrade-assistant';
import remarkOptionBadges, {type OptionBadgesOptions} from './src/plugins/upgrade-assistant/remarkOptionBadges';
import remarkChangelogLinks, {type ChangelogLinksOptions} from './src/plugins/upgrade-assistant/remarkChangelogLinks';
import docsVersions from './versions.json';
import localSearchPlugin from './src/plugins/local-search';
import staticDiagramsPlugin from './src/plugins/static-diagrams';
import {DIAGRAM_THEMES} from './src/plugins/static-diagrams/diagramCache';
import type {MarkdownTwinsOptions} from './src/plugins/markdown-twins';
import {LOCAL_SEARCH_CREDENTIALS, LOCAL_SEARCH_MODAL_HITS} from './src/plugins/local-search/searchIndex';

const CANARY_LABEL = 'Canary';

/** Admonition keywords the docs add to the theme's (`:::experimental`). */
const EXTRA_ADMONITION_KEYWORDS = ['experimental'];

const siteDir = new URL('.', import.meta.url).pathname;

/** Every version of the main docs, oldest first, for the option badges and the changelog's links. */
const docsVersionFolders = [
  ...[...docsVersions].reverse().map((version) => ({
    folder: `versioned_docs/version-${version}`,
    label: version,
    routeBasePath: `/docs/${version}/`,
  })),
  {folder: 'docs', label: CANARY_LABEL, routeBasePath: '/docs/'},
];
const optionBadges: OptionBadgesOptions = {siteDir, versions: docsVersionFolders};
const changelogLinks: ChangelogLinksOptions = {siteDir, versions: [...docsVersionFolders].reverse()};

const repositoryUrl = 'https://github.com/facebook/docusaurus';
const editUrl = `${repositoryUrl}/edit/main/website/`;

const config = {
  title: 'Docusaurus',
  tagline: 'Documentation websites that stay fast, versioned and easy to maintain',
  favicon: 'img/favicon.png',
  url: siteUrl,
  baseUrl,
  baseUrlIssueBanner: true,
  trailingSlash: true,
  organizationName: 'facebook',
  projectName: 'docusaurus',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  customFields: {isDeployPreview},
  clientModules: ['./src/clientModules/colorOverrides.ts'],
  future: {
    faster: true,
    // Every Docusaurus v4 flag: removeLegacyPostBuildHeadAttribute, useCssCascadeLayers,
    // siteStorageNamespacing (storage keys get the site's namespace: code that reads them
    // goes through the theme's storage slots or LoadContext.siteStorage), fasterByDefault and
    // mdx1CompatDisabledByDefault (the content keeps what it still uses, see markdown below).
    v4: true,
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'pt-BR', 'ko', 'zh-CN', 'fa'],
    path: 'i18n',
    // Labels are written in their own language so readers recognise theirs in the dropdown.
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
      fr: {label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory'},
      'pt-BR': {label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory'},
      ko: {label: '한국어', direction: 'ltr', htmlLang: 'ko', calendar: 'gregory'},
      'zh-CN': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory'},
      // Interface only: proves the layout right to left. Dates use the Solar Hijri calendar.
      fa: {label: 'فارسی', direction: 'rtl', htmlLang: 'fa', calendar: 'persian'},
    },
  },
  markdown: {
    // Mermaid code blocks are drawn at build time instead (src/plugins/static-diagrams); the
    // theme stays for diagrams written as its <Mermaid> component.
    mermaid: false,
    // MDX 1 syntax the content still uses, which v4 turns off by default: `{#id}` heading ids
    // (about 90 files) and HTML comments in MDX. Admonition titles stay off: the rewrite of
    // `:::tip Title` also reaches code blocks, where the 2.4.3 docs show that form as written.
    mdx1Compat: {comments: true, admonitions: false, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
  presets: [
    [
      'classic',
      {
        debug: true,
        // The main docs are a plugin of their own below (src/plugins/doc-card-descriptions).
        docs: false,
        // The blog is a plugin of its own below (src/plugins/routing-and-prefetch/section-routes).
        blog: false,
        pages: markdownPlugins,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/tests/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      blogPlugin,
      {
        path: 'blog',
        blogTitle: 'Docusaurus blog',
        blogDescription: 'News, release notes and stories from the Docusaurus project.',
        postsPerPage: 5,
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'All posts',
        showReadingTime: true,
        editUrl,
        feedOptions: {type: 'all', copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`},
        onInlineAuthors: 'throw',
        ...markdownPlugins,
      } satisfies BlogOptions,
    ],
    [
      docsPlugin,
      {
        path: 'docs',
        sidebarPath: './sidebars.ts',
        editUrl,
        // Date only: this repository's commit author is a maintainers' account, not the
        // person who wrote the page, and reads like a placeholder to readers.
        showLastUpdateTime: true,
        lastVersion: 'current',
        versions: {current: {label: CANARY_LABEL}},
        admonitions: {keywords: EXTRA_ADMONITION_KEYWORDS, extendDefaults: true},
        ...markdownPlugins,
        remarkPlugins: [...markdownPlugins.remarkPlugins, withServerOnlyOptions(remarkOptionBadges, optionBadges)],
        rehypePlugins: [...markdownPlugins.rehypePlugins, rehypeDocHydrationSlices],
      } satisfies DocsOptions,
    ],
    [
      docsPlugin,
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        editUrl,
        showLastUpdateTime: true,
        ...markdownPlugins,
        rehypePlugins: [...markdownPlugins.rehypePlugins, rehypeDocHydrationSlices],
      } satisfies DocsOptions,
    ],
    [
      './src/plugins/changelog/index.ts',
      {
        id: 'changelog',
        changelogPath: 'changelog/CHANGELOG.md',
        routeBasePath: 'changelog',
        blogTitle: 'Docusaurus changelog',
        blogDescription: 'The Docusaurus 2 releases, from 2.0.0-alpha.19 to 2.4.3, and what changed in each.',
        blogSidebarTitle: 'Releases',
        blogSidebarCount: 'ALL',
        postsPerPage: 20,
        showReadingTime: false,
        feedOptions: {type: 'all', title: 'Docusaurus changelog'},
        remarkPlugins: [withServerOnlyOptions(remarkChangelogLinks, changelogLinks)],
        rehypePlugins: [rehypeCodeHighlighting],
      } satisfies ChangelogOptions,
    ],
    testsDocsPlugin,
    testsPagesPlugin,
    testsBlogPlugin,
    ['client-redirects', redirects],
    [
      'ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true} satisfies Partial<IdealImageOptions>,
    ],
    [
      pwaPlugin,
      {
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        pwaHead,
        // The Pagefind search bundle is cached at run time instead (see src/plugins/local-search).
        // The plugin sets swSrc and swDest itself, which the option's type requires anyway.
        injectManifestConfig: {globIgnores: ['pagefind/**']} as PwaOptions['injectManifestConfig'],
      } satisfies Partial<PwaOptions>,
    ],
    [
      './src/plugins/upgrade-assistant/index.ts',
      {changelogPath: 'changelog/CHANGELOG.md', changelogRoute: 'changelog'} satisfies UpgradeAssistantOptions,
    ],
    announcementBarPlugin,
    featureRequestsPlugin,
    fontFilesPlugin,
    stylesheetChunksPlugin,
    prismOnDemandPlugin,
    leanChunkMapsPlugin,
    leanSiteConfigPlugin,
    hydrationTransitionsPlugin,
    runtimeHelpersPlugin,
    staticDiagramsPlugin,
    lazyRouteComponentsPlugin,
    lazyProgressBarPlugin,
    idlePrefetchPlugin,
    navbarOnDemandPlugin,
    !hostedSearch && localSearchPlugin,
    [
      './src/plugins/markdown-twins/index.ts',
      {
        excludedPluginIds: ['docs-tests', 'blog-tests', 'pages-tests'],
        excludedPaths: ['/examples/'],
        extraAdmonitionKeywords: EXTRA_ADMONITION_KEYWORDS,
      } satisfies MarkdownTwinsOptions,
    ],
    isDeployPreview && routeLoggerPlugin,
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'documentation, static site generator, react, mdx, docusaurus'}],
    announcementBar,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    navbar,
    footer,
    prism,
    mermaid: {theme: DIAGRAM_THEMES},
    liveCodeBlock: {playgroundPosition: 'bottom'},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    algolia: {
      ...(hostedSearch ?? LOCAL_SEARCH_CREDENTIALS),
      // The local index downloads each page's text to show its hits: the modal asks for
      // five pages (two sections each) rather than ten, and "See all results" has the rest.
      ...(!hostedSearch && {searchParameters: {hitsPerPage: LOCAL_SEARCH_MODAL_HITS}}),
      contextualSearch: true,
      searchPagePath: 'search',
      replaceSearchResultPathname: {from: '/docs/next/', to: '/docs/'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
