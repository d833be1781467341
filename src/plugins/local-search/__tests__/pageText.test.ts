import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {pageTextFiles, parseFragment} from '../pageText';
import {TEXT_RUN_WORDS} from '../searchIndex';

/** A fragment file as Pagefind 1.x writes it: a signature, then JSON, gzip-compressed. */
function fragmentFile(fragment: object): Buffer {
  return gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify(fragment)}`));
}

const WORDS = Array.from({length: TEXT_RUN_WORDS * 2 + 5}, (_, index) => `word${index}`);
const FRAGMENT = {
  url: '/docs/sidebar/',
  content: `Use <Tabs> in ${WORDS.slice(3).join(' ')}`,
  word_count: WORDS.length,
  meta: {title: 'Sidebar', lvl0: 'Guides'},
  filters: {kind: ['docs'], language: ['en']},
  anchors: [
    {element: 'h2', id: 'items', text: 'Items', location: 12},
    {element: 'span', id: 'target', text: '', location: 40},
    {element: 'div', id: 'titled', title: 'Titled', location: 150},
  ],
};

describe('the pages’ text split for snippets', () => {
  it('reads a fragment Pagefind wrote, and names the file of one it cannot read', () => {
    expect(parseFragment('en_1.pf_fragment', fragmentFile(FRAGMENT)).url).toBe('/docs/sidebar/');
    expect(() => parseFragment('en_2.pf_fragment', fragmentFile({url: '/docs/'}))).toThrow(/en_2\.pf_fragment/);
    expect(() => parseFragment('en_3.pf_fragment', gzipSync(Buffer.from('{"url":"/"}')))).toThrow(/en_3\.pf_fragment/);
  });

  it('writes an outline with the anchors that start sections, and the words in runs', () => {
    const files = pageTextFiles('en_1', parseFragment('en_1.pf_fragment', fragmentFile(FRAGMENT)));
    expect([...files.keys()]).toEqual(['en_1.json', 'en_1.0.json', 'en_1.1.json', 'en_1.2.json']);
    expect(JSON.parse(files.get('en_1.json') ?? '')).toEqual({
      url: '/docs/sidebar/',
      meta: {title: 'Sidebar', lvl0: 'Guides'},
      kind: 'docs',
      anchors: [
        {element: 'h2', id: 'items', text: 'Items', location: 12},
        {element: 'div', id: 'titled', title: 'Titled', location: 150},
      ],
      wordCount: WORDS.length,
      segmented: false,
    });
    const runs = [0, 1, 2].map((run) => JSON.parse(files.get(`en_1.${run}.json`) ?? '') as string[]);
    expect(runs.map((run) => run.length)).toEqual([TEXT_RUN_WORDS, TEXT_RUN_WORDS, 5]);
    // Words keep their positions, `<` and `>` escaped as Pagefind's data() answers them.
    expect(runs[0]?.slice(0, 4)).toEqual(['Use', '&lt;Tabs&gt;', 'in', 'word3']);
    expect(runs[2]?.at(-1)).toBe(WORDS.at(-1));
  });

  it('keeps the words of a segmented text apart as Pagefind numbers them', () => {
    const files = pageTextFiles('zh_1', {...FRAGMENT, content: '侧边栏\u200B配置\u200B 文档', anchors: []});
    expect(JSON.parse(files.get('zh_1.json') ?? '')).toMatchObject({wordCount: 3, segmented: true});
    expect(JSON.parse(files.get('zh_1.0.json') ?? '')).toEqual(['侧边栏', '配置', ' 文档']);
  });
});
