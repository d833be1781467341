/** One entry of the registry Docusaurus generates: chunk name, loader, module path, module id. */
const ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ (.*)\), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\(.*\)\].*)$/;

export interface SplitRegistry {
  /** The registry module with every module path emptied, and its chunks renamed if asked. */
  leanSource: string;
  /** Chunk name (as the lean registry has it) to module path, as the registry had them. */
  modulePaths: Record<string, string>;
  /** Each chunk name of the registry to the one the lean registry gives it. */
  chunkNames: ReadonlyMap<string, string>;
}

/**
 * Takes the module paths out of the source of `.docusaurus/registry.js`. With `shortNames`,
 * each chunk is also renamed, as key and as `webpackChunkName`, to its rank among the names
 * in base 36: Docusaurus names them by an eight-digit hash, which every page downloads
 * about 2,650 times over in the registry and the routes' chunk names (see
 * `renameRouteChunks`), and which gzip cannot shorten. Throws when a line that looks like
 * an entry does not have the expected shape, so that a Docusaurus upgrade that changes the
 * format stops the build instead of shipping a registry half rewritten.
 */
export function splitRegistry(source: string, {shortNames = false} = {}): SplitRegistry {
  const modulePaths: Record<string, string> = {};
  const chunkNames = new Map<string, string>();
  const lines = source.split('\n').map((line) => {
    if (!line.includes('import(')) {
      return line;
    }
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(`lean-chunk-maps: unexpected entry in .docusaurus/registry.js: ${line.slice(0, 200)}`);
    }
    const [, indent, chunkName, request, modulePath, moduleId] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const name = shortNames ? chunkNames.size.toString(36) : chunkName;
    chunkNames.set(chunkName, name);
    modulePaths[name] = JSON.parse(modulePath) as string;
    // The chunk keeps the entry's name: prefetching looks chunks up by the registry's names.
    return `${indent}${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(name)} */ ${request}), "", ${moduleId}`;
  });
  return {leanSource: lines.join('\n'), modulePaths, chunkNames};
}

/** A route's chunk names as `.docusaurus/routesChunkNames.json` nests them. */
type RouteChunks = string | readonly RouteChunks[] | {readonly [key: string]: RouteChunks};

/**
 * The source of `.docusaurus/routesChunkNames.json` with the chunk names the lean registry
 * gives. Throws on a name the registry does not have, which would leave a route without its
 * chunks.
 */
export function renameRouteChunks(source: string, chunkNames: ReadonlyMap<string, string>): string {
  const rename = (chunks: RouteChunks, route: string): RouteChunks => {
    if (Array.isArray(chunks)) {
      return chunks.map((item: RouteChunks) => rename(item, route));
    }
    if (typeof chunks !== 'string') {
      return Object.fromEntries(Object.entries(chunks).map(([key, value]) => [key, rename(value, route)]));
    }
    const name = chunkNames.get(chunks);
    if (name === undefined) {
      throw new Error(`lean-chunk-maps: route ${route} names chunk "${chunks}", which .docusaurus/registry.js lacks`);
    }
    return name;
  };
  const routes = JSON.parse(source) as Record<string, RouteChunks>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(routes).map(([route, chunks]) => [route, rename(chunks, route)])),
  );
}
