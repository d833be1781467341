/** Written by this plugin (../index.ts): each language name a code block may use, with the loader of its grammars. */
declare module '@generated/docusaurus-site-prism-on-demand/languageLoaders' {
  const languageLoaders: Readonly<Record<string, () => Promise<unknown>>>;
  export default languageLoaders;
}
