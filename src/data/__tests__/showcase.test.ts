import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SITES} from '../showcaseSites';
import {TAG_TYPES, previewFileName, type Site} from '../showcaseTypes';

const PREVIEW_DIR = new URL('../showcase/', import.meta.url);
const MAX_DESCRIPTION = 120;
const MIN_PREVIEW_WIDTH = 640;
const REGENERATE = 'run `node scripts/make-showcase-previews.mjs` to draw it';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: URL): {width: number; height: number} {
  const header = readFileSync(file);
  expect(header.subarray(1, 4).toString(), `${file.pathname} is not a PNG`).toBe('PNG');
  return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
}

function problemsOf(site: Site): string[] {
  const problems: string[] = [];
  const description = site.description;
  if (!site.title.trim()) {
    problems.push('title is empty');
  }
  if (description.length > MAX_DESCRIPTION) {
    problems.push(`description is ${description.length} characters; shorten it to ${MAX_DESCRIPTION} or fewer`);
  }
  if (description !== description.trim() || !description.endsWith('.')) {
    problems.push('description must be one trimmed sentence ending with a period');
  }
  if (!isHttpsUrl(site.website)) {
    problems.push(`website "${site.website}" must be an https URL`);
  }
  if (site.source !== null && !isHttpsUrl(site.source)) {
    problems.push(`source "${site.source}" must be an https URL or null`);
  }
  const unknownTags = site.tags.filter((tag) => !(TAG_TYPES as readonly string[]).includes(tag));
  if (unknownTags.length > 0) {
    problems.push(`unknown tags ${unknownTags.join(', ')}; use one of ${TAG_TYPES.join(', ')}`);
  }
  if (site.tags.length === 0 || new Set(site.tags).size !== site.tags.length) {
    problems.push('tags must be a non-empty list without repeats');
  }
  if (site.tags.includes('opensource') !== (site.source !== null)) {
    problems.push('the "opensource" tag goes with a public source URL, and only with one');
  }
  if (!/^#[0-9a-f]{6}$/.test(site.color)) {
    problems.push(`color "${site.color}" must be a lowercase #rrggbb colour`);
  }
  return problems;
}

describe('showcase data', () => {
  it('has at least 60 sites with unique titles', () => {
    expect(SITES.length).toBeGreaterThanOrEqual(60);
    const titles = SITES.map(({title}) => title.toLowerCase());
    expect(
      titles.filter((title, index) => titles.indexOf(title) !== index),
      'duplicate titles',
    ).toEqual([]);
  });

  it('keeps the sites sorted by title, as the pages show them', () => {
    const byTitle = new Intl.Collator('en', {sensitivity: 'base'});
    const titles = SITES.map(({title}) => title);
    expect(titles).toEqual([...titles].sort(byTitle.compare));
  });

  it.each(SITES.map((site) => [site.title, site] as const))('%s is a valid entry', (_title, site) => {
    expect(problemsOf(site)).toEqual([]);
  });

  it.each(SITES.map((site) => [site.title, site] as const))('%s has a preview card', (_title, site) => {
    const file = new URL(previewFileName(site), PREVIEW_DIR);
    expect(existsSync(file), `src/data/showcase/${previewFileName(site)} is missing; ${REGENERATE}`).toBe(true);
    const {width, height} = pngSize(file);
    expect(width, `preview narrower than ${MIN_PREVIEW_WIDTH}px; ${REGENERATE}`).toBeGreaterThanOrEqual(
      MIN_PREVIEW_WIDTH,
    );
    expect(Math.abs(width / height - 16 / 9), 'preview must be about 16:9').toBeLessThan(0.05);
  });

  it('uses every tag, and keeps favourites to a short list', () => {
    const used = new Set(SITES.flatMap(({tags}) => tags));
    expect(TAG_TYPES.filter((tag) => !used.has(tag))).toEqual([]);
    expect(SITES.filter(({tags}) => tags.includes('favorite')).length).toBeLessThanOrEqual(12);
  });
});
