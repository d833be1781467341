import {describe, expect, it} from 'vitest';
import {findContentProblems, findEmptySections, findPlaceholders} from '../contentQuality';

describe('findPlaceholders', () => {
  it('reports placeholder phrases with their line', () => {
    expect(findPlaceholders('# Title\n\nLorem ipsum dolor.\n\nThis part is coming soon.')).toEqual([
      {line: 3, message: 'placeholder text (lorem ipsum)'},
      {line: 5, message: 'placeholder text ("coming soon")'},
    ]);
    expect(findPlaceholders('TODO: explain')).toHaveLength(1);
  });

  it('ignores code blocks and ordinary words', () => {
    expect(findPlaceholders('```js\n// TODO in an example\n```\n\nA todo list app.')).toEqual([]);
    expect(findPlaceholders('Sidebars never need to be written by hand.')).toEqual([]);
    expect(findPlaceholders('This section is to be written.')).toHaveLength(1);
  });
});

describe('findEmptySections', () => {
  it('reports a heading followed by a sibling heading or the end of the file', () => {
    expect(findEmptySections('## One\n\n## Two\n\nText.\n\n## Three\n')).toEqual([
      {line: 1, message: 'empty section "## One"'},
      {line: 7, message: 'empty section "## Three"'},
    ]);
  });

  it('accepts a heading whose content starts with a sub-heading', () => {
    expect(findEmptySections('## Parent\n\n### Child\n\nText.')).toEqual([]);
  });

  it('does not treat comments in code blocks as headings', () => {
    expect(findContentProblems('## Shell\n\n```bash\n## a comment\n```\n')).toEqual([]);
  });
});
