// Writes src/data/api-snapshots/<version>.json: the option schemas (names, types,
// defaults) of Docusaurus core, plugins and themes, and the CLI commands and flags, as the
// published packages of that version define them. The docs drift test
// (src/data/api-snapshots/__tests__) compares the docs' tables with these files offline.
//
// Usage (needs the npm registry): node scripts/extract-api-snapshots.mjs [version...]
// Without arguments: the two archived versions, installed into a scratch folder under the
// system temp dir, and Canary, read from this site's node_modules.
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const siteDir = new URL('..', import.meta.url).pathname;
const outDir = join(siteDir, 'src/data/api-snapshots');

/** Packages whose options or theme config a docs page documents in tables. */
const PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/eslint-plugin',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-debug',
  '@docusaurus/plugin-google-analytics',
  '@docusaurus/plugin-google-gtag',
  '@docusaurus/plugin-google-tag-manager',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-pwa',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
  '@docusaurus/theme-search-algolia',
];

const WEBPACK_OF_THE_TIME = '5.88.2';
const ESLINT_OF_THE_TIME = '8.48.0';
/** The newest React each major version of Docusaurus supported when it was released. */
const REACT_OF_THE_TIME = {2: '17.0.2', 3: '18.2.0'};

const canaryVersion = JSON.parse(
  readFileSync(join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;
const versions = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['2.4.3', '3.0.0-beta.0', canaryVersion];

function scratchDir(version) {
  const dir = join(tmpdir(), 'docusaurus-api-snapshots', version);
  mkdirSync(dir, {recursive: true});
  return dir;
}

/**
 * Installs the packages of one published version into a scratch folder; returns the folder
 * and the packages the registry cannot supply at that version (the registry mirror this
 * site is built with lacks plugin-ideal-image and theme-mermaid 3.0.0-beta.0).
 */
function install(version) {
  if (version === canaryVersion) return {dir: siteDir, unavailable: []};
  const dir = scratchDir(version);
  const available = PACKAGES.filter((name) => {
    try {
      return execFileSync('npm', ['view', `${name}@${version}`, 'version'], {encoding: 'utf8', stdio: 'pipe'}).trim();
    } catch {
      return false; // E404: the registry has no such version of this package
    }
  });
  const manifest = {
    private: true,
    // Webpack releases made after these versions moved files their themes still require;
    // installed at the top level too, for the packages that expect it as a peer.
    // React and ESLint are peer dependencies the CLI and the ESLint plugin load;
    // `--legacy-peer-deps` does not install them.
    dependencies: {
      ...Object.fromEntries(available.map((name) => [name, version])),
      webpack: WEBPACK_OF_THE_TIME,
      eslint: ESLINT_OF_THE_TIME,
      react: REACT_OF_THE_TIME[version.split('.')[0]],
      'react-dom': REACT_OF_THE_TIME[version.split('.')[0]],
    },
    overrides: {webpack: WEBPACK_OF_THE_TIME},
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Installing ${available.length} packages of ${version} into ${dir}`);
  execFileSync('npm', ['install', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return {dir, unavailable: PACKAGES.filter((name) => !available.includes(name))};
}

/**
 * JSON-safe form of a Joi default. Joi calls a function default to generate the value (a
 * function taking arguments depends on the input: "[computed]"); `{literal: fn}` is a
 * function default kept as is.
 */
function plainDefault(value) {
  if (typeof value === 'function') return value.length > 0 ? '[computed]' : plainDefaultValue(value());
  return plainDefaultValue(value);
}

/** A generated default that is itself a function (a default callback) shows as "[function]". */
function plainDefaultValue(value) {
  if (typeof value === 'function') return '[function]';
  if (value && typeof value === 'object' && typeof value.literal === 'function') return '[function]';
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (value && typeof value === 'object' && 'ref' in value) return '[reference]';
  return value;
}

/**
 * Flattens a Joi description into {path: {type, default?, required?}}. Nested object keys
 * are joined with dots; keys matched by a pattern (records) get `*`; array items get `[]`;
 * the object branches of alternatives are merged. A key without a default of its own takes
 * the value its parent's default object gives it.
 */
function flatten(description, prefix = '', out = {}, parentDefault = undefined) {
  const children = [];
  const visit = (node) => {
    if (!node) return;
    if (node.type === 'alternatives') {
      for (const match of node.matches ?? []) {
        visit(match.schema);
        visit(match.then);
        visit(match.otherwise);
      }
      return;
    }
    for (const when of node.whens ?? []) {
      [when.then, when.otherwise, ...(when.switch ?? []).flatMap((branch) => [branch.then, branch.otherwise])].forEach(
        visit,
      );
    }
    if (node.type === 'object') {
      for (const [key, child] of Object.entries(node.keys ?? {})) children.push([key, child]);
      for (const pattern of node.patterns ?? []) if (pattern.rule) children.push(['*', pattern.rule]);
    }
    if (node.type === 'array') for (const item of node.items ?? []) visitItem(item);
  };
  const visitItem = (item) => flatten(item, `${prefix}[]`, out);
  visit(description);
  for (const [key, child] of children) {
    const path = prefix ? `${prefix}.${key}` : key;
    const forbidden = child.flags?.presence === 'forbidden';
    if (forbidden && out[path]) continue;
    const entry = out[path]?.forbidden ? (out[path] = {type: child.type}) : (out[path] ??= {type: child.type});
    if (forbidden) {
      // Other branches of an alternative may still accept the key.
      entry.forbidden = true;
      continue;
    }
    if (!entry.type.split('|').includes(child.type)) entry.type += `|${child.type}`;
    if (child.flags && 'default' in child.flags) entry.default = plainDefault(child.flags.default);
    else if (parentDefault && typeof parentDefault === 'object' && key in parentDefault) {
      entry.default = plainDefaultValue(parentDefault[key]);
    }
    if (entry.default === undefined) delete entry.default;
    if (child.flags?.presence === 'required') entry.required = true;
    flatten(child, path, out, entry.default);
  }
  return out;
}

/** Calls a plugin's validate function with a validator that only records the schema. */
function captureSchema(validateFn, input, extraKeys) {
  let schema;
  const validate = (joiSchema, value) => {
    schema ??= extraKeys ? joiSchema.append(extraKeys) : joiSchema;
    return value;
  };
  try {
    validateFn({validate, ...input});
  } catch {
    // Post-processing of the unvalidated input may throw; the schema is already captured.
  }
  return schema;
}

function extractOptions(dir, unavailable) {
  const require = createRequire(join(dir, 'package.json'));
  const options = {};
  const coreDir = join(dir, 'node_modules/@docusaurus/core');
  const {ConfigSchema} = require(join(coreDir, 'lib/server/configValidation.js'));
  options['@docusaurus/core'] = flatten(ConfigSchema.describe());
  // Core's validator adds the `id` every plugin instance accepts to the plugin's own schema.
  const {PluginIdSchema} = require(join(dir, 'node_modules/@docusaurus/utils-validation'));
  // ESLint rules declare their options as JSON schema; defaults live in the rules' code.
  const {rules} = require('@docusaurus/eslint-plugin');
  for (const [rule, {meta}] of Object.entries(rules)) {
    const properties = meta.schema?.[0]?.properties;
    if (properties) {
      options[`@docusaurus/eslint-plugin#${rule}`] = Object.fromEntries(
        Object.entries(properties).map(([key, schema]) => [key, {type: schema.type}]),
      );
    }
  }
  for (const name of PACKAGES.slice(2).filter((name) => !unavailable.includes(name))) {
    const plugin = require(name);
    const optionsSchema =
      plugin.validateOptions && captureSchema(plugin.validateOptions, {options: {}}, {id: PluginIdSchema});
    if (optionsSchema) options[name] = flatten(optionsSchema.describe());
    else if (name.includes('/plugin-'))
      options[name] = flatten({type: 'object', keys: {id: PluginIdSchema.describe()}});
    const themeSchema = plugin.validateThemeConfig && captureSchema(plugin.validateThemeConfig, {themeConfig: {}});
    if (themeSchema) options[`${name}#themeConfig`] = flatten(themeSchema.describe());
  }
  return options;
}

