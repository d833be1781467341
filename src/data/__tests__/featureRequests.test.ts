import {describe, expect, it} from 'vitest';
import {FEATURE_REQUESTS, FEATURE_REQUEST_CATEGORIES, FEATURE_REQUEST_STATUSES} from '../featureRequests';

describe('feature requests data', () => {
  it('has unique, URL-safe slugs', () => {
    const slugs = FEATURE_REQUESTS.map(({slug}) => slug);
    expect(
      slugs.filter((slug, index) => slugs.indexOf(slug) !== index),
      'duplicate slugs',
    ).toEqual([]);
    expect(
      slugs.filter((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)),
      'use lowercase words and hyphens',
    ).toEqual([]);
  });

  it.each(FEATURE_REQUESTS.map((request) => [request.slug, request] as const))('%s is complete', (_slug, request) => {
    expect(request.title.trim(), 'title').not.toBe('');
    expect(request.description.length, 'description: two or three sentences').toBeGreaterThan(40);
    expect(FEATURE_REQUEST_STATUSES).toContain(request.status);
    expect(FEATURE_REQUEST_CATEGORIES).toContain(request.category);
    expect(request.created, 'created: YYYY-MM-DD').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(request.created)), 'created must be a real date').toBe(false);
    if (request.link !== null) {
      expect(request.link, 'link: a facebook/docusaurus issue or discussion').toMatch(
        /^https:\/\/github\.com\/facebook\/docusaurus\/(?:issues|discussions)\/\d+$/,
      );
    }
  });

  it('has enough requests to be useful, in every status filter', () => {
    expect(FEATURE_REQUESTS.length).toBeGreaterThanOrEqual(20);
    const statuses = new Set(FEATURE_REQUESTS.map(({status}) => status));
    expect(statuses.has('complete') && statuses.has('under-review')).toBe(true);
  });
});
