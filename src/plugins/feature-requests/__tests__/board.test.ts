import {describe, expect, it} from 'vitest';
import type {FeatureRequest} from '@site/src/data/featureRequests';
import {DEFAULT_STATE, readBoardState, slugOfPath, visibleRequests, writeBoardState} from '../board';

const request = (
  slug: string,
  status: FeatureRequest['status'],
  category: FeatureRequest['category'],
  created: string,
) =>
  ({
    slug,
    title: slug.replace(/-/g, ' '),
    description: `About ${slug}.`,
    status,
    category,
    created,
    link: null,
  }) satisfies FeatureRequest;

const REQUESTS = [
  request('dark-mode', 'complete', 'theme', '2019-10-01'),
  request('tailwind-support', 'under-review', 'theme', '2021-05-01'),
  request('local-search', 'planned', 'search', '2020-03-01'),
];

describe('board state', () => {
  it('reads known filters and ignores the rest', () => {
    expect(readBoardState('?status=planned&category=nope&q=dark&sort=oldest')).toEqual({
      status: 'planned',
      category: null,
      query: 'dark',
      sort: 'oldest',
    });
    expect(readBoardState('?sort=%3Cscript%3E')).toEqual(DEFAULT_STATE);
  });

  it('writes only what differs from the default', () => {
    expect(writeBoardState('?old=1', DEFAULT_STATE)).toBe('');
    expect(writeBoardState('', {...DEFAULT_STATE, category: 'search', query: 'a b'})).toBe('?category=search&q=a+b');
  });
});

describe('visibleRequests', () => {
  it('filters by status, category and every word of the query', () => {
    expect(visibleRequests(REQUESTS, {...DEFAULT_STATE, category: 'theme'}).map(({slug}) => slug)).toEqual([
      'tailwind-support',
      'dark-mode',
    ]);
    expect(visibleRequests(REQUESTS, {...DEFAULT_STATE, query: 'DARK mode'}).map(({slug}) => slug)).toEqual([
      'dark-mode',
    ]);
    expect(visibleRequests(REQUESTS, {...DEFAULT_STATE, query: '(.*'})).toEqual([]);
  });

  it('sorts by date either way, or by status then date', () => {
    expect(visibleRequests(REQUESTS, {...DEFAULT_STATE, sort: 'oldest'}).map(({slug}) => slug)).toEqual([
      'dark-mode',
      'local-search',
      'tailwind-support',
    ]);
    expect(visibleRequests(REQUESTS, {...DEFAULT_STATE, sort: 'status'}).map(({status}) => status)).toEqual([
      'under-review',
      'planned',
      'complete',
    ]);
  });
});

describe('slugOfPath', () => {
  it('finds the slug below the board path', () => {
    expect(slugOfPath('/feature-requests/')).toBeNull();
    expect(slugOfPath('/feature-requests/dark-mode/')).toBe('dark-mode');
    expect(slugOfPath('/feature-requests/a/b')).toBe('a/b');
    expect(slugOfPath('/feature-requests/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
