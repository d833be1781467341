/**
 * Where long identifiers in inline code may wrap. The browser's own rules break them
 * mid-word ("future.experimental_vc" / "s") or after a leading hyphen ("--" /
 * "typescript"); readers expect a break after a dot or a slash, or between the words of a
 * camelCase, snake_case or kebab-case name, and nowhere else. Each word of the code is cut
 * there into pieces, with a line-break opportunity (<wbr>) between them; the code itself
 * has `overflow-wrap: normal` (src/css/custom.css), so the browser adds no break of its own
 * inside a piece. Only a piece that still holds a break opportunity of the Unicode line
 * breaking rules (after a hyphen, `|`, `?`, `!` or a closing bracket, before its last
 * character) is wrapped in an unbreakable span: on the API config reference that is a
 * handful of spans instead of one per piece.
 *
 * The markup is a string, given to React as `dangerouslySetInnerHTML` (src/theme/CodeInline,
 * src/theme/TOCItems): React neither creates nor hydrates the pieces one by one.
 */

/** Class of the code element whose breaks are marked (src/css/custom.css). */
export const CODE_BREAKS_CLASS = 'code-breaks';

/** Class of an unbreakable piece (white-space: nowrap in src/css/custom.css). */
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

/** Whether a browser may break a piece inside (a break after one of these, not at its end). */
export function pieceHasBreakOpportunity(piece: string): boolean {
  return /[-|?!)\]}/](?=.)/.test(piece);
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A word's pieces as HTML: escaped, joined by <wbr>, a piece the browser could break kept whole. */
function piecesHtml(pieces: string[], escape: boolean): string {
  return pieces
    .map((piece) => {
      const html = escape ? escapeHtml(piece) : piece;
      return pieceHasBreakOpportunity(piece) ? `<span class="${CODE_PIECE_CLASS}">${html}</span>` : html;
    })
    .join('<wbr>');
}

/** The inner HTML of inline code whose text is `text` (plain text, escaped here). */
export function codeBreaksHtml(text: string): string {
  return codeWords(text)
    .map((word) => (typeof word === 'string' ? word : piecesHtml(word, true)))
    .join('');
}

/** The same breaks in HTML, for the table of contents (whose entries are HTML strings). */
export function withCodeBreaksHtml(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (whole, text: string) => {
    if (!hasBreakableWord(text)) {
      return whole;
    }
    // The text is HTML already: entities such as &amp; hold no break character but `;`.
    const words = codeWords(text).map((word) => (typeof word === 'string' ? word : piecesHtml(word, false)));
    return `<code class="${CODE_BREAKS_CLASS}">${words.join('')}</code>`;
  });
}
