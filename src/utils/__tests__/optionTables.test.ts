import {describe, expect, it} from 'vitest';
import {isOptionTable, optionRows, readTables, type MarkdownTable} from '../optionTables';

function tableAt(tables: MarkdownTable[], index: number): MarkdownTable {
  const table = tables[index];
  if (!table) throw new Error(`no table ${index}`);
  return table;
}

const PAGE = `# Plugin

Intro with a | pipe in prose.

## Options {#options}

| Option | Type | Default | Description |
| --- | --- | --- | --- |
| \`path\` | \`string\` | \`'docs'\` | Where the files are. |
| \`titleDelimiter\` | \`string\` | \`'\\|'\` | An escaped pipe inside code. |
| \`feedOptions.title\` | \`string\` | the site title | Prose default. |

### Nested {#nested}

| Flag | Meaning |
| --- | --- |
| \`--port <port>\` | No default column. |

## Other

| Hook | Returns |
| --- | --- |
| useThing | plain text name |

\`\`\`md
| not | a table |
\`\`\`
`;

describe('readTables', () => {
  const tables = readTables(PAGE, 'docs/page.mdx');

  it('finds every table with its columns, line and enclosing headings', () => {
    expect(tables.map((table) => table.columns[0])).toEqual(['Option', 'Flag', 'Hook']);
    expect(tables[0]?.line).toBe(7);
    expect(tables[1]?.headings).toEqual([
      {depth: 1, text: 'Plugin'},
      {depth: 2, text: 'Options', id: 'options'},
      {depth: 3, text: 'Nested', id: 'nested'},
    ]);
    expect(tables[2]?.headings.map((heading) => heading.text)).toEqual(['Plugin', 'Other']);
  });

  it('reads code spans and prose cells, unescaping pipes in code', () => {
    expect(optionRows(tableAt(tables, 0))).toEqual([
      {name: 'path', default: {text: "'docs'", code: "'docs'"}, line: 9},
      {name: 'titleDelimiter', default: {text: "'|'", code: "'|'"}, line: 10},
      {name: 'feedOptions.title', default: {text: 'the site title'}, line: 11},
    ]);
    expect(optionRows(tableAt(tables, 1))).toEqual([{name: '--port <port>', line: 17}]);
  });

  it('tells option and flag tables from the others', () => {
    expect(tables.map(isOptionTable)).toEqual([true, true, false]);
  });

  it('sees an added row, a removed row and a changed default', () => {
    const edited = PAGE.replace("| `path` | `string` | `'docs'` |", "| `path` | `string` | `'content'` |")
      .replace(/^\| `titleDelimiter`.*\n/m, '')
      .replace('| `feedOptions.title`', '| `feedOptions.limit` | `number` | `20` | Added. |\n| `feedOptions.title`');
    const rows = optionRows(tableAt(readTables(edited, 'docs/page.mdx'), 0));
    expect(rows.map((row) => [row.name, row.default?.code])).toEqual([
      ['path', "'content'"],
      ['feedOptions.limit', '20'],
      ['feedOptions.title', undefined],
    ]);
  });
});

describe('malformed tables', () => {
  it('names the file and line of a row with a missing cell', () => {
    const page = '| Option | Default |\n| --- | --- |\n| `a` | `1` |\n| `b` |\n';
    expect(() => readTables(page, 'docs/broken.mdx')).toThrow(
      'docs/broken.mdx:4: table row has 1 cells, the header has 2',
    );
  });

  it('names the file and line of a row with an extra cell', () => {
    const page = '| Option | Default |\n| --- | --- |\n| `a` | `1` | extra |\n';
    expect(() => readTables(page, 'docs/broken.mdx')).toThrow('docs/broken.mdx:3: table row has 3 cells');
  });

  it('names the file of pipe lines without a delimiter row', () => {
    const page = 'Text.\n\n| Option | Default |\n| `a` | `1` |\n';
    expect(() => readTables(page, 'docs/broken.mdx')).toThrow(
      'docs/broken.mdx:3: lines starting with "|" do not form a table',
    );
  });

  it('names the file and row of an option name that is not code', () => {
    const tables = readTables('| Option | Default |\n| --- | --- |\n| path | `1` |\n', 'docs/broken.mdx');
    expect(() => optionRows(tableAt(tables, 0))).toThrow(
      'docs/broken.mdx:3: the Option cell "path" is not a code span',
    );
  });
});
