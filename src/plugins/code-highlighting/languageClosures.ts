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

/**
 * Edits components.json does not declare: JavaScript sets the pattern of the class-name
 * token it shares with clike, so every clike language defined after it differs.
 */
const UNDECLARED_EDITS: Readonly<Record<string, readonly string[]>> = {javascript: ['clike']};

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

interface ComponentGraph {
  /** Every supported component, in the one order the server and every list follow. */
  readonly order: readonly string[];
  readonly neighbours: (id: string) => readonly string[];
}

/** Everything reached from `start` by following `next`, `start` included. */
function reachable(start: Iterable<string>, next: (id: string) => readonly string[]): Set<string> {
  const reached = new Set(start);
  for (const current of reached) {
    next(current).forEach((other) => reached.add(other));
  }
  return reached;
}

/**
 * The supported components and how they affect one another. A component reads, when it is
 * defined, the grammars it requires or uses, as they are then, edits from other components
 * included (a grammar that extends markup copies the JavaScript that markup embeds, as
 * js-extras left it). So the order puts each component after everything it reads and
 * everything that edits those, unless that depends on the component itself.
 */
function componentGraph(additionalLanguages: readonly string[]): ComponentGraph {
  const loaderOrder = getLoader(components, [...DEFAULT_LANGUAGES, ...additionalLanguages]).getIds();
  const supported = new Set(loaderOrder);
  const inSupported = (ids: readonly string[]) => ids.filter((id) => supported.has(id));
  const edits = (id: string) => inSupported([...asList(entryOf(id).modify), ...(UNDECLARED_EDITS[id] ?? [])]);
  const uses = (id: string) => inSupported([...asList(entryOf(id).require), ...asList(entryOf(id).optional)]);
  const editedBy = (id: string) => loaderOrder.filter((other) => edits(other).includes(id));

  const mustFollow = (id: string): string[] => {
    const read = reachable(uses(id), (other) => [...uses(other), ...editedBy(other)]);
    read.delete(id);
    const independent = [...read].filter((other) => !reachable(uses(other), uses).has(id));
    return [...new Set([...uses(id), ...edits(id), ...independent])];
  };
  const order: string[] = [];
  const placing = new Set<string>();
  const place = (id: string): void => {
    if (order.includes(id) || placing.has(id)) {
      return;
    }
    placing.add(id);
    mustFollow(id).forEach(place);
    order.push(id);
  };
  loaderOrder.forEach(place);
  return {order, neighbours: (id) => [...uses(id), ...edits(id), ...editedBy(id)]};
}

/** Every supported component, in the order the server loads them (see `componentGraph`). */
export function componentOrder(additionalLanguages: readonly string[]): readonly string[] {
  return componentGraph(additionalLanguages).order;
}

/**
 * For every language name a code block may use (component ids and their aliases), the
 * Prism components to load, in order.
 *
 * Prism grammars change one another: a language copies the grammars it embeds when it is
 * defined, and some components edit others, but only those already loaded (JavaScript
 * teaches markup about `<script>`; js-extras adds tokens to JavaScript). Each list therefore
 * holds everything, within the supported set, that its language requires, uses if present,
 * edits or is edited by, in the one order of `componentGraph`. However a page's lists follow
 * one another, every grammar ends up as the server has it, all lists loaded in that order:
 * the server's HTML and the browser's hydration agree.
 */
export function languageClosures(additionalLanguages: readonly string[]): Map<string, readonly string[]> {
  const {order, neighbours} = componentGraph(additionalLanguages);
  const closures = new Map<string, readonly string[]>();
  for (const id of order) {
    const reached = reachable([id], neighbours);
    const ordered = order.filter((other) => reached.has(other));
    for (const name of [id, ...asList(entryOf(id).alias)]) {
      closures.set(name, ordered);
    }
  }
  return closures;
}
