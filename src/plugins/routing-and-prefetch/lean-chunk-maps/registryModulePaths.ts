/** One entry of the registry Docusaurus generates: chunk name, loader, module path, module id. */
const ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ .*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(.*\)\].*$/;

/**
 * Reads the module path of every chunk from the source of `.docusaurus/registry.js`, by
 * chunk name (its registry key, a hash of its module path, which no other route's changes
 * can alter). Throws when a line that looks like an entry does not have the expected shape,
 * so that a Docusaurus upgrade that changes the format stops the build instead of shipping
 * route tables half rewritten (splitRouteTables.ts writes entries of this shape).
 */
export function registryModulePaths(source: string): Record<string, string> {
  const modulePaths: Record<string, string> = {};
  for (const line of source.split('\n')) {
    if (!line.includes('import(')) {
      continue;
    }
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(`lean-chunk-maps: unexpected entry in .docusaurus/registry.js: ${line.slice(0, 200)}`);
    }
    const [, chunkName = '', modulePath = '""'] = match;
    modulePaths[chunkName] = JSON.parse(modulePath) as string;
  }
  return modulePaths;
}
