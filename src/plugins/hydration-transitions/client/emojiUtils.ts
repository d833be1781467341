/**
 * Every emoji sequence (a keycap, a flag, a ZWJ or skin-tone sequence) starts with a code
 * point that has the Emoji property, so a label starting with anything else has no leading
 * emoji. Nearly every label starts with a letter.
 */
const MAY_START_WITH_EMOJI = /^\p{Emoji}/u;
// A literal with the v flag needs an ES2024 target.
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

let graphemes: Intl.Segmenter | undefined;

/**
 * Theme-common's `extractLeadingEmoji` (the doc card's icon), with the same results: "⚠️ Note"
 * gives "⚠️" and " Note" when the first grapheme is one RGI emoji, else no emoji and the whole
 * label. The original builds its `Intl.Segmenter` when its chunk is evaluated, which loads
 * the browser's grapheme break data in the middle of hydration (about 25 ms on a fast
 * desktop, four times that on a phone); here it is built only for a label that may start with
 * an emoji.
 */
export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (!MAY_START_WITH_EMOJI.test(input)) {
    return {emoji: null, rest: input};
  }
  graphemes ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = graphemes.segment(input)[Symbol.iterator]().next().value?.segment;
  if (grapheme === undefined || !RGI_EMOJI.test(grapheme)) {
    return {emoji: null, rest: input};
  }
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
