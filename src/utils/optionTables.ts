import type {Heading as MdastHeading, Root, RootContent, Table, TableCell as MdastCell} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** A cell as plain text, plus its code when the cell is one inline code span. */
export type TableCell = {text: string; code?: string};

export type TableRow = {cells: TableCell[]; line: number};

/** A heading above a table; `id` is the explicit `{#id}` when the heading has one. */
export type TableHeading = {depth: number; text: string; id?: string};

export type MarkdownTable = {
  file: string;
  line: number;
  /** The enclosing headings, outermost first. */
  headings: TableHeading[];
  columns: string[];
  rows: TableRow[];
};

/** A row of an option or flag table: the name cell (`name`) and, if the table has one, its default. */
export type OptionRow = {name: string; default?: TableCell; line: number};

const parser = unified().use(remarkParse).use(remarkGfm);

function lineOf(node: RootContent | MdastCell): number {
  return node.position?.start.line ?? 0;
}

function readCell(cell: MdastCell): TableCell {
  const parts = cell.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = parts.length === 1 ? parts[0] : undefined;
  return {text: toString(cell).trim(), ...(only?.type === 'inlineCode' ? {code: only.value} : {})};
}

function readHeading(heading: MdastHeading): TableHeading {
  const text = toString(heading);
  const id = /\s*\{#([^}]+)\}\s*$/.exec(text);
  return {depth: heading.depth, text: (id ? text.slice(0, id.index) : text).trim(), ...(id ? {id: id[1]} : {})};
}

function readTable(table: Table, file: string, headings: TableHeading[]): MarkdownTable {
  const [header, ...body] = table.children;
  const columns = (header?.children ?? []).map((cell) => readCell(cell).text);
  const rows = body.map((row) => {
    const line = lineOf(row as unknown as RootContent);
    if (row.children.length !== columns.length) {
      throw new Error(
        `${file}:${line}: table row has ${row.children.length} cells, the header has ${columns.length}: ` +
          `"${toString(row).trim()}"`,
      );
    }
    return {cells: row.children.map(readCell), line};
  });
  return {file, line: lineOf(table), headings: [...headings], columns, rows};
}

/**
 * Every GFM table of a Markdown or MDX page, with the headings it sits under. Throws an
 * error naming the file and line for a row whose cell count differs from the header's, or
 * for pipe-delimited lines that are not a table (a missing or broken delimiter row).
 */
export function readTables(source: string, file: string): MarkdownTable[] {
  const tree: Root = parser.parse(source);
  const headings: TableHeading[] = [];
  const tables: MarkdownTable[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      while ((headings.at(-1)?.depth ?? 0) >= node.depth) headings.pop();
      headings.push(readHeading(node));
    } else if (node.type === 'table') {
      tables.push(readTable(node, file, headings));
    } else if (node.type === 'paragraph' && /^\|.*\|$/m.test(toString(node).split('\n')[0] ?? '')) {
      throw new Error(`${file}:${lineOf(node)}: lines starting with "|" do not form a table (check the delimiter row)`);
    }
  }
  return tables;
}

/** Whether the table lists options or CLI flags: its first column is "Option" or "Flag". */
export function isOptionTable(table: MarkdownTable): boolean {
  return table.columns[0] === 'Option' || table.columns[0] === 'Flag';
}

/**
 * The rows of an option or flag table. Every name cell must be a single code span, such
 * as `routeBasePath` or `--port <port>`; anything else throws an error naming file and line.
 */
export function optionRows(table: MarkdownTable): OptionRow[] {
  const defaultColumn = table.columns.indexOf('Default');
  return table.rows.map(({cells, line}) => {
    const name = cells[0]?.code;
    if (name === undefined) {
      throw new Error(`${table.file}:${line}: the ${table.columns[0]} cell "${cells[0]?.text}" is not a code span`);
    }
    const defaultCell = defaultColumn === -1 ? undefined : cells[defaultColumn];
    return {name, line, ...(defaultCell ? {default: defaultCell} : {})};
  });
}
