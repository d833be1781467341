/** A path with at least this many routes below it gets a part of the route tables of its own. */
export const MIN_PART_ROUTES = 16;

/**
 * The prefixes that split the route tables into parts: the site's first- and second-level
 * paths (below the base URL) with at least MIN_PART_ROUTES routes below them, such as a
 * docs version or the changelog, longest first.
 */
export function partPrefixes(routePaths: readonly string[], baseUrl: string): string[] {
  const counts = new Map<string, number>();
  for (const routePath of routePaths) {
    if (!routePath.startsWith(baseUrl)) {
      continue;
    }
    const segments = routePath.slice(baseUrl.length).split('/').filter(Boolean);
    // Strictly below: a route at the prefix itself (a version's root) counts for its parent.
    for (let depth = 1; depth <= Math.min(2, segments.length - 1); depth += 1) {
      const prefix = `${baseUrl}${segments.slice(0, depth).join('/')}/`;
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count >= MIN_PART_ROUTES)
    .map(([prefix]) => prefix)
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** What ends the name of a prefix's roots part (see partOf); no path ends with it. */
export const ROOTS_MARK = '#roots';

/**
 * The part holding a route's entries: the longest prefix above its path, or '' (the base
 * part). A route at a prefix itself, such as the root of a docs version that every page of
 * the version renders inside, goes to a small part of that prefix's roots (`<prefix>#roots`):
 * in its parent's part, the pages of one version would load the part of the version above
 * it, and in the base part, every doc page would load the entries of the pages outside the
 * sections.
 */
export function partOf(prefixes: readonly string[], routePath: string): string {
  if (prefixes.includes(routePath)) {
    return `${routePath}${ROOTS_MARK}`;
  }
  return prefixes.find((prefix) => routePath.startsWith(prefix)) ?? '';
}

/** The route path of a key of `.docusaurus/routesChunkNames.json` (`<path>-<hash>`), as core reads it. */
export const routePathOfKey = (key: string): string => key.replace(/-[^-]+$/, '');
