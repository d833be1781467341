import {describe, expect, it} from 'vitest';
import type {Release} from '../../changelog/parseChangelog';
import {
  breakingBetween,
  compareReleaseVersions,
  compareVersions,
  optionChangeCount,
  pageChanges,
  type DocPage,
} from '../compare';
import {inventoryOf} from '../inventory';

const table = (rows: string[]) =>
  ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');

const OLD_DOCS = `# Docs plugin

${table([
  "| `path` | `string` | `'docs'` | Where the files are. |",
  '| `sidebarPath` | `string` | `undefined` | The sidebars file. |',
  '| `oldName` | `boolean` | `false` | Was renamed. |',
  '| `gone` | `boolean` | `true` | Dropped later. |',
  '| `title` | `string` | the site title | Prose default. |',
])}
`;

const NEW_DOCS = `# Docs plugin

${table([
  '| `path` | `string` | `"docs"` | Same default, other quotes. |',
  "| `sidebarPath` | `string` | `'./sidebars.js'` | New default. |",
  '| `newName` | `boolean` | `false` | Formerly `oldName`. |',
  '| `fresh` | `number` | `3` | A new option. |',
  '| `title` | `string` | the title of the site | Reworded prose default. |',
])}

## Removed options

- \`oldName\`: renamed to \`newName\`.
`;

const CLI = `# CLI

## \`docusaurus build [siteDir]\`

| Flag | Description |
| --- | --- |
| \`--out-dir <dir>\` | Output. |
`;

const CLI_NEW = `${CLI.trimEnd()}
| \`--dev\` | Development build. |

## \`docusaurus clear [siteDir]\`

Clears caches.
`;

const PAGE = 'api/plugins/plugin-content-docs.mdx';
const SCHEMA = '@docusaurus/plugin-content-docs';
const page = (id: string, category: string[] = []): DocPage => ({id, title: id, permalink: `/docs/${id}/`, category});

function side(
  name: string,
  sources: Record<string, string>,
  pages: DocPage[] = [page('api/plugins/plugin-content-docs')],
) {
  return {version: {name, label: name}, inventory: inventoryOf(sources, `fixtures/${name}`), pages};
}

describe('compareVersions', () => {
  const comparison = compareVersions(
    side('1.0.0', {[PAGE]: OLD_DOCS, 'cli.mdx': CLI}),
    side('2.0.0', {[PAGE]: NEW_DOCS, 'cli.mdx': CLI_NEW}),
    [],
  );
  const changes = comparison.schemas.find((schema) => schema.schema === SCHEMA);

  it('lists added options, linked to their page in the newer version', () => {
    expect(changes?.added).toEqual([{name: 'fresh', permalink: '/docs/api/plugins/plugin-content-docs/'}]);
  });

  it('lists removed options', () => {
    expect(changes?.removed.map(({name}) => name)).toEqual(['gone']);
  });

  it('reports a rename only because the docs state it', () => {
    expect(changes?.renamed.map(({from, to}) => [from.name, to.name])).toEqual([['oldName', 'newName']]);
    const unstated = compareVersions(
      side('1.0.0', {[PAGE]: OLD_DOCS}),
      side('2.0.0', {[PAGE]: NEW_DOCS.replace(/## Removed options[\s\S]*/, '')}),
      [],
    ).schemas[0];
    expect(unstated?.renamed).toEqual([]);
    expect(unstated?.added.map(({name}) => name)).toContain('newName');
    expect(unstated?.removed.map(({name}) => name)).toContain('oldName');
  });

  it('reports a changed default written as code, not reworded prose or other quotes', () => {
    expect(changes?.defaultChanged.map(({name, from, to}) => [name, from, to])).toEqual([
      ['sidebarPath', 'undefined', "'./sidebars.js'"],
    ]);
    expect(optionChangeCount(comparison)).toBe(4);
  });

  it('lists CLI commands and flags added and removed', () => {
    expect(comparison.cli).toEqual({
      commandsAdded: ['clear'],
      commandsRemoved: [],
      flagsAdded: [{command: 'build', flag: '--dev'}],
      flagsRemoved: [],
    });
  });

  it('fails on a malformed table, naming the file', () => {
    const broken = `${table(['| `path` | `string` |'])}\n`;
    expect(() => inventoryOf({[PAGE]: broken}, 'versioned_docs/version-9')).toThrow(
      /versioned_docs\/version-9\/api\/plugins\/plugin-content-docs\.mdx:\d+: table row has 2 cells/,
    );
    const prose = table(['| path | `string` | `1` | Not a code span. |']);
    expect(() => inventoryOf({[PAGE]: prose}, 'docs')).toThrow(/docs\/api\/plugins\/plugin-content-docs\.mdx:\d+/);
  });
});

describe('pageChanges', () => {
  it('matches pages by id, then by file name, and reports moves between sidebar categories', () => {
    const before = [page('intro'), page('guides/old-place/setup'), page('cli', ['API']), page('dropped')];
    const after = [page('intro'), page('guides/new-place/setup'), page('cli', ['Reference']), page('brand-new')];
    const changes = pageChanges(before, after);
    expect(changes.added.map(({id}) => id)).toEqual(['brand-new']);
    expect(changes.removed.map(({id}) => id)).toEqual(['dropped']);
    expect(changes.moved.map(({from, to}) => [from.id, to.id])).toEqual([
      ['guides/old-place/setup', 'guides/new-place/setup'],
      ['cli', 'cli'],
    ]);
  });
});

describe('breakingBetween', () => {
  const release = (version: string, breaking: string[]): Release => ({
    version,
    date: '2023-01-01',
    line: 1,
    summary: 'Summary.',
    groups: [{title: 'Breaking changes', entries: breaking}],
    committers: [],
  });
  const releases = [
    release('2.4.3', []),
    release('2.0.0', ['final']),
    release('2.0.0-rc.1', ['rc']),
    release('2.0.0-beta.22', ['beta 22']),
    release('2.0.0-beta.3', ['beta 3']),
  ];

  it('orders pre-releases before their release, numerically', () => {
    expect(compareReleaseVersions('2.0.0-beta.3', '2.0.0-beta.22')).toBeLessThan(0);
    expect(compareReleaseVersions('2.0.0-rc.1', '2.0.0')).toBeLessThan(0);
    expect(compareReleaseVersions('2.4.3', '3.0.0-beta.0')).toBeLessThan(0);
  });

  it('keeps the entries of releases after "from", up to "to" or every later one for Canary', () => {
    expect(breakingBetween(releases, '2.0.0-beta.3', '2.0.0-rc.1').map(({entry}) => entry)).toEqual(['rc', 'beta 22']);
    expect(breakingBetween(releases, '2.0.0-rc.1', 'current').map(({entry}) => entry)).toEqual(['final']);
    expect(breakingBetween(releases, '2.4.3', '3.0.0-beta.0')).toEqual([]);
  });
});
