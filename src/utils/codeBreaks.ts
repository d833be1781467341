/**
 * Where long identifiers in inline code may wrap. The browser's own rules break them
 * mid-word ("future.experimental_vc" / "s") or after a leading hyphen ("--" /
 * "typescript"); readers expect a break after a dot or a slash, or between the words of a
 * camelCase, snake_case or kebab-case name, and nowhere else. Each word of the code is cut there into pieces,
 * rendered as unbreakable pieces with a line-break opportunity (<wbr>) between them.
 */

/** Class of one unbreakable piece (white-space: nowrap in src/css/custom.css). */
export const CODE_PIECE_CLASS = 'code-piece';

/** Whether the text holds a word whose wrapping the browser would get wrong. */
export function hasBreakableWord(text: string): boolean {
  return /[./_-]|[a-z][A-Z]/.test(text);
}

/** A word's pieces; a short last piece (a file extension, `v4`) stays with the one before. */
function wordPieces(word: string): string[] {
  const pieces = word.split(/(?<=[./]|[a-z0-9][_-])(?=.)|(?<=[a-z])(?=[A-Z])/);
  const last = pieces.at(-1) ?? '';
  return pieces.length > 1 && last.length <= 4 ? [...pieces.slice(0, -2), `${pieces.at(-2)}${last}`] : pieces;
}

/** The text as words and the whitespace between them, each word as its pieces. */
export function codeWords(text: string): (string | string[])[] {
  return text
    .split(/(\s+)/)
    .filter(Boolean)
    .map((token) => (/^\s+$/.test(token) ? token : wordPieces(token)));
}

/** The same pieces as HTML, for the table of contents (whose entries are HTML strings). */
export function withCodeBreaksHtml(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (whole, text: string) => {
    if (!hasBreakableWord(text)) {
      return whole;
    }
    const words = codeWords(text).map((word) =>
      typeof word === 'string'
        ? word
        : word.map((piece) => `<span class="${CODE_PIECE_CLASS}">${piece}</span>`).join('<wbr>'),
    );
    return `<code>${words.join('')}</code>`;
  });
}
