import {existsSync, readFileSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import {isOptionTable, optionRows, readTables, type MarkdownTable} from '@site/src/utils/optionTables';
import {cliSections, normalizeName, PAGES, prefixFor, type PageSpec} from '@site/src/utils/optionPages';

/**
 * Checks the option and CLI tables of each docs version against the API snapshot of that
 * version's published packages (written by scripts/extract-api-snapshots.mjs). Offline.
 */

type SchemaEntry = {type: string; default?: unknown; required?: boolean; forbidden?: boolean};
type Snapshot = {
  version: string;
  unavailable: string[];
  options: Record<string, Record<string, SchemaEntry>>;
  cli: Record<string, {arguments: string; flags: string[]; defaults: Record<string, string>}>;
  swizzle: Record<string, {eject: string; wrap: string}>;
};

const SITE_DIR = new URL('../../../..', import.meta.url).pathname;

const VERSIONS = [
  {docs: 'docs', snapshot: 'current'},
  {docs: 'versioned_docs/version-3.0.0-beta.0', snapshot: '3.0.0-beta.0'},
  {docs: 'versioned_docs/version-2.4.3', snapshot: '2.4.3'},
];

/**
 * Intentional differences between a page and its schema, as "page: option path" (paths as
 * the snapshot writes them), for the listed snapshots or every version.
 */
const ALLOWED: {reason: string; entries: string[]; versions?: string[]}[] = [
  {
    reason: 'Passed through to responsive-loader; the plugin validates only disableInDev and accepts unknown keys.',
    entries: ['name', 'sizes', 'size', 'min', 'max', 'steps', 'quality'].map(
      (option) => `api/plugins/plugin-ideal-image.mdx: ${option}`,
    ),
  },
  {
    reason: 'DocSearch props the theme passes through; its schema accepts unknown keys.',
    entries: ['insights', 'placeholder', 'translations', 'initialQuery'].map(
      (option) => `api/themes/theme-search-algolia.mdx: algolia.${option}`,
    ),
  },
  {
    reason: 'These versions take searchParameters as a free object; facetFilters is the Algolia key the row explains.',
    entries: ['api/themes/theme-search-algolia.mdx: algolia.searchParameters.facetFilters'],
    versions: ['2.4.3', '3.0.0-beta.0'],
  },
  {
    reason:
      "The schema of these versions gives a written localeConfigs entry 'ltr'; a locale without one gets its inferred direction. The row says both.",
    entries: ['api/docusaurus.config.js.mdx: i18n.localeConfigs.*.direction'],
    versions: ['2.4.3', '3.0.0-beta.0'],
  },
  {
    reason: 'Read by the footer link component; the link schema accepts unknown keys (HTML attributes).',
    entries: ['api/themes/theme-configuration.mdx: footer.links[].prependBaseUrlToHref'],
  },
  {
    reason: 'The object form of future.experimental_vcs is checked by a custom validator the snapshot cannot list.',
    entries: ['initialize', 'getFileCreationInfo', 'getFileLastUpdateInfo'].map(
      (key) => `api/docusaurus.config.js.mdx: future.experimental_vcs.${key}`,
    ),
  },
  {
    reason: 'The default is a file inside the plugin (./registerSw.js relative to its lib); the page says so in words.',
    entries: ['api/plugins/plugin-pwa.mdx: swRegister'],
  },
  {
    reason:
      '--help still says `[siteDir]/docusaurus.config.js`, but the CLI also finds .ts, .mts, .cts, .mjs and .cjs files; the rows say `docusaurus.config.*`.',
    entries: ['start', 'build', 'deploy', 'serve', 'write-translations'].map(
      (command) => `cli.mdx: ${command} --config <config> default`,
    ),
    versions: ['current'],
  },
  {
    reason: 'Themes accept the instance id every plugin has; the classic theme runs once, so its page leaves it out.',
    entries: ['api/themes/theme-classic.mdx: id'],
  },
];

/** Allow-list entries that excused a difference in some version; the others are stale. */
const usedAllowances = new Set<string>();

function parentOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(0, dot);
}

const NOT_A_LITERAL = Symbol('not a literal');

/** The value of a default written as a JS literal (`'docs'`, `['rss', 'atom']`, `{a: 1}`). */
function parseLiteral(code: string): unknown {
  if (code === 'undefined') return undefined;
  const json = code
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_, text: string) => JSON.stringify(text.replace(/\\'/g, "'")))
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/,\s*([\]}])/g, '$1');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return NOT_A_LITERAL;
  }
}

