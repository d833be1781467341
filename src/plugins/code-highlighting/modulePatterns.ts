/**
 * The classic theme's client module that loads Prism (`lib/prism-include-languages.js`),
 * as Docusaurus requests it (absolute, with or without extension). The swizzlable theme
 * component of the same name, in `lib/theme/`, is another module.
 */
export const PRISM_CLIENT_MODULE_PATTERN = /theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/** Any module of the classic theme, such as the code block that imports prism-react-renderer. */
export const THEME_CLASSIC_MODULE_PATTERN = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/;

/**
 * Prism's core, as the grammar modules import it (`client/prism.ts`, in manual mode): it loads
 * with the first grammar a page imports. The code block's `Highlight` does not import it, so a
 * page whose blocks were highlighted at build time never loads it.
 */
export const HIGHLIGHTER_MODULE_PATTERN =
  /[\\/]code-highlighting[\\/]client[\\/](?:prism|manualMode)\.ts$|[\\/]prismjs[\\/]components[\\/]prism-core\.js$/;

/** Prism's grammar components (every component but the core). */
export const GRAMMAR_MODULE_PATTERN = /[\\/]prismjs[\\/]components[\\/]prism-(?!core\.js$)[\w-]+\.js$/;
