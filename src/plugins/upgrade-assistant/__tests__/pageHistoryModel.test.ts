import {describe, expect, it} from 'vitest';
import {counterparts, isNewer, type VersionDocs} from '../client/PageHistory/counterparts';
import {CONTEXT_LINES, diffPages, type DiffBlock} from '../client/PageHistory/diffModel';
import {movedIds, pageChanges, type DocPage} from '../compare';

const page = (id: string, category: string[] = [], title = id): DocPage => ({
  id,
  title,
  permalink: `/docs/${id}/`,
  category,
});

const version = (name: string, ids: string[]): VersionDocs => ({
  name,
  label: name === 'current' ? 'Canary' : name,
  docs: ids.map((id) => ({id, path: `/docs/${name}/${id}/`})),
});

describe('page history: matching a page across versions', () => {
  const versions = [
    version('current', ['intro', 'guides/new-place/setup', 'only-canary']),
    version('3.0.0', ['intro', 'guides/new-place/setup']),
    version('2.4.3', ['intro', 'guides/old-place/setup']),
  ];
  const moved = movedIds([
    {name: '2.4.3', pages: [page('intro'), page('guides/old-place/setup')]},
    {name: '3.0.0', pages: [page('intro'), page('guides/new-place/setup')]},
    {name: 'current', pages: [page('intro'), page('guides/new-place/setup'), page('only-canary')]},
  ]);

  it('finds a page with the same id in every other version, newest first', () => {
    expect(counterparts('current', 'intro', versions, moved)).toEqual([
      {version: '3.0.0', label: '3.0.0', permalink: '/docs/3.0.0/intro/'},
      {version: '2.4.3', label: '2.4.3', permalink: '/docs/2.4.3/intro/'},
    ]);
  });

  it('follows a page whose id changed, both ways', () => {
    expect(moved).toEqual({
      '2.4.3': {'guides/old-place/setup': {'3.0.0': 'guides/new-place/setup', current: 'guides/new-place/setup'}},
      '3.0.0': {'guides/new-place/setup': {'2.4.3': 'guides/old-place/setup'}},
      current: {'guides/new-place/setup': {'2.4.3': 'guides/old-place/setup'}},
    });
    expect(counterparts('current', 'guides/new-place/setup', versions, moved)[1]).toEqual({
      version: '2.4.3',
      label: '2.4.3',
      permalink: '/docs/2.4.3/guides/old-place/setup/',
    });
    expect(counterparts('2.4.3', 'guides/old-place/setup', versions, moved)[0]?.permalink).toBe(
      '/docs/current/guides/new-place/setup/',
    );
  });

  it('says a version lacks the page when nothing matches', () => {
    expect(counterparts('current', 'only-canary', versions, moved)).toEqual([
      {version: '3.0.0', label: '3.0.0'},
      {version: '2.4.3', label: '2.4.3'},
    ]);
  });

  it('has nothing to offer for an unversioned docs instance', () => {
    expect(counterparts('current', 'intro', versions.slice(0, 1), moved)).toEqual([]);
  });

  it('matches a renamed file by its place in the versioned sidebar', () => {
    const before = [page('guides/setup-old', ['Guides'], 'Setting up')];
    const after = [page('guides/installing', ['Guides'], 'Setting up'), page('guides/other', ['Guides'], 'Other')];
    expect(pageChanges(before, after).moved.map(({from, to}) => [from.id, to.id])).toEqual([
      ['guides/setup-old', 'guides/installing'],
    ]);
  });

  it('orders versions newest first', () => {
    expect(isNewer('current', '2.4.3', versions)).toBe(true);
    expect(isNewer('2.4.3', '3.0.0', versions)).toBe(false);
  });
});

/** The blocks written compactly: `=same`, `+added`, `-removed`, `~N` for N folded lines. */
const compact = (blocks: DiffBlock[]) =>
  blocks.map((block) =>
    block.kind === 'skipped'
      ? `~${block.lines}`
      : block.pieces.map(({kind, text}) => `${{same: '=', added: '+', removed: '-'}[kind]}${text}`),
  );

describe('page history: the diff model', () => {
  it('marks words added and removed inside a changed line', () => {
    const diff = diffPages('Run the old build command.\n', 'Run the new build command now.\n');
    expect(diff.changed).toBe(true);
    expect(compact(diff.blocks)).toEqual([['=Run the ', '-old', '+new', '= build command', '+ now', '=.\n']]);
    expect([diff.wordsAdded, diff.wordsRemoved]).toEqual([2, 1]);
  });

  it('shows whole lines added or removed', () => {
    const diff = diffPages('a\nb\n', 'a\nb\nc\n');
    expect(compact(diff.blocks)).toEqual([['=a\nb\n', '+c\n']]);
  });

  it('folds long unchanged runs, keeping context around each change', () => {
    const lines = Array.from({length: 20}, (_, index) => `line ${index}\n`);
    const after = [...lines];
    after[10] = 'line ten\n';
    const diff = diffPages(lines.join(''), after.join(''));
    expect(compact(diff.blocks)).toEqual([
      `~${10 - CONTEXT_LINES}`,
      ['=line 8\nline 9\nline ', '-10', '+ten', '=\nline 11\nline 12\n'],
      `~${20 - 11 - CONTEXT_LINES}`,
    ]);
  });

  it('says when two pages have the same text', () => {
    expect(diffPages('same\n', 'same\n')).toEqual({changed: false, blocks: [], wordsAdded: 0, wordsRemoved: 0});
  });
});
