import {readFileSync} from 'node:fs';
import {afterAll, describe, expect, it} from 'vitest';
import {compareOptions, documentedOptionNames} from '../optionTables';
import {listTypeProperties} from '../typeProperties';

const SITE_DIR = new URL('../../..', import.meta.url).pathname;

/** Plugins whose reference page documents an options object; plugin-debug has none. */
const PLUGINS = [
  'plugin-content-docs',
  'plugin-content-blog',
  'plugin-content-pages',
  'plugin-client-redirects',
  'plugin-google-analytics',
  'plugin-google-gtag',
  'plugin-google-tag-manager',
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-sitemap',
];

/** Every plugin accepts an instance id, whether or not its options type declares it. */
const ALWAYS_ACCEPTED = ['id'];

const actualOptions = listTypeProperties(
  SITE_DIR,
  PLUGINS.map((plugin) => ({module: `@docusaurus/${plugin}`, typeName: 'PluginOptions'})),
);
const coverage: string[] = [];

describe('plugin reference pages match the installed plugins', () => {
  PLUGINS.forEach((plugin, index) => {
    it(plugin, () => {
      const page = readFileSync(`${SITE_DIR}docs/api/plugins/${plugin}.mdx`, 'utf8');
      const documented = documentedOptionNames(page);
      const actual = actualOptions[index] ?? [];
      const drift = compareOptions(documented, actual, ALWAYS_ACCEPTED);
      coverage.push(`${plugin}: ${actual.length - drift.undocumented.length} of ${actual.length} options documented`);
      expect(drift, `docs/api/plugins/${plugin}.mdx, "## Options" tables`).toEqual({undocumented: [], unknown: []});
    });
  });

  it('plugin-debug documents that it takes no options', () => {
    const page = readFileSync(`${SITE_DIR}docs/api/plugins/plugin-debug.mdx`, 'utf8');
    expect(documentedOptionNames(page).filter((name) => name !== 'id')).toEqual([]);
  });

  afterAll(() => console.log(coverage.join('\n')));
});
