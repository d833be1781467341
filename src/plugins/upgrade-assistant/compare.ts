import type {TableCell} from '../../utils/optionTables';
import type {Release} from '../changelog/parseChangelog';
import type {DocumentedOption, Inventory} from './inventory';
import type {MovedIds} from './client/PageHistory/counterparts';

/** A docs version as the comparison sees it. `name` is `current` for Canary. */
export type VersionRef = {name: string; label: string};

/** An option named as its row writes it, with the page that documents it in that version. */
export type OptionRef = {name: string; permalink?: string};

export type SchemaChanges = {
  schema: string;
  added: OptionRef[];
  removed: OptionRef[];
  renamed: {from: OptionRef; to: OptionRef}[];
  defaultChanged: (OptionRef & {from: string; to: string})[];
};

export type CliChanges = {
  commandsAdded: string[];
  commandsRemoved: string[];
  flagsAdded: {command: string; flag: string}[];
  flagsRemoved: {command: string; flag: string}[];
};

/** A doc page of one version: its id, title and the sidebar categories it sits under. */
export type DocPage = {id: string; title: string; permalink: string; category: string[]};

export type PageChanges = {
  added: DocPage[];
  removed: DocPage[];
  moved: {from: DocPage; to: DocPage}[];
};

export type BreakingEntry = {version: string; entry: string};

export type Comparison = {
  from: VersionRef;
  to: VersionRef;
  schemas: SchemaChanges[];
  cli: CliChanges;
  pages: PageChanges;
  breaking: BreakingEntry[];
};

type Side = {version: VersionRef; inventory: Inventory; pages: DocPage[]};

function refsOf(pages: DocPage[]): (option: DocumentedOption) => OptionRef {
  const permalinks = new Map(pages.map((page) => [page.id, page.permalink]));
  return (option) => {
    const permalink = permalinks.get(option.page);
    return {name: option.name, ...(permalink ? {permalink} : {})};
  };
}

