import {readFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {toString} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parseChangelog} from '../changelog/parseChangelog';
import type {PageHistoryGlobalData} from './client/PageHistory/counterparts';
import {compareVersions, movedIds, type Comparison, type DocPage} from './compare';
import {readInventory} from './inventory';
import {comparePath, type ComparisonSummary} from './paths';

export type UpgradeAssistantOptions = {
  /** The Markdown changelog, relative to the site directory. */
  changelogPath: string;
  /** Where the changelog plugin publishes releases: `/<changelogRoute>/<version>/`. */
  changelogRoute: string;
};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};

/** The sidebar category labels above each doc of a version, outermost first. */
function categoriesOf(version: LoadedVersion): Map<string, string[]> {
  const categories = new Map<string, string[]>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items ?? [], [...trail, item.label ?? '']);
      else if (item.id !== undefined && !categories.has(item.id)) categories.set(item.id, trail);
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items as SidebarItem[], []);
  return categories;
}

function pagesOf(version: LoadedVersion): DocPage[] {
  const categories = categoriesOf(version);
  return version.docs.map(({id, title, permalink}) => ({id, title, permalink, category: categories.get(id) ?? []}));
}

const markdown = unified().use(remarkParse);

/** The docs instance whose versions are compared. */
const DOCS_PLUGIN_ID = 'default';

/**
 * Version comparison pages (/versions/compare/<from>-to-<to>/ and an index at
 * /versions/compare/), computed from the default docs instance's versions once every
 * plugin has loaded: option and CLI tables of each version's reference pages, its docs and
 * sidebars, and the breaking changes of the changelog. The page history of each doc gets
 * the ids of pages that moved between versions as global data. See README.md.
 */
export default function upgradeAssistantPlugin(
  context: LoadContext,
  {changelogPath, changelogRoute}: UpgradeAssistantOptions,
): Plugin {
  const {siteDir, baseUrl} = context;
  return {
    name: 'upgrade-assistant',
    getPathsToWatch() {
      return [join(siteDir, changelogPath)];
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[DOCS_PLUGIN_ID] as LoadedContent | undefined;
      if (!docs) throw new Error('upgrade-assistant: the default docs instance is missing');
      const releases = parseChangelog(await readFile(join(siteDir, changelogPath), 'utf8'), changelogPath).map(
        (release) => ({
          ...release,
          groups: release.groups.map((group) => ({
            ...group,
            entries: group.entries.map((entry) => toString(markdown.parse(entry))),
          })),
        }),
      );
      // Oldest first, so each pair reads older → newer.
      const sides = [...docs.loadedVersions].reverse().map((version) => ({
        version: {name: version.versionName, label: version.label},
        inventory: readInventory(siteDir, relative(siteDir, version.contentPath)),
        pages: pagesOf(version),
      }));
      actions.setGlobalData({
        docsPluginId: DOCS_PLUGIN_ID,
        movedIds: movedIds(sides.map(({version, pages}) => ({name: version.name, pages}))),
      } satisfies PageHistoryGlobalData);
      const comparisons: Comparison[] = sides.flatMap((from, index) =>
        sides.slice(index + 1).map((to) => compareVersions(from, to, releases)),
      );
      const releasePath = `${baseUrl}${changelogRoute}/`;
      const summaries: ComparisonSummary[] = [];
      for (const comparison of comparisons) {
        const path = `${baseUrl}${comparePath(comparison.from.name, comparison.to.name)}`;
        summaries.push({from: comparison.from, to: comparison.to, path});
        const data = await actions.createData(
          `compare-${comparison.from.name}-${comparison.to.name}.json`,
          JSON.stringify({comparison, releasePath}),
        );
        actions.addRoute({
          path,
          component: '@site/src/plugins/upgrade-assistant/client/ComparisonPage.tsx',
          exact: true,
          modules: {data},
        });
      }
      const index = await actions.createData('comparisons.json', JSON.stringify(summaries));
      actions.addRoute({
        path: `${baseUrl}${comparePath()}`,
        component: '@site/src/plugins/upgrade-assistant/client/ComparisonIndexPage.tsx',
        exact: true,
        modules: {comparisons: index},
      });
    },
  };
}
