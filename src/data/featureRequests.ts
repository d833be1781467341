export const FEATURE_REQUEST_STATUSES = ['under-review', 'planned', 'in-progress', 'complete'] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];

export const FEATURE_REQUEST_CATEGORIES = [
  'docs',
  'blog',
  'theme',
  'search',
  'i18n',
  'performance',
  'markdown',
  'plugins',
  'tooling',
] as const;
export type FeatureRequestCategory = (typeof FEATURE_REQUEST_CATEGORIES)[number];

export type FeatureRequest = {
  /** URL slug: lowercase words joined by hyphens, unique. */
  slug: string;
  title: string;
  /** Two or three sentences in our own words: the need, and what the request asks for. */
  description: string;
  status: FeatureRequestStatus;
  category: FeatureRequestCategory;
  /** When the request was opened, YYYY-MM-DD. */
  created: string;
  /** The public GitHub issue or discussion where it is discussed, or null. */
  link: string | null;
};

export const FEATURE_REQUESTS: FeatureRequest[] = [
  {
    slug: 'blog-authors-pages',
    title: 'Blog authors pages',
    description:
      'Multi-author blogs had no way to browse everything a given person wrote. The request asked for an index of all authors plus one page per author listing their posts. It shipped in Docusaurus 3.5 for authors declared in the global authors file.',
    status: 'complete',
    category: 'blog',
    created: '2024-06-04',
    link: 'https://github.com/facebook/docusaurus/issues/10196',
  },
  {
    slug: 'commonmark-component-parity',
    title: 'Make built-in components work in CommonMark mode',
    description:
      'Files compiled in the experimental CommonMark mode lose some Docusaurus niceties: a code block marked live, for example, renders as static code instead of a live editor. A maintainer opened this proposal to give both Markdown modes the same features. The Docusaurus 3.0 release notes point to it as a known gap on the way to treating .md files as plain CommonMark.',
    status: 'planned',
    category: 'markdown',
    created: '2023-06-22',
    link: 'https://github.com/facebook/docusaurus/issues/9092',
  },
  {
    slug: 'react-server-components',
    title: 'Support React Server Components',
    description:
      'Pages and MDX content ship their React code to the browser even when most of it never changes after the build. This request, which grew out of a discussion with the React team, explores rendering pages and MDX as server components at build time so that less JavaScript reaches readers. The maintainers named build-time server components as an upcoming direction when announcing Docusaurus 3.0.',
    status: 'planned',
    category: 'performance',
    created: '2023-06-21',
    link: 'https://github.com/facebook/docusaurus/issues/9089',
  },
  {
    slug: 'docs-tag-pages-front-matter',
    title: 'Expose more doc data on generated tag pages',
    description:
      'The generated page for a docs tag only receives a few fields of each document, such as its title, description and link. The request asks to pass more of each document, including custom front matter, so that tag pages can be turned into richer listings.',
    status: 'under-review',
    category: 'docs',
    created: '2023-04-12',
    link: 'https://github.com/facebook/docusaurus/issues/8886',
  },
  {
    slug: 'translated-slugs',
    title: 'Translate URL slugs per locale',
    description:
      'Localized sites keep the URL paths of the default language, which some teams find unnatural for readers and search engines. The proposal sketches a per-locale mapping from original slugs to translated ones. Slug translation is currently listed as a non-goal of the i18n system, so this remains an open idea.',
    status: 'under-review',
    category: 'i18n',
    created: '2023-01-06',
    link: 'https://github.com/facebook/docusaurus/issues/8521',
  },
  {
    slug: 'google-tag-manager-plugin',
    title: 'Google Tag Manager plugin',
    description:
      'With Universal Analytics being retired, sites needed more than the basic gtag.js integration to track detailed events. The request asked for a first-party plugin that loads Google Tag Manager containers. It shipped as @docusaurus/plugin-google-tag-manager in Docusaurus 2.3.',
    status: 'complete',
    category: 'plugins',
    created: '2022-12-21',
    link: 'https://github.com/facebook/docusaurus/issues/8471',
  },
  {
    slug: 'typescript-config-file',
    title: 'TypeScript config files',
    description:
      'Typing docusaurus.config.js through JSDoc comments only goes so far, especially when config values are produced by code. The request asked Docusaurus to load a config written in TypeScript directly. Docusaurus 3.0.0 added TypeScript and ES module config files, covering the site config, sidebars, plugins and presets; the earlier 3.0.0-beta.0 prerelease still loads CommonJS config files only.',
    status: 'complete',
    category: 'tooling',
    created: '2022-08-07',
    link: 'https://github.com/facebook/docusaurus/issues/7911',
  },
  {
    slug: 'route-count-bundle-size',
    title: 'Smaller client bundles for sites with many routes',
    description:
      'On sites with thousands of pages, the main JavaScript bundle grows with every route because the whole route table is sent to the browser, which slows down the first page load. The report asks for that data to be split or trimmed so that bundle size stops scaling with the number of pages.',
    status: 'under-review',
    category: 'performance',
    created: '2022-04-28',
    link: 'https://github.com/facebook/docusaurus/issues/7256',
  },
  {
    slug: 'eslint-plugin',
    title: 'ESLint plugin for Docusaurus best practices',
    description:
      'Text labels sometimes slip into themes without being wrapped in translation calls. The proposal asked for an ESLint plugin that flags untranslated or dynamic labels, usable by site owners and theme authors alike. @docusaurus/eslint-plugin now exists with four rules: two since Docusaurus 2 and two added in 3.0, none since. The issue stays open for more.',
    status: 'in-progress',
    category: 'tooling',
    created: '2022-01-26',
    link: 'https://github.com/facebook/docusaurus/issues/6472',
  },
  {
    slug: 'unlisted-content',
    title: 'Unlisted docs, blog posts and pages',
    description:
      'Docusaurus 1 let a blog post exist in production without being listed anywhere, which is handy for sharing a draft by link. The request asked to bring this back consistently for every content plugin, keeping such pages out of sidebars, sitemaps and search engines. The unlisted front matter option shipped in Docusaurus 3.0.',
    status: 'complete',
    category: 'docs',
    created: '2021-10-13',
    link: 'https://github.com/facebook/docusaurus/issues/5701',
  },
  {
    slug: 'blog-authors-file',
    title: 'Shared blog authors file',
    description:
      'Repeating the name, title, link and avatar of an author in the front matter of every post is tedious and error-prone. The request proposed a single data file of author profiles that posts reference by key. Docusaurus 2 added this as the global authors.yml file, together with support for several authors per post.',
    status: 'complete',
    category: 'blog',
    created: '2021-08-15',
    link: 'https://github.com/facebook/docusaurus/issues/5363',
  },
  {
    slug: 'blog-posts-per-page-all',
    title: 'Show all blog posts on one page',
    description:
      'Some blogs replace the paginated post list with a custom layout and want every post on a single page. The request asked for an explicit value that turns pagination off instead of passing a very large number. The postsPerPage option of the blog plugin now accepts the value ALL.',
    status: 'complete',
    category: 'blog',
    created: '2021-08-13',
    link: 'https://github.com/facebook/docusaurus/issues/5353',
  },
  {
    slug: 'blog-archive',
    title: 'Blog archive page',
    description:
      'Older posts are hard to find when a blog only shows recent entries and paginated lists. The request asked for an archive listing every post at a glance, as classic blogging platforms offer. A /blog/archive page shipped in Docusaurus 2.0.0-beta.6.',
    status: 'complete',
    category: 'blog',
    created: '2021-03-14',
    link: 'https://github.com/facebook/docusaurus/issues/4431',
  },
  {
    slug: 'mdx-upgrade',
    title: 'Migrate to MDX 2',
    description:
      'Docusaurus long stayed on MDX 1 while the MDX project moved to a faster, stricter compiler adopted by the rest of the ecosystem. The maintainers tracked the upgrade here, and breaking changes upstream held it back for a while. The 3.0.0-beta.0 prerelease compiled content with MDX 2, and the final Docusaurus 3.0 went one step further to MDX 3, along with compatibility options for older MDX syntax.',
    status: 'complete',
    category: 'markdown',
    created: '2021-01-12',
    link: 'https://github.com/facebook/docusaurus/issues/4029',
  },
  {
    slug: 'webpack-upgrade',
    title: 'Upgrade to Webpack 5',
    description:
      'Build output was not deterministic, and every rebuild repeated work that could have been cached. Moving to Webpack 5 promised stable output and a persistent cache for much faster rebuilds. The upgrade landed in spring 2021, as Docusaurus 2 entered its beta phase.',
    status: 'complete',
    category: 'performance',
    created: '2021-01-11',
    link: 'https://github.com/facebook/docusaurus/issues/4027',
  },
  {
    slug: 'theme-gallery',
    title: 'Theme gallery',
    description:
      'Only the classic theme is really usable, which limits how different Docusaurus sites can look. The maintainers want several official themes that share the same features, options and tests, so that switching between them is easy. They have described this as a long-term goal, including in the Docusaurus 2 beta announcement.',
    status: 'planned',
    category: 'theme',
    created: '2020-10-02',
    link: 'https://github.com/facebook/docusaurus/issues/3522',
  },
  {
    slug: 'back-to-top-button',
    title: 'Back to top button',
    description:
      'Docusaurus 1 offered a quick way back to the top of long pages, and the version 2 theme lacked one. The request asked to bring it to the classic theme. A back-to-top button was added that shows up when the reader starts scrolling back up.',
    status: 'complete',
    category: 'theme',
    created: '2020-10-01',
    link: 'https://github.com/facebook/docusaurus/issues/3513',
  },
  {
    slug: 'autogenerated-sidebars',
    title: 'Generate the sidebar from the docs folder',
    description:
      'Keeping sidebars.js in sync with the docs folder is redundant work, and impossible when docs are generated by other tools. The request asked to infer the sidebar from the folder structure, with front matter for fine-tuning. Autogenerated sidebars shipped in Docusaurus 2.0.0-alpha.73.',
    status: 'complete',
    category: 'docs',
    created: '2020-09-19',
    link: 'https://github.com/facebook/docusaurus/issues/3464',
  },
  {
    slug: 'docs-tags',
    title: 'Tags for docs',
    description:
      'Blog posts could be tagged but docs could not, so the sidebar was the only way to group pages. The request asked for the same tag front matter and tag listing pages on the docs side. Doc tags shipped in Docusaurus 2.0.0-beta.5.',
    status: 'complete',
    category: 'docs',
    created: '2020-09-11',
    link: 'https://github.com/facebook/docusaurus/issues/3434',
  },
  {
    slug: 'contextual-search',
    title: 'Contextual search for versioned docs',
    description:
      'On versioned sites, search filters were hard-coded in the config, so readers of an older version got results from the latest one. The request asked for filters that follow the version and docs instance being browsed. The contextualSearch option of the Algolia integration was added during the Docusaurus 2 alpha in 2020.',
    status: 'complete',
    category: 'search',
    created: '2020-09-03',
    link: 'https://github.com/facebook/docusaurus/issues/3396',
  },
  {
    slug: 'commonmark-mode',
    title: 'CommonMark compatibility',
    description:
      'Every Markdown file was compiled as MDX, which breaks existing docs written in plain CommonMark and ties content to MDX-only syntax. The RFC asked to support a CommonMark parser next to MDX. Docusaurus 3.0 introduced an opt-in, still experimental CommonMark mode for .md files.',
    status: 'complete',
    category: 'markdown',
    created: '2020-07-01',
    link: 'https://github.com/facebook/docusaurus/issues/3018',
  },
  {
    slug: 'docs-linter-plugin',
    title: 'Docs linter plugin',
    description:
      'Documentation quality often depends on a consistent structure, such as listing requirements before installation steps. The RFC proposed a linter plugin whose rules check the structure of docs and report problems from the command line. It remains an open proposal.',
    status: 'under-review',
    category: 'plugins',
    created: '2020-06-18',
    link: 'https://github.com/facebook/docusaurus/issues/2965',
  },
  {
    slug: 'tailwind-css-support',
    title: 'Tailwind CSS support',
    description:
      'Many users style their sites with Tailwind CSS and find it awkward to combine with the Infima-based classic theme. The proposal suggested building on Tailwind for easier theming and less custom CSS. The maintainers have said they want an official Tailwind theme as part of the theme gallery work.',
    status: 'planned',
    category: 'theme',
    created: '2020-06-18',
    link: 'https://github.com/facebook/docusaurus/issues/2961',
  },
  {
    slug: 'pwa-offline-support',
    title: 'Progressive web app and offline reading',
    description:
      'Readers on poor connections, or with no connection at all, could not use a documentation site. The request asked for service worker support so that a site can be installed and read offline. This shipped in 2020 as the official @docusaurus/plugin-pwa.',
    status: 'complete',
    category: 'plugins',
    created: '2020-05-23',
    link: 'https://github.com/facebook/docusaurus/issues/2805',
  },
  {
    slug: 'docsearch-dark-mode',
    title: 'Dark mode for Algolia DocSearch',
    description:
      'The search box and its results popup stayed light while the rest of the site switched to dark mode. The request asked for the Algolia search UI to follow the color mode of the site. The DocSearch 3 integration of Docusaurus 2 comes with dark mode styles.',
    status: 'complete',
    category: 'search',
    created: '2020-05-15',
    link: 'https://github.com/facebook/docusaurus/issues/2754',
  },
  {
    slug: 'toc-heading-levels',
    title: 'Configurable table of contents depth',
    description:
      'The table of contents only listed second- and third-level headings, which is not enough for some long pages. The request asked to choose which heading levels appear. Docusaurus 2 added site-wide minimum and maximum levels, with front matter to override them per page.',
    status: 'complete',
    category: 'docs',
    created: '2020-04-30',
    link: 'https://github.com/facebook/docusaurus/issues/2700',
  },
  {
    slug: 'v-two-translations',
    title: 'Translations for Docusaurus 2',
    description:
      'Docusaurus 2 started without the translation support of version 1, which kept many localized sites from upgrading. This umbrella issue collected design ideas, such as a built-in notion of the current locale and a separate build per language. Internationalization was officially released in Docusaurus 2.0.0-alpha.71 in March 2021.',
    status: 'complete',
    category: 'i18n',
    created: '2020-04-24',
    link: 'https://github.com/facebook/docusaurus/issues/2651',
  },
  {
    slug: 'dark-mode-default',
    title: 'Dark mode as the default color mode',
    description:
      'Projects with dark branding wanted visitors to land on the dark theme first. The request asked for a config option that picks the initial color mode. It was added in 2020 and today lives in the colorMode.defaultMode setting.',
    status: 'complete',
    category: 'theme',
    created: '2020-04-09',
    link: 'https://github.com/facebook/docusaurus/issues/2565',
  },
  {
    slug: 'versions-dropdown',
    title: 'Dropdown with all doc versions',
    description:
      'When reading an older version, the navbar still showed the latest one, which confused readers. The request asked for a dropdown that lists every version and highlights the active one. A docs version dropdown navbar item shipped in Docusaurus 2 during 2020.',
    status: 'complete',
    category: 'docs',
    created: '2020-04-01',
    link: 'https://github.com/facebook/docusaurus/issues/2492',
  },
  {
    slug: 'code-block-improvements',
    title: 'Highlight comments and titles for code blocks',
    description:
      'Highlighting lines by number is fragile, because the numbers shift whenever the code changes. The request asked for comment markers that highlight lines, and for a title bar above code blocks, as other site generators offer. Both are available in Docusaurus 2, the comments having since grown into configurable magic comments.',
    status: 'complete',
    category: 'markdown',
    created: '2020-02-06',
    link: 'https://github.com/facebook/docusaurus/issues/2271',
  },
  {
    slug: 'mobile-table-of-contents',
    title: 'Table of contents on mobile',
    description:
      'On small screens, the Docusaurus 2 theme offered no way to reach the list of headings of the current page. The request proposed reworking the mobile buttons so that this outline becomes reachable. The mobile layout was later redesigned with a collapsible inline table of contents and the docs sidebar inside the main menu.',
    status: 'complete',
    category: 'theme',
    created: '2020-01-16',
    link: 'https://github.com/facebook/docusaurus/issues/2220',
  },
  {
    slug: 'typescript-support',
    title: 'TypeScript support for site code',
    description:
      'Many teams prefer TypeScript for their React pages and components. The request asked Docusaurus 2 to compile .ts and .tsx files, and also mentioned a typed site config. TypeScript pages and components work since early 2020, and typed config files followed in Docusaurus 3.0.',
    status: 'complete',
    category: 'tooling',
    created: '2019-12-13',
    link: 'https://github.com/facebook/docusaurus/issues/2120',
  },
  {
    slug: 'mermaid-diagrams',
    title: 'Mermaid diagrams in Markdown',
    description:
      'Keeping diagrams as separately exported images makes them hard to update together with the text. The request asked for Mermaid code blocks that render as diagrams straight from Markdown. Official Mermaid support shipped in Docusaurus 2.2.',
    status: 'complete',
    category: 'markdown',
    created: '2019-03-04',
    link: 'https://github.com/facebook/docusaurus/issues/1258',
  },
  {
    slug: 'local-search',
    title: 'Local search without Algolia',
    description:
      'Sites hosted on an intranet or behind a firewall cannot use Algolia DocSearch, which needs to crawl a public site. The request asked for a built-in search that indexes content at build time and runs in the browser. So far the maintainers have pointed users to community local search plugins instead of shipping their own.',
    status: 'under-review',
    category: 'search',
    created: '2018-06-15',
    link: 'https://github.com/facebook/docusaurus/issues/776',
  },
  {
    slug: 'default-language',
    title: 'Choose the default language',
    description:
      'Docusaurus 1 always treated English as the main language, so sites written mostly in another language could not make it the default. The request asked to configure which language comes first. The i18n system of Docusaurus 2 (2.0.0-alpha.71) lets any locale be the default locale.',
    status: 'complete',
    category: 'i18n',
    created: '2018-04-19',
    link: 'https://github.com/facebook/docusaurus/issues/586',
  },
];
