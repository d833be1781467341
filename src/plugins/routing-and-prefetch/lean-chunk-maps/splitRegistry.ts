/** One entry of the registry Docusaurus generates: chunk name, loader, module path, module id. */
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ .*\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\(.*\)\].*)$/;

export interface SplitRegistry {
  /** The registry module with every module path emptied. */
  leanSource: string;
  /** Chunk name to module path, as the registry had them. */
  modulePaths: Record<string, string>;
}

/**
 * Takes the module paths out of the source of `.docusaurus/registry.js`, keeping every
 * chunk's name (its registry key, a hash of its module path, which no other route's changes
 * can alter). Throws when a line that looks like an entry does not have the expected shape,
 * so that a Docusaurus upgrade that changes the format stops the build instead of shipping a
 * registry half rewritten.
 */
export function splitRegistry(source: string): SplitRegistry {
  const modulePaths: Record<string, string> = {};
  const lines = source.split('\n').map((line) => {
    if (!line.includes('import(')) {
      return line;
    }
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(`lean-chunk-maps: unexpected entry in .docusaurus/registry.js: ${line.slice(0, 200)}`);
    }
    const [, head = '', modulePath = '""', tail = ''] = match;
    const chunkName = /"([^"]+)"/.exec(head)?.[1] ?? '';
    modulePaths[chunkName] = JSON.parse(modulePath) as string;
    return `${head}""${tail}`;
  });
  return {leanSource: lines.join('\n'), modulePaths};
}
