/**
 * Checks that keep placeholder text and empty sections out of published content. Pure
 * functions over a Markdown/MDX source, used by the content test over docs/ and blog/.
 */

const PLACEHOLDER_PATTERNS: [RegExp, string][] = [
  [/lorem ipsum/i, 'lorem ipsum'],
  [/coming soon/i, '"coming soon"'],
  [/\bto be written\s*(?:[.)]|$)/im, '"to be written"'],
  [/\b(TODO|TBD|FIXME|XXX)\b/, 'a TODO/TBD marker'],
];

export type ContentProblem = {line: number; message: string};

/** Stands in for each line of a fenced code block: content, but never text to check. */
const CODE_LINE = '\u0000code';

/** Masks fenced code blocks line by line, keeping line numbers. */
function withoutCodeBlocks(source: string): string[] {
  let fence: string | null = null;
  return source.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return CODE_LINE;
    }
    return fence === null ? line : CODE_LINE;
  });
}

export function findPlaceholders(source: string): ContentProblem[] {
  return withoutCodeBlocks(source).flatMap((line, index) =>
    PLACEHOLDER_PATTERNS.filter(([pattern]) => pattern.test(line)).map(([, name]) => ({
      line: index + 1,
      message: `placeholder text (${name})`,
    })),
  );
}

/** A heading directly followed by a heading of the same or a higher level has no content. */
export function findEmptySections(source: string): ContentProblem[] {
  const headings = withoutCodeBlocks(source)
    .map((line, index) => ({level: /^(#{2,6})\s/.exec(line)?.[1]?.length, line: index + 1, text: line}))
    .filter((entry) => entry.level !== undefined || entry.text.trim() !== '');
  const problems: ContentProblem[] = [];
  headings.forEach((entry, index) => {
    const next = headings[index + 1];
    if (entry.level === undefined) {
      return;
    }
    if (!next || (next.level !== undefined && next.level <= entry.level)) {
      problems.push({line: entry.line, message: `empty section "${entry.text.trim()}"`});
    }
  });
  return problems;
}

export function findContentProblems(source: string): ContentProblem[] {
  return [...findPlaceholders(source), ...findEmptySections(source)].sort((left, right) => left.line - right.line);
}
