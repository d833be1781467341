/**
 * The classic theme's client module that loads Prism (`lib/prism-include-languages.js`),
 * as Docusaurus requests it (absolute, with or without extension). The swizzlable theme
 * component of the same name, in `lib/theme/`, is another module.
 */
export const PRISM_CLIENT_MODULE_PATTERN = /theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/** Any module of the classic theme, such as the code block that imports prism-react-renderer. */
export const THEME_CLASSIC_MODULE_PATTERN = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/;

/**
 * The highlighter's own modules, which a page's code blocks and its grammars both import:
 * Prism's core and `client/`, but for the empty modules.
 */
export const HIGHLIGHTER_MODULE_PATTERN =
  /[\\/]code-highlighting[\\/]client[\\/](?:Highlight|themeHighlight|tokens|prism|manualMode)\.tsx?$|[\\/]prismjs[\\/]components[\\/]prism-core\.js$/;

/** Prism's grammar components (every component but the core). */
export const GRAMMAR_MODULE_PATTERN = /[\\/]prismjs[\\/]components[\\/]prism-(?!core\.js$)[\w-]+\.js$/;
