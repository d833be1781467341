/**
 * The modules that load Prism grammars, from `languageClosures`: one module per distinct
 * list of components, which imports them in order after Prism's core; `languageLoaders.js`,
 * which maps every language name to a dynamic import of its module (each list becomes its
 * own chunk, and the bundler shares the components lists have in common); and
 * `languageLoaders.server.js`, for the server bundle, which imports every component up
 * front, in `order`.
 */
function importsInOrder(prismCoreModule: string, components: readonly string[]): string {
  return [prismCoreModule, ...components.map((id) => `prismjs/components/prism-${id}.js`)]
    .map((request) => `import ${JSON.stringify(request)};`)
    .join('\n');
}

export function languageModules(
  closures: ReadonlyMap<string, readonly string[]>,
  order: readonly string[],
  prismCoreModule: string,
): Record<string, string> {
  const files: Record<string, string> = {};
  const loaderOf = new Map<string, string>();
  const loaders: string[] = [];
  for (const [name, components] of closures) {
    const key = components.join(' ');
    if (loaderOf.has(key)) {
      continue;
    }
    const file = `${name}.js`;
    const loader = `load${loaderOf.size}`;
    loaderOf.set(key, loader);
    loaders.push(`const ${loader} = () => import(${JSON.stringify(`./${file}`)});`);
    files[file] = importsInOrder(prismCoreModule, components);
  }
  const table = [...closures].map(
    ([name, components]) => `  ${JSON.stringify(name)}: ${loaderOf.get(components.join(' '))},`,
  );
  files['languageLoaders.server.js'] = [
    '// Written by src/plugins/prism-on-demand: the server renders with every grammar registered, so no block waits.',
    importsInOrder(prismCoreModule, order),
    'export default {};',
  ].join('\n');
  files['languageLoaders.js'] = [
    '// Written by src/plugins/prism-on-demand: the loader of each language name a code block may use.',
    ...loaders,
    'export default {',
    ...table,
    '};',
  ].join('\n');
  return files;
}
