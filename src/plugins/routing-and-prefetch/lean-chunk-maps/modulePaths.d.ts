/** Written by this plugin (index.ts): chunk name to module path, for the debug registry page. */
declare module '@generated/docusaurus-site-lean-chunk-maps/modulePaths.json' {
  const modulePaths: Readonly<Record<string, string>>;
  export default modulePaths;
}
