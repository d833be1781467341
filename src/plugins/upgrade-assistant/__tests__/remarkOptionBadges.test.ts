import {describe, expect, it} from 'vitest';
import {inventoryOf} from '../inventory';
import {badgesOf, versionOfSource} from '../remarkOptionBadges';

const PAGE = 'api/plugins/plugin-sitemap.mdx';
const SCHEMA = '@docusaurus/plugin-sitemap';

const page = (rows: string[]) =>
  ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');

const previous = inventoryOf(
  {
    [PAGE]: page([
      "| `changefreq` | `string` | `'weekly'` | How often. |",
      '| `priority` | `number` | `0.5` | Priority. |',
    ]),
  },
  'old',
);
const current = inventoryOf(
  {
    [PAGE]: page([
      "| `changefreq` | `string` | `'weekly'` | How often. |",
      '| `priority` | `number` | `0.7` | Priority. |',
      '| `lastmod` | `string` | `null` | New. |',
    ]),
  },
  'now',
);
const next = inventoryOf(
  {[PAGE]: page(['| `priority` | `number` | `0.7` | Priority. |', '| `lastmod` | `string` | `null` | New. |'])},
  'next',
);

function optionOf(path: string) {
  const option = current.options[SCHEMA]?.[path];
  if (!option) throw new Error(`no option ${path}`);
  return option;
}

const badges = (path: string) =>
  badgesOf(path, optionOf(path), SCHEMA, '2.0', previous, {inventory: next, label: '3.0'});

describe('badgesOf', () => {
  it('marks an option the previous version lacks as new in this version', () => {
    expect(badges('lastmod')).toEqual([{kind: 'new', version: '2.0'}]);
  });

  it('says from what a default changed', () => {
    expect(badges('priority')).toEqual([{kind: 'defaultChanged', from: '0.5'}]);
  });

  it('marks an option the next version dropped as removed in it', () => {
    expect(badges('changefreq')).toEqual([{kind: 'removed', version: '3.0'}]);
  });

  it('gives the oldest version no "new" badge and the newest no "removed" badge', () => {
    expect(badgesOf('lastmod', optionOf('lastmod'), SCHEMA, '2.0', undefined, undefined)).toEqual([]);
  });
});

describe('options documented in several tables', () => {
  it('keep no default when the tables disagree, so no default change is claimed', () => {
    const twice = inventoryOf(
      {
        [PAGE]: `${page(["| `type` | `string` | `'default'` | Link. |"])}\n${page(["| `type` | `string` | `'dropdown'` | Menu. |"])}`,
      },
      'twice',
    );
    expect(twice.options[SCHEMA]?.['type']?.default).toBeUndefined();
  });
});

describe('versionOfSource', () => {
  const versions = [
    {folder: 'versioned_docs/version-2.4.3', label: '2.4.3'},
    {folder: 'docs', label: 'Canary'},
  ];

  it('finds the version of an English page and its path in the version', () => {
    expect(versionOfSource(`versioned_docs/version-2.4.3/${PAGE}`, versions)).toEqual({index: 0, page: PAGE});
    expect(versionOfSource(`docs/${PAGE}`, versions)).toEqual({index: 1, page: PAGE});
  });

  it('gives a translated page the version of the page it translates', () => {
    expect(versionOfSource(`i18n/fr/docusaurus-plugin-content-docs/current/${PAGE}`, versions)).toEqual({
      index: 1,
      page: PAGE,
    });
    expect(versionOfSource(`i18n/ko/docusaurus-plugin-content-docs/version-2.4.3/${PAGE}`, versions)).toEqual({
      index: 0,
      page: PAGE,
    });
  });

  it('ignores pages of other instances', () => {
    expect(versionOfSource(`i18n/fr/docusaurus-plugin-content-docs-community/current/${PAGE}`, versions)).toBe(
      undefined,
    );
    expect(versionOfSource('community/support.mdx', versions)).toBe(undefined);
  });
});
