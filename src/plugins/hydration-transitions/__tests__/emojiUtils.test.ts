import {describe, expect, it} from 'vitest';
import {installedPackageFile} from '@site/src/utils/installedModules';
import {extractLeadingEmoji} from '../client/emojiUtils';

type Extract = typeof extractLeadingEmoji;
const original = (await import(installedPackageFile('@docusaurus/theme-common', 'lib/utils/emojiUtils.js'))) as {
  extractLeadingEmoji: Extract;
};

function* range(from: number, to: number): Generator<number> {
  for (let value = from; value <= to; value += 1) {
    yield value;
  }
}

const LABELS = [
  'Installation',
  '',
  ' Leading space',
  'Écrire',
  '中文文档',
  'e\u0301 with a combining accent',
  '2.4.3',
  '1. Step',
  '#hash',
  '* star',
  '⚠️ Note',
  '📄️ Doc',
  '🗃️',
  '1️⃣ Keycap',
  '#️⃣ Keycap',
  '🇫🇷 French',
  '👩🏽‍💻 Developer',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland',
  'ℹ️ Info',
  'ℹ Info without the variation selector',
  '© Notice',
  '❤ Text presentation',
  '☺︎ Text selector',
  '⌚ Watch',
  '🙂\u0301 emoji with a combining mark',
  '🙂🙂 two emoji',
];

describe("extractLeadingEmoji (the replacement of theme-common's)", () => {
  it.each(LABELS)('gives what theme-common gives for %j', (label) => {
    expect(extractLeadingEmoji(label)).toEqual(original.extractLeadingEmoji(label));
  });

  it('skips only labels whose first code point cannot start an emoji sequence', () => {
    const mayStartWithEmoji = /^\p{Emoji}/u;
    const startsWithEmoji = new RegExp('^\\p{RGI_Emoji}', 'v');
    // What may follow an emoji's first code point in a sequence.
    const continuations = ['', '\uFE0F', '\uFE0F\u20E3', '\u{1F3FB}', '\u200D\u{1F4BB}', '\u{1F1EB}', '\u{E0067}'];
    const wronglySkipped: string[] = [];
    // Emoji live in the first two planes and the tags block; the rest (CJK ideographs,
    // private use) would only make the test slow.
    const codePoints = [...range(0, 0x1ffff), ...range(0xe0000, 0xe007f)];
    for (const codePoint of codePoints) {
      const first = codePoint >= 0xd800 && codePoint <= 0xdfff ? '' : String.fromCodePoint(codePoint);
      if (first === '' || mayStartWithEmoji.test(first)) {
        continue;
      }
      if (continuations.some((rest) => startsWithEmoji.test(first + rest))) {
        wronglySkipped.push(codePoint.toString(16));
      }
    }
    expect(wronglySkipped).toEqual([]);
  });
});