/** The swizzle status (eject, wrap) of each component the classic theme lists. */
function extractSwizzle(dir) {
  const require = createRequire(join(dir, 'package.json'));
  const {getSwizzleConfig} = require('@docusaurus/theme-classic');
  return Object.fromEntries(Object.entries(getSwizzleConfig().components).map(([name, {actions}]) => [name, actions]));
}

/** Reads commander's `--help` output: the commands, then each command's flags. */
function extractCli(dir, version) {
  const siteFolder = join(scratchDir(version), 'cli-site');
  mkdirSync(join(siteFolder, 'docs'), {recursive: true});
  writeFileSync(join(siteFolder, 'package.json'), '{"private": true}\n');
  writeFileSync(join(siteFolder, 'docs/intro.md'), '# Intro\n');
  // The docs plugin adds the `docs:version` command through extendCli.
  writeFileSync(
    join(siteFolder, 'docusaurus.config.js'),
    `module.exports = {title: 'CLI', url: 'https://example.com', baseUrl: '/', plugins: [${JSON.stringify(
      join(dir, 'node_modules/@docusaurus/plugin-content-docs'),
    )}]};\n`,
  );
  const bin = join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const help = (...args) =>
    execFileSync('node', [bin, ...args, '--help'], {
      cwd: siteFolder,
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  const section = (text, title) => {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => line.trim() === `${title}:`);
    if (start === -1) return [];
    const end = lines.findIndex((line, index) => index > start && line.trim() !== '' && !/^\s/.test(line));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };
  const commands = {};
  for (const line of section(help(), 'Commands')) {
    const match = /^ {2}(\S+)((?: (?:\[[^\]]+\]|<[^>]+>))*)/.exec(line);
    if (!match || match[1] === 'help') continue;
    const name = match[1];
    const flags = [];
    // The "(default: …)" that a flag's description, possibly wrapped over lines, states.
    const defaults = {};
    let current;
    for (const flagLine of section(help(name), 'Options')) {
      const flag = /^ {2}((?:-\w, )?--[\w-]+(?: [<[][^\s>\]]+[>\]])?)/.exec(flagLine);
      if (flag && !flag[1].endsWith('--help')) flags.push((current = flag[1]));
      else if (flag) current = undefined;
      if (current) defaults[current] = `${defaults[current] ?? ''} ${flagLine.trim()}`;
    }
    const stated = Object.entries(defaults).flatMap(([flag, text]) => {
      const value = /\(default:\s*([^),]+)/.exec(text.replace(/\s+/g, ' '))?.[1]?.trim();
      return value === undefined ? [] : [[flag, value]];
    });
    commands[name] = {arguments: match[2].trim(), flags, defaults: Object.fromEntries(stated)};
  }
  return commands;
}

mkdirSync(outDir, {recursive: true});
for (const version of versions) {
  const {dir, unavailable} = install(version);
  const snapshot = {
    version,
    note: 'Generated by scripts/extract-api-snapshots.mjs from the published packages; do not edit.',
    unavailable,
    options: extractOptions(dir, unavailable),
    cli: extractCli(dir, version),
    swizzle: extractSwizzle(dir),
  };
  const file = join(outDir, `${version === canaryVersion ? 'current' : version}.json`);
  writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
  const optionCount = Object.values(snapshot.options).reduce((sum, keys) => sum + Object.keys(keys).length, 0);
  const flagCount = Object.values(snapshot.cli).reduce((sum, command) => sum + command.flags.length, 0);
  console.log(
    `${file}: ${optionCount} options in ${Object.keys(snapshot.options).length} schemas, ` +
      `${Object.keys(snapshot.cli).length} commands, ${flagCount} flags`,
  );
}
