/** Where a grammar module goes, below the plugin's folder of generated files. */
export const GRAMMARS_FOLDER = 'grammars';

/** The module that registers the grammar of a language name, as code imports it. */
export function grammarModule(language: string): string {
  return `@generated/docusaurus-site-prism-on-demand/${GRAMMARS_FOLDER}/${language}.js`;
}

function importsInOrder(prismCoreModule: string, components: readonly string[]): string {
  return [prismCoreModule, ...components.map((id) => `prismjs/components/prism-${id}.js`)]
    .map((request) => `import ${JSON.stringify(request)};`)
    .join('\n');
}

/**
 * The modules that register Prism grammars, from `languageClosures`: `grammars/<name>.js`
 * for every language name, which imports Prism's core then the name's components in order
 * (a module that highlights code in the browser imports these statically: ./rehypeStaticHighlight.ts), and
 * `everyGrammar.js`, which the server bundle gets and which imports every component, in
 * `order`, so that the HTML of a page never depends on which pages were rendered before it.
 */
export function languageModules(
  closures: ReadonlyMap<string, readonly string[]>,
  order: readonly string[],
  prismCoreModule: string,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, components] of closures) {
    files[`${GRAMMARS_FOLDER}/${name}.js`] = [
      `// Written by src/plugins/code-highlighting: registers the grammar of "${name}" and what it builds on.`,
      importsInOrder(prismCoreModule, components),
    ].join('\n');
  }
  files['everyGrammar.js'] = [
    '// Written by src/plugins/code-highlighting: the server renders with every grammar registered.',
    importsInOrder(prismCoreModule, order),
  ].join('\n');
  return files;
}
