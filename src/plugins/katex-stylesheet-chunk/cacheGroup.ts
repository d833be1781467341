/**
 * A split-chunks cache group that takes KaTeX's stylesheet out of the site-wide CSS file
 * into its own file, which only the pages that import it (those with math, see
 * src/remark/katex-stylesheet) load. It outranks Docusaurus's `styles` group (priority
 * 50) that gathers all other CSS into one file. Loading order cannot matter here: every
 * KaTeX rule is scoped under its own `.katex` classes.
 */
export const KATEX_STYLESHEET_PATTERN = /[\\/]node_modules[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css$/;

export const katexCacheGroup = {
  name: 'katex',
  test: KATEX_STYLESHEET_PATTERN,
  type: 'css/mini-extract',
  chunks: 'all',
  enforce: true,
  priority: 60,
} as const;
