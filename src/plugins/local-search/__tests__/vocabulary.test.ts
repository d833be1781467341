import {afterEach, describe, expect, it, vi} from 'vitest';
import {createSpellChecker, spellCheck} from '../client/vocabulary';

const VOCABULARY = ['sidebar', 'deploy', 'deployment', 'versioning', 'docusaurus', 'swizzling', 'mermaid', 'sidebars'];

describe('spellCheck', () => {
  it('keeps words the index has, and beginnings of them (a word being typed)', () => {
    expect(spellCheck('sidebar', VOCABULARY)).toBe('sidebar');
    expect(spellCheck('deplo', VOCABULARY)).toBe('deplo');
  });

  it('corrects a misspelled word to the nearest word of the index', () => {
    expect(spellCheck('sidbar', VOCABULARY)).toBe('sidebar');
    expect(spellCheck('versoning', VOCABULARY)).toBe('versioning');
    expect(spellCheck('docusuarus', VOCABULARY)).toBe('docusaurus');
    expect(spellCheck('depoly', VOCABULARY)).toBe('deploy');
    expect(spellCheck('mermiad', VOCABULARY)).toBe('mermaid');
  });

  it('prefers the more common word when two are as near', () => {
    // "sidebar" and "sidebars" are one edit from "sidebarz"; the vocabulary lists "sidebar" first.
    expect(spellCheck('sidebarz', VOCABULARY)).toBe('sidebar');
  });

  it('answers nothing for a word far from every word of the index', () => {
    expect(spellCheck('kubernetes', VOCABULARY)).toBeUndefined();
  });

  it('leaves short words, numbers, names with underscores and unsegmented scripts to Pagefind', () => {
    for (const word of ['sid', 'v3', 'sidebar_position', '侧边栏目录']) {
      expect(spellCheck(word, VOCABULARY)).toBe(word);
    }
  });

  it('corrects words of other alphabets: Korean, Persian, French', () => {
    expect(spellCheck('사이드바바바', ['사이드바'])).toBe('사이드바');
    expect(spellCheck('مستندتا', ['مستندات'])).toBe('مستندات');
    expect(spellCheck('instaler', ['installer', 'installation'])).toBe('installer');
  });
});

describe('createSpellChecker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("downloads each first letter's word list once, from the bundle's vocabulary folder", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(url.endsWith('/73.txt') ? 'sidebar\nswizzling' : '', {status: 200}));
    });
    const check = createSpellChecker('/fr/pagefind/');
    expect(await check('sidbar')).toBe('sidebar');
    expect(await check('swizling')).toBe('swizzling');
    expect(await check('ab')).toBe('ab');
    expect(fetched).toEqual(['/fr/pagefind/vocabulary/73.txt']);
  });

  it('keeps the word when its list cannot be downloaded, and drops it when no word begins so', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      url.endsWith('/71.txt')
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(new Response('', {status: 404})),
    );
    const check = createSpellChecker('/pagefind/');
    expect(await check('query')).toBe('query');
    expect(await check('xylophone')).toBeUndefined();
  });
});