/** Defaults the docs must write as code: strings, numbers, booleans and null. */
function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && !/^\[(function|computed|reference)\]$/.test(String(value)));
}

const pageTables = new Map<string, MarkdownTable[]>();

function readPage(file: string): MarkdownTable[] {
  let tables = pageTables.get(file);
  if (!tables) {
    tables = readTables(readFileSync(`${SITE_DIR}${file}`, 'utf8'), file);
    pageTables.set(file, tables);
  }
  return tables;
}

/** Parsing the longest reference pages takes seconds on a busy machine. */
const PAGE_TIMEOUT = 30_000;

/** Problems of one page's option tables against one schema, each naming file and row. */
function optionProblems(file: string, spec: PageSpec, schema: Record<string, SchemaEntry>, allowed: Set<string>) {
  const problems: string[] = [];
  const documented = new Map<string, number>();
  const report = (path: string, message: string) => {
    if (allowed.has(`${spec.page}: ${path}`)) usedAllowances.add(`${spec.page}: ${path}`);
    else problems.push(message);
  };
  for (const table of readPage(file).filter(isOptionTable)) {
    const prefix = prefixFor(table, spec.prefixes);
    for (const row of optionRows(table)) {
      const path = normalizeName(prefix ? `${prefix}.${row.name}` : row.name);
      documented.set(path, row.line);
      const entry = schema[path];
      if (!entry || entry.forbidden) {
        report(path, `${file}:${row.line}: \`${row.name}\` is not an option of this version`);
        continue;
      }
      const cell = row.default;
      if (!cell) continue;
      const hasDefault = 'default' in entry && entry.default !== undefined;
      const written = cell.code === undefined ? NOT_A_LITERAL : parseLiteral(cell.code);
      if (cell.text === '—') {
        if (hasDefault)
          report(
            path,
            `${file}:${row.line}: \`${row.name}\` is marked required but defaults to ${JSON.stringify(entry.default)}`,
          );
      } else if (written !== NOT_A_LITERAL && hasDefault && !isDeepStrictEqual(written, entry.default)) {
        report(
          path,
          `${file}:${row.line}: \`${row.name}\` default is ${cell.text} in the docs, ${JSON.stringify(entry.default)} in the schema`,
        );
      } else if (written === NOT_A_LITERAL && hasDefault && isPrimitive(entry.default)) {
        report(
          path,
          `${file}:${row.line}: \`${row.name}\` default "${cell.text}" should be ${JSON.stringify(entry.default)}`,
        );
      }
    }
  }
  // An object whose keys the page lists (any of them, or the top level) must list them all;
  // a key counts as listed when rows document its own keys (`docs.sidebar.hideable`).
  const documentedPaths = [...documented.keys()];
  const documentedParents = new Set(documentedPaths.map(parentOf));
  for (const [path, entry] of Object.entries(spec.partial ? {} : schema)) {
    if (entry.forbidden || !documentedParents.has(parentOf(path))) continue;
    if (documented.has(path) || documentedPaths.some((name) => name.startsWith(`${path}.`))) continue;
    report(path, `${file}: \`${path}\` is missing from the option tables`);
  }
  return problems;
}

