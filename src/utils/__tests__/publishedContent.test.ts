import {describe, expect, it} from 'vitest';
import {findContentProblems} from '../contentQuality';
import {readMarkdownFiles} from '../markdownFiles';

const SITE_DIR = new URL('../../..', import.meta.url).pathname;
const PUBLISHED_FOLDERS = ['docs', 'versioned_docs', 'community', 'blog', 'changelog'];

describe('published content', () => {
  const files = readMarkdownFiles(SITE_DIR, PUBLISHED_FOLDERS);

  it('finds the content folders', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('has no placeholder text and no empty sections', () => {
    const problems = files.flatMap(({path, source}) =>
      findContentProblems(source).map(({line, message}) => `${path}:${line}: ${message}`),
    );
    expect(problems, 'Write the missing content or remove the marker').toEqual([]);
  });
});
