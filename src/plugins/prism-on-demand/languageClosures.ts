import {createRequire} from 'node:module';
import type {ComponentEntry} from 'prismjs/dependencies';
import getLoader from 'prismjs/dependencies';

const require = createRequire(import.meta.url);
const components = require('prismjs/components.json') as {
  languages: Record<string, ComponentEntry | string>;
  [category: string]: Record<string, ComponentEntry | string>;
};

/**
 * The languages prism-react-renderer bundles, which the classic theme highlights without
 * configuration. Left out: the JavaScript dialect add-ons (js-templates, jsdoc, flow, n4js,
 * actionscript, coffeescript). js-templates highlights a tagged template with whichever
 * embedded language happens to be loaded, so a block could render differently on the server
 * and in the browser; the others would pull themselves into every JavaScript block.
 */
export const DEFAULT_LANGUAGES = [
  'markup',
  'css',
  'regex',
  'javascript',
  'js-extras',
  'jsx',
  'typescript',
  'tsx',
  'markdown',
  'yaml',
  'json',
  'graphql',
  'sql',
  'python',
  'go',
  'rust',
  'c',
  'cpp',
  'objectivec',
  'swift',
  'kotlin',
  'reason',
] as const;

function asList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) {
    return [];
  }
  return typeof value === 'string' ? [value] : value;
}

function entryOf(id: string): ComponentEntry {
  const entry = components.languages[id];
  if (entry === undefined) {
    throw new Error(
      `Prism has no language "${id}" (themeConfig.prism.additionalLanguages). The component ids are the file names in prismjs/components/ without "prism-".`,
    );
  }
  return typeof entry === 'string' ? {title: entry} : entry;
}

/**
 * For every language name a code block may use (component ids and their aliases), the
 * Prism components to load, in order.
 *
 * Prism grammars change one another: a language embeds grammars defined before it, and some
 * components edit others (js-extras adds tokens to JavaScript). Each list therefore holds
 * everything, within the supported set, that its language requires, uses if present, or is
 * edited by, so that a block highlights the same whether its page loaded one list or many.
 */
export function languageClosures(additionalLanguages: readonly string[]): Map<string, readonly string[]> {
  const supported = new Set(getLoader(components, [...DEFAULT_LANGUAGES, ...additionalLanguages]).getIds());
  const editedBy = new Map<string, string[]>();
  for (const id of supported) {
    for (const target of asList(entryOf(id).modify)) {
      editedBy.set(target, [...(editedBy.get(target) ?? []), id]);
    }
  }
  const neighbours = (id: string): readonly string[] => {
    const entry = entryOf(id);
    return [...asList(entry.require), ...asList(entry.optional), ...(editedBy.get(id) ?? [])].filter((other) =>
      supported.has(other),
    );
  };

  const closures = new Map<string, readonly string[]>();
  for (const id of supported) {
    const reached = new Set([id]);
    for (const current of reached) {
      neighbours(current).forEach((other) => reached.add(other));
    }
    const ordered = getLoader(components, [...reached]).getIds();
    for (const name of [id, ...asList(entryOf(id).alias)]) {
      closures.set(name, ordered);
    }
  }
  return closures;
}