function unquote(value: string): string {
  return value.replace(/^[`'"]|[`'"]$/g, '');
}

/** `--port <port>` from commander's `-p, --port <port>`. */
function longFlag(flag: string): string {
  return flag.replace(/^-\w, /, '');
}

/** Problems of the CLI page: commands, their arguments and flags. */
function cliProblems(file: string, cli: Snapshot['cli'], allowed: Set<string>) {
  const problems: string[] = [];
  const seen = new Set<string>();
  const report = (key: string, message: string) => {
    if (allowed.has(`cli.mdx: ${key}`)) usedAllowances.add(`cli.mdx: ${key}`);
    else problems.push(message);
  };
  const tables = readPage(file);
  const source = readFileSync(`${SITE_DIR}${file}`, 'utf8');
  for (const {name, args, line, tables: flagTables} of cliSections(source, tables)) {
    const command = cli[name];
    if (!command) {
      report(name, `${file}:${line}: command \`docusaurus ${name}\` does not exist in this version`);
      continue;
    }
    seen.add(name);
    const expectedArgs = command.arguments.replace('[options]', '').trim();
    if (args !== expectedArgs) {
      report(
        `${name} arguments`,
        `${file}:${line}: \`docusaurus ${name}\` takes \`${expectedArgs}\`, the heading says \`${args}\``,
      );
    }
    const flags = new Map(command.flags.map((flag) => [longFlag(flag), flag]));
    const documented = new Set<string>();
    for (const table of flagTables) {
      for (const row of optionRows(table)) {
        documented.add(row.name);
        const flag = flags.get(row.name);
        if (!flag) {
          report(`${name} ${row.name}`, `${file}:${row.line}: \`${row.name}\` is not a flag of \`docusaurus ${name}\``);
          continue;
        }
        // Compared when the help states a default and the row writes one as code.
        const stated = command.defaults[flag];
        const written = row.default?.code;
        if (stated !== undefined && written !== undefined && unquote(stated) !== unquote(written)) {
          report(
            `${name} ${row.name} default`,
            `${file}:${row.line}: \`${row.name}\` default is ${written} in the docs, ${stated} in \`--help\``,
          );
        }
      }
    }
    for (const flag of flags.keys()) {
      if (!documented.has(flag))
        report(`${name} ${flag}`, `${file}:${line}: \`docusaurus ${name}\` lacks a row for \`${flag}\``);
    }
  }
  for (const name of Object.keys(cli)) {
    if (!seen.has(name)) report(name, `${file}: command \`docusaurus ${name}\` has no section`);
  }
  return problems;
}

/** Problems of the classic theme's table of components with a declared swizzle status. */
function swizzleProblems(file: string, swizzle: Snapshot['swizzle']) {
  const problems: string[] = [];
  const table = readPage(file).find((t) => t.columns.join() === 'Component,Eject,Wrap,Purpose');
  if (!table) return [`${file}: no "Component | Eject | Wrap" table`];
  const listed = new Set<string>();
  for (const {cells, line} of table.rows) {
    const [name = '', eject, wrap] = cells.map((cell) => cell.code ?? cell.text);
    listed.add(name);
    const status = swizzle[name];
    if (!status) problems.push(`${file}:${line}: \`${name}\` has no declared swizzle status in this version`);
    else if (status.eject !== eject || status.wrap !== wrap) {
      problems.push(`${file}:${line}: \`${name}\` is ${status.eject} to eject and ${status.wrap} to wrap`);
    }
  }
  for (const name of Object.keys(swizzle)) {
    if (!listed.has(name)) problems.push(`${file}:${table.line}: \`${name}\` is missing from the swizzle table`);
  }
  return problems;
}

describe.each(VERSIONS)('$docs matches the API snapshot $snapshot', ({docs, snapshot: name}) => {
  const snapshot = JSON.parse(readFileSync(`${SITE_DIR}src/data/api-snapshots/${name}.json`, 'utf8')) as Snapshot;
  const allowed = new Set(
    ALLOWED.filter((group) => group.versions?.includes(name) ?? true).flatMap((group) => group.entries),
  );

  // A package the registry could not supply at this version has no schema to compare
  // (see `unavailable` in the snapshot); its page is reported as skipped.
  const available = (spec: PageSpec) => !snapshot.unavailable.includes(spec.schema.split('#')[0] ?? '');
  const pages = PAGES.filter((spec) => existsSync(`${SITE_DIR}${docs}/${spec.page}`));

  it.skip.each(pages.filter((spec) => !available(spec)))('$page (package not in the snapshot)', () => {});

  it.each(pages.filter(available))(
    '$page',
    (spec) => {
      const schema = snapshot.options[spec.schema];
      const file = `${docs}/${spec.page}`;
      if (!schema) {
        // Not in this version (2.4.3 has no no-html-links rule): the page must not list options.
        expect(readPage(file).filter(isOptionTable), `${file}: ${spec.schema} has no options in ${name}`).toEqual([]);
        return;
      }
      expect(optionProblems(file, spec, schema, allowed)).toEqual([]);
    },
    PAGE_TIMEOUT,
  );

  it(
    'api/themes/theme-classic.mdx swizzle statuses',
    () => {
      expect(swizzleProblems(`${docs}/api/themes/theme-classic.mdx`, snapshot.swizzle)).toEqual([]);
    },
    PAGE_TIMEOUT,
  );

  it(
    'cli.mdx',
    () => {
      expect(cliProblems(`${docs}/cli.mdx`, snapshot.cli, allowed)).toEqual([]);
    },
    PAGE_TIMEOUT,
  );
});

describe('allow-list', () => {
  it('has no entry that no version needs any more', () => {
    expect(ALLOWED.flatMap((group) => group.entries).filter((entry) => !usedAllowances.has(entry))).toEqual([]);
  });
});
