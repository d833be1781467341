import {describe, expect, it} from 'vitest';
import type {Site} from '@site/src/data/showcaseTypes';
import {NO_FILTERS, filterSites, hasFilters, readFilters, toggleTag, writeFilters} from '../_utils';

const site = (title: string, tags: Site['tags']): Site => ({
  title,
  tags,
  description: `${title} docs.`,
  website: `https://${title.toLowerCase()}.example.org/`,
  source: null,
  color: '#000000',
});

const SITES = [site('Alpha', ['opensource', 'i18n']), site('Beta', ['opensource']), site('Gamma', ['product'])];

describe('URL state', () => {
  it('reads tags, operator and name, ignoring unknown values', () => {
    expect(readFilters('?tags=opensource&tags=nope&tags=i18n&operator=and&name=al')).toEqual({
      tags: ['opensource', 'i18n'],
      operator: 'AND',
      name: 'al',
    });
    expect(readFilters('')).toEqual(NO_FILTERS);
    expect(readFilters('?operator=%00%3Cscript%3E')).toEqual(NO_FILTERS);
  });

  it('writes a canonical query and keeps unrelated parameters', () => {
    expect(writeFilters('?ref=x&tags=product', {tags: ['i18n', 'large'], operator: 'AND', name: 'doc'})).toBe(
      '?ref=x&tags=i18n&tags=large&operator=AND&name=doc',
    );
    expect(writeFilters('?tags=i18n&name=x', NO_FILTERS)).toBe('');
  });

  it('round-trips', () => {
    const filters = {tags: ['meta' as const], operator: 'OR' as const, name: 'Jest & co'};
    expect(readFilters(writeFilters('', filters))).toEqual(filters);
  });
});

describe('filterSites', () => {
  it('combines tags with OR by default and with AND on request', () => {
    expect(filterSites(SITES, {...NO_FILTERS, tags: ['i18n', 'product']}).map(({title}) => title)).toEqual([
      'Alpha',
      'Gamma',
    ]);
    expect(
      filterSites(SITES, {...NO_FILTERS, tags: ['opensource', 'i18n'], operator: 'AND'}).map(({title}) => title),
    ).toEqual(['Alpha']);
  });

  it('matches the name case-insensitively and combines it with tags', () => {
    expect(filterSites(SITES, {...NO_FILTERS, name: ' BET '}).map(({title}) => title)).toEqual(['Beta']);
    expect(filterSites(SITES, {...NO_FILTERS, name: 'a', tags: ['product']}).map(({title}) => title)).toEqual([
      'Gamma',
    ]);
  });

  it('treats regex and HTML characters in the name as plain text', () => {
    expect(filterSites(SITES, {...NO_FILTERS, name: '.*'})).toEqual([]);
    expect(filterSites(SITES, {...NO_FILTERS, name: '<b>'})).toEqual([]);
  });
});

describe('helpers', () => {
  it('knows when filters are set and toggles tags', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({...NO_FILTERS, name: 'x'})).toBe(true);
    expect(toggleTag(['i18n'], 'meta')).toEqual(['i18n', 'meta']);
    expect(toggleTag(['i18n', 'meta'], 'i18n')).toEqual(['meta']);
  });
});
