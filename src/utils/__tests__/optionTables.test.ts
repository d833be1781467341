import {describe, expect, it} from 'vitest';
import {compareOptions, documentedOptionNames} from '../optionTables';

const PAGE = `# Plugin

| Option | Type | Default | Description |
| --- | --- | --- | --- |
| \`notInOptions\` | \`string\` | — | Before the section, ignored. |

## Options

| Option | Type | Default | Description |
| --- | --- | --- | --- |
| \`path\` | \`string\` | \`'docs'\` | Where the files are. |
| \`feedOptions.type\` | \`string\` | \`'all'\` | Nested row. |
| \`feedOptions\` | \`object\` | — | Parent row. |

## Example

| \`ignored\` | after the section |
`;

describe('documentedOptionNames', () => {
  it('reads the first cell of the rows under ## Options, folding nested rows', () => {
    expect(documentedOptionNames(PAGE)).toEqual(['feedOptions', 'path']);
  });

  it('returns nothing for a page without an options section', () => {
    expect(documentedOptionNames('# Title\n\nNo options.')).toEqual([]);
  });
});

describe('compareOptions', () => {
  it('reports both directions of drift', () => {
    expect(compareOptions(['path', 'invented'], ['path', 'routeBasePath'])).toEqual({
      undocumented: ['routeBasePath'],
      unknown: ['invented'],
    });
  });

  it('accepts options every plugin takes', () => {
    expect(compareOptions(['id'], [], ['id']).unknown).toEqual([]);
  });
});
