/**
 * Split-chunks cache groups that take stylesheets out of the site-wide CSS file into files
 * of their own, loaded only with the chunks that import them. They outrank Docusaurus's
 * `styles` group (priority 50), which gathers all other CSS into the one file every page
 * loads.
 */
function ownStylesheet(name: string, test: RegExp) {
  return {name, test, type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 60} as const;
}

/**
 * KaTeX's stylesheet, imported by the pages with math (see src/remark/katex-stylesheet).
 * Loading order cannot matter: every KaTeX rule is scoped under its own `.katex` classes.
 */
export const KATEX_STYLESHEET_PATTERN = /[\\/]node_modules[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css$/;

/**
 * DocSearch's modal styles and the site's rule that must follow them (client/searchModal.css),
 * loaded with the modal's code (see client/docsearchStyles.ts).
 */
export const SEARCH_MODAL_STYLESHEET_PATTERN =
  /[\\/](node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal|stylesheet-chunks[\\/]client[\\/]searchModal)\.css$/;

export const stylesheetCacheGroups = {
  katex: ownStylesheet('katex', KATEX_STYLESHEET_PATTERN),
  searchModal: ownStylesheet('search-modal', SEARCH_MODAL_STYLESHEET_PATTERN),
};
