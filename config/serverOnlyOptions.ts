/**
 * Core writes the whole site config into the client bundle (`@generated/docusaurus.config`,
 * which `useDocusaurusContext()` returns), with functions as `null`. A Markdown plugin given as
 * `[plugin, options]` thus ships its options to every reader, once per content instance that
 * lists it. Bound here in a closure, the options stay on the build machine and the client
 * config holds a single `null`.
 */
export function withServerOnlyOptions<Options, Result>(
  plugin: (options: Options) => Result,
  options: Options,
): () => Result {
  return () => plugin(options);
}
