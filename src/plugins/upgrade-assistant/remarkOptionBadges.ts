import {basename, relative} from 'node:path';
import type {PhrasingContent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {mdxEsm, namedImport} from '../../remark/mdxEsm';
import {PAGES} from '../../utils/optionPages';
import {readInventory, pageOptions, type DocumentedOption, type Inventory} from './inventory';

const BADGE_MODULE = '@site/src/plugins/upgrade-assistant/client/OptionBadge';

/** A docs version folder and its label, such as `versioned_docs/version-2.4.3` and `2.4.3`. */
export type BadgeVersion = {folder: string; label: string};

export type OptionBadgesOptions = {
  siteDir: string;
  /** Every docs version, oldest first. */
  versions: BadgeVersion[];
};

export type Badge =
  {kind: 'new'; version: string} | {kind: 'defaultChanged'; from: string} | {kind: 'removed'; version: string};

/**
 * The badges of one documented option: "New in <this version>" when the previous version's
 * page of the same schema does not list it, "Default changed from Y" when both write the
 * default as code and it differs, "Removed in <next version>" when the next version no
 * longer lists it.
 */
export function badgesOf(
  path: string,
  option: DocumentedOption,
  schema: string,
  version: string,
  previous: Inventory | undefined,
  next: {inventory: Inventory; label: string} | undefined,
): Badge[] {
  const badges: Badge[] = [];
  const before = previous?.options[schema]?.[path];
  if (previous && !before) badges.push({kind: 'new', version});
  const [oldCode, newCode] = [before?.default?.code, option.default?.code];
  if (before?.default && oldCode !== undefined && newCode !== undefined) {
    const comparable = (code: string) => code.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
    if (comparable(oldCode) !== comparable(newCode)) badges.push({kind: 'defaultChanged', from: before.default.text});
  }
  if (next && !next.inventory.options[schema]?.[path]) badges.push({kind: 'removed', version: next.label});
  return badges;
}

function badgeElement(badge: Badge): MdxJsxTextElement {
  const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxTextElement',
    name: 'OptionBadge',
    attributes: Object.entries(badge).map(([name, value]) => attribute(name, value)),
    children: [],
  };
}

/** The folder of a version's translations under `i18n/<locale>/docusaurus-plugin-content-docs/`. */
const translationFolderOf = (folder: string) => (folder.startsWith('versioned_docs/') ? basename(folder) : 'current');

/**
 * The version a source belongs to and its path in that version's folder: a page of
 * `versioned_docs/version-2.4.3/`, or its translation under
 * `i18n/<locale>/docusaurus-plugin-content-docs/version-2.4.3/`, which gets the same badges.
 */
export function versionOfSource(path: string, versions: BadgeVersion[]): {index: number; page: string} | undefined {
  const translated = /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/([^/]+)\/(.*)$/.exec(path);
  const index = versions.findIndex(({folder}) =>
    translated ? translationFolderOf(folder) === translated[1] : path.startsWith(`${folder}/`),
  );
  const version = versions[index];
  if (!version) return undefined;
  return {index, page: translated?.[2] ?? path.slice(version.folder.length + 1)};
}

/**
 * Marks the rows of the option tables of each docs version's reference pages (the pages
 * of src/utils/optionPages.ts), in English and in every translation, with text badges,
 * rendered by `client/OptionBadge` without any client-side code. Rows are matched to the
 * mdast table rows by source line.
 */
export default function remarkOptionBadges({siteDir, versions}: OptionBadgesOptions) {
  return (tree: Root, file: VFile): void => {
    const path = relative(siteDir, file.path);
    const source = versionOfSource(path, versions);
    const version = source && versions[source.index];
    if (!source || !version) return;
    const {index} = source;
    const spec = PAGES.find(({page, partial}) => !partial && page === source.page);
    if (!spec) return;
    const previousVersion = versions[index - 1];
    const nextVersion = versions[index + 1];
    const previous = previousVersion && readInventory(siteDir, previousVersion.folder);
    const next = nextVersion && {inventory: readInventory(siteDir, nextVersion.folder), label: nextVersion.label};
    const badgesByLine = new Map<number, Badge[]>();
    for (const {path: optionPath, option} of pageOptions(String(file.value), path, spec)) {
      const badges = badgesOf(optionPath, option, spec.schema, version.label, previous, next);
      if (badges.length > 0) badgesByLine.set(option.line, badges);
    }
    if (badgesByLine.size === 0) return;
    visit(tree, 'tableRow', (row) => {
      const badges = badgesByLine.get(row.position?.start.line ?? -1);
      const cell = row.children[0];
      if (!badges || !cell) return;
      cell.children.push(
        ...badges.flatMap((badge): PhrasingContent[] => [{type: 'text', value: ' '}, badgeElement(badge)]),
      );
    });
    tree.children.unshift(
      mdxEsm(`import {OptionBadge} from '${BADGE_MODULE}';`, [namedImport('OptionBadge', BADGE_MODULE)]),
    );
  };
}