/** A default written as code, with quotes and spacing made uniform so `'docs'` equals `"docs"`. */
function comparableDefault(cell: TableCell | undefined): string | undefined {
  return cell?.code?.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * Option changes of one schema. A rename counts only when a page of either version states
 * it and the old name is gone while the new one appeared; a default counts as changed only
 * when both rows write it as code, so rewording a prose default is not a change.
 */
function schemaChanges(schema: string, from: Side, to: Side, renames: Inventory['renames']): SchemaChanges {
  const before = from.inventory.options[schema] ?? {};
  const after = to.inventory.options[schema] ?? {};
  const [oldRef, newRef] = [refsOf(from.pages), refsOf(to.pages)];
  const renamed: SchemaChanges['renamed'] = [];
  for (const {from: old, to: now} of renames) {
    const [oldOption, newOption] = [before[old], after[now]];
    if (
      oldOption &&
      newOption &&
      !after[old] &&
      !before[now] &&
      !renamed.some(({from}) => from.name === oldOption.name)
    ) {
      renamed.push({from: oldRef(oldOption), to: newRef(newOption)});
    }
  }
  const renamedFrom = new Set(renamed.map(({from}) => from.name));
  const renamedTo = new Set(renamed.map(({to}) => to.name));
  const added = Object.entries(after)
    .filter(([path, option]) => !before[path] && !renamedTo.has(option.name))
    .map(([, option]) => newRef(option));
  const removed = Object.entries(before)
    .filter(([path, option]) => !after[path] && !renamedFrom.has(option.name))
    .map(([, option]) => oldRef(option));
  const defaultChanged = Object.entries(after).flatMap(([path, option]) => {
    const [old, now] = [before[path]?.default, option.default];
    const [oldCode, newCode] = [comparableDefault(old), comparableDefault(now)];
    return old && now && oldCode !== undefined && newCode !== undefined && oldCode !== newCode
      ? [{...newRef(option), from: old.text, to: now.text}]
      : [];
  });
  return {schema, added, removed, renamed, defaultChanged};
}

function cliChanges(before: Inventory['cli'], after: Inventory['cli']): CliChanges {
  const flagsOf = (cli: Inventory['cli'], other: Inventory['cli']) =>
    Object.entries(cli).flatMap(([command, flags]) => {
      const otherFlags = other[command];
      return otherFlags ? flags.filter((flag) => !otherFlags.includes(flag)).map((flag) => ({command, flag})) : [];
    });
  return {
    commandsAdded: Object.keys(after).filter((command) => !before[command]),
    commandsRemoved: Object.keys(before).filter((command) => !after[command]),
    flagsAdded: flagsOf(after, before),
    flagsRemoved: flagsOf(before, after),
  };
}

const baseName = (id: string) => id.slice(id.lastIndexOf('/') + 1);

const sidebarPlace = (page: DocPage) => [...page.category, page.title].join('/');

/**
 * Pages added, removed or moved. A page is matched by its doc id; a page whose id is gone
 * is matched, once, with a new page of the other version by its file name, else by its
 * place in the versioned sidebar (same categories and title). A matched page has moved
 * when its id or its sidebar categories differ.
 */
export function pageChanges(before: DocPage[], after: DocPage[]): PageChanges {
  const afterIds = new Map(after.map((page) => [page.id, page]));
  const beforeIds = new Set(before.map((page) => page.id));
  const unmatched = after.filter((page) => !beforeIds.has(page.id));
  const moved: PageChanges['moved'] = [];
  const removed: DocPage[] = [];
  for (const page of before) {
    const sameId = afterIds.get(page.id);
    const movedPage = sameId
      ? undefined
      : (unmatched.find((candidate) => baseName(candidate.id) === baseName(page.id)) ??
        unmatched.find((candidate) => sidebarPlace(candidate) === sidebarPlace(page)));
    const match = sameId ?? movedPage;
    if (!match) {
      removed.push(page);
      continue;
    }
    if (movedPage) unmatched.splice(unmatched.indexOf(movedPage), 1);
    if (match.id !== page.id || match.category.join('/') !== page.category.join('/'))
      moved.push({from: page, to: match});
  }
  return {added: unmatched, removed, moved};
}

/** Orders release versions: `2.0.0-beta.22` < `2.0.0-rc.1` < `2.0.0` < `2.4.3`. */
export function compareReleaseVersions(a: string, b: string): number {
  const split = (version: string) => {
    const [core = '', pre] = version.split(/-(.*)/s);
    return {numbers: core.split('.').map(Number), pre: pre?.split('.') ?? []};
  };
  const left = split(a);
  const right = split(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.pre.length === 0 || right.pre.length === 0) return right.pre.length - left.pre.length;
  for (let index = 0; index < Math.max(left.pre.length, right.pre.length); index += 1) {
    const [x, y] = [left.pre[index], right.pre[index]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    const difference = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Breaking-change entries of the releases after `from`, up to `to` (`current`: every later release). */
export function breakingBetween(releases: Release[], from: string, to: string): BreakingEntry[] {
  return releases
    .filter(
      ({version}) =>
        compareReleaseVersions(version, from) > 0 && (to === 'current' || compareReleaseVersions(version, to) <= 0),
    )
    .flatMap(({version, groups}) =>
      groups
        .filter(({title}) => title === 'Breaking changes')
        .flatMap(({entries}) => entries.map((entry) => ({version, entry}))),
    );
}

export function compareVersions(from: Side, to: Side, releases: Release[]): Comparison {
  const renames = [...from.inventory.renames, ...to.inventory.renames];
  const schemas = [...new Set([...Object.keys(from.inventory.options), ...Object.keys(to.inventory.options)])]
    .map((schema) => schemaChanges(schema, from, to, renames))
    .filter(
      (changes) =>
        changes.added.length + changes.removed.length + changes.renamed.length + changes.defaultChanged.length > 0,
    );
  return {
    from: from.version,
    to: to.version,
    schemas,
    cli: cliChanges(from.inventory.cli, to.inventory.cli),
    pages: pageChanges(from.pages, to.pages),
    breaking: breakingBetween(releases, from.version.name, to.version.name),
  };
}

/** How many option changes a comparison lists (the figure the README reports). */
export function optionChangeCount(comparison: Comparison): number {
  return comparison.schemas.reduce(
    (total, {added, removed, renamed, defaultChanged}) =>
      total + added.length + removed.length + renamed.length + defaultChanged.length,
    0,
  );
}

/** The docs of one version, as the page history matches them. */
export type VersionPages = {name: string; pages: DocPage[]};

/**
 * The doc ids that differ between versions for the same page (a page moved to a new id),
 * from `pageChanges` of every pair, both ways: `result[version][id][otherVersion]` is the
 * page's id in `otherVersion`. Pages with the same id in both versions are left out: the
 * client matches those by id from the docs plugin's own global data.
 */
export function movedIds(versions: VersionPages[]): MovedIds {
  const result: MovedIds = {};
  const record = (version: string, id: string, other: string, otherId: string) => {
    ((result[version] ??= {})[id] ??= {})[other] = otherId;
  };
  versions.forEach((from, index) => {
    for (const to of versions.slice(index + 1)) {
      for (const {from: before, to: after} of pageChanges(from.pages, to.pages).moved) {
        if (before.id === after.id) continue;
        record(from.name, before.id, to.name, after.id);
        record(to.name, after.id, from.name, before.id);
      }
    }
  });
  return result;
}
