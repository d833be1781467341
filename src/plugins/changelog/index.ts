import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {
  BlogContent,
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {withFormattedPostDates} from '../prerendered-dates';
import {nestedSection, sectionBasePath} from '../routing-and-prefetch/section-routes';
import {parseChangelog, releaseToPost, type Release} from './parseChangelog';
import {groupBySeries, type ReleaseSeries} from './releaseSeries';

/** What the site config passes: the blog plugin's options plus where the changelog is. */
export type ChangelogOptions = BlogOptions & {
  /** The Markdown changelog, relative to the site directory. */
  changelogPath?: string;
};

type ValidatedOptions = BlogPluginOptions & {changelogPath: string};

const DEFAULT_CHANGELOG_PATH = 'changelog/CHANGELOG.md';

/** Where the releases are written as blog posts; git ignores it. */
const GENERATED_DIR = 'changelog/releases';
/** What `releaseToPost` writes between a release's summary and its notes. */
const RELEASE_NOTES_MARKER = /\{\/\* truncate \*\/\}/;

async function writeReleasePosts(siteDir: string, releases: Release[]): Promise<void> {
  const outputDir = join(siteDir, GENERATED_DIR);
  await rm(outputDir, {recursive: true, force: true});
  await mkdir(outputDir, {recursive: true});
  const releasesPerDay = new Map<string, number>();
  await Promise.all(
    releases.map((release) => {
      const sameDayRank = releasesPerDay.get(release.date) ?? 0;
      releasesPerDay.set(release.date, sameDayRank + 1);
      return writeFile(join(outputDir, `${release.date}-${release.version}.mdx`), releaseToPost(release, sameDayRank));
    }),
  );
}

/**
 * The changelog: the official blog plugin, fed with one post per release of a Markdown
 * changelog. Listing, pagination, the sidebar and the feeds are the blog plugin's; this
 * plugin only writes the posts, swaps the list component and adds the 2.x series page.
 */
export default async function changelogPlugin(
  context: LoadContext,
  options: ValidatedOptions,
): Promise<Plugin<BlogContent>> {
  const {changelogPath, ...blogOptions} = options;
  const changelogFile = join(context.siteDir, changelogPath);
  const blogPlugin = await withFormattedPostDates(pluginContentBlog)(context, {
    ...blogOptions,
    path: GENERATED_DIR,
    // List pages get each release's summary only (the blog plugin's `?truncated` variant of the
    // post); a reader who expands a release loads its full notes (theme/ChangelogItem).
    truncateMarker: RELEASE_NOTES_MARKER,
    onUntruncatedBlogPosts: 'ignore',
    blogListComponent: '@theme/ChangelogList',
  });
  let series: ReleaseSeries[] = [];

  return {
    // Keeps the blog plugin's name: its generated data files are addressed by that name.
    ...blogPlugin,
    getThemePath() {
      return new URL('./theme', import.meta.url).pathname;
    },
    getPathsToWatch() {
      return [changelogFile];
    },
    async loadContent() {
      const releases = parseChangelog(await readFile(changelogFile, 'utf8'), changelogPath);
      await writeReleasePosts(context.siteDir, releases);
      series = groupBySeries(releases);
      return blogPlugin.loadContent?.() as Promise<BlogContent>;
    },
    async contentLoaded(params) {
      const routeBasePath = sectionBasePath(context.baseUrl, blogOptions.routeBasePath);
      const {sectionActions, addSection} = nestedSection(params.actions, routeBasePath);
      await blogPlugin.contentLoaded?.({...params, actions: sectionActions});
      const seriesData = await params.actions.createData(
        'release-series.json',
        JSON.stringify({routeBasePath, series}),
      );
      sectionActions.addRoute({
        path: `${routeBasePath}v2/`,
        component: '@theme/ChangelogSeries',
        exact: true,
        modules: {series: seriesData},
      });
      addSection();
    },
  };
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<ChangelogOptions, ValidatedOptions>): ValidatedOptions {
  const {changelogPath = DEFAULT_CHANGELOG_PATH, ...blogOptions} = options;
  // The blog plugin's validator fills in every blog default; ours only adds changelogPath.
  const validateBlog = validate as unknown as Parameters<typeof validateBlogOptions>[0]['validate'];
  return {...validateBlogOptions({options: blogOptions, validate: validateBlog}), changelogPath};
}
