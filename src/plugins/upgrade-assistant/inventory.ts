import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {cliSections, normalizeName, PAGES, prefixFor, type PageSpec} from '../../utils/optionPages';
import {isOptionTable, optionRows, readTables, type TableCell} from '../../utils/optionTables';

/** One documented option: the name as its row writes it (with the table's prefix) and its default cell. */
export type DocumentedOption = {name: string; default?: TableCell; page: string; line: number};

/** A rename the docs state in words, such as "`navbar.links`: renamed to `navbar.items`". */
export type StatedRename = {from: string; to: string; page: string};

/**
 * What one docs version documents: options per schema (`@docusaurus/core`,
 * `@docusaurus/plugin-content-docs`, `@docusaurus/theme-classic#themeConfig`…) keyed by
 * normalized path, CLI commands with their flags, and the renames its pages state.
 */
export type Inventory = {
  options: Record<string, Record<string, DocumentedOption>>;
  cli: Record<string, string[]>;
  renames: StatedRename[];
};

export const CLI_PAGE = 'cli.mdx';

const RENAME = /`([^`]+)`[^`.]*?\brenamed (?:to )?`([^`]+)`/g;

export function docIdOf(page: string): string {
  return page.replace(/\.mdx?$/, '');
}

/** The options a reference page's tables document, keyed by normalized path, in page order. */
export function pageOptions(source: string, file: string, spec: PageSpec): {path: string; option: DocumentedOption}[] {
  return readTables(source, file)
    .filter(isOptionTable)
    .flatMap((table) => {
      const prefix = prefixFor(table, spec.prefixes);
      return optionRows(table).map((row) => {
        const name = prefix ? `${prefix}.${row.name}` : row.name;
        const option = {name, page: docIdOf(spec.page), line: row.line, ...(row.default ? {default: row.default} : {})};
        return {path: normalizeName(name), option};
      });
    });
}

/**
 * Reads the inventory from page sources keyed by their path in the docs folder. Every
 * reference page's option tables are read; a malformed table throws an error naming the
 * file (the path is prefixed with `folder`). Guides' partial tables are left out: the
 * reference page of the same schema lists every option.
 */
export function inventoryOf(sources: Record<string, string>, folder: string): Inventory {
  const inventory: Inventory = {options: {}, cli: {}, renames: []};
  for (const spec of PAGES) {
    const source = sources[spec.page];
    if (source === undefined || spec.partial) continue;
    const file = `${folder}/${spec.page}`;
    const options = (inventory.options[spec.schema] ??= {});
    for (const {path, option} of pageOptions(source, file, spec)) {
      const first = options[path];
      if (!first) options[path] = option;
      // A name several tables document with different defaults (the `type` of each navbar
      // item kind) has no single default to compare.
      else if (first.default?.text !== option.default?.text) delete first.default;
    }
    for (const [, from = '', to = ''] of source.matchAll(RENAME)) {
      inventory.renames.push({from: normalizeName(from), to: normalizeName(to), page: docIdOf(spec.page)});
    }
  }
  const cliSource = sources[CLI_PAGE];
  if (cliSource !== undefined) {
    const tables = readTables(cliSource, `${folder}/${CLI_PAGE}`);
    for (const section of cliSections(cliSource, tables)) {
      inventory.cli[section.name] = section.tables.flatMap((table) => optionRows(table).map((row) => row.name));
    }
  }
  return inventory;
}

const inventories = new Map<string, Inventory>();

/**
 * The inventory of a docs folder on disk (`docs`, `versioned_docs/version-2.4.3`). Read
 * once per process: the comparison pages of every locale and the option badges of every
 * page share it (restart `docusaurus start` after editing an option table).
 */
export function readInventory(siteDir: string, folder: string): Inventory {
  const cached = inventories.get(join(siteDir, folder));
  if (cached) return cached;
  const sources: Record<string, string> = {};
  for (const page of [...PAGES.map((spec) => spec.page), CLI_PAGE]) {
    const file = join(siteDir, folder, page);
    if (existsSync(file)) sources[page] = readFileSync(file, 'utf8');
  }
  const inventory = inventoryOf(sources, folder);
  inventories.set(join(siteDir, folder), inventory);
  return inventory;
}
