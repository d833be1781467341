/**
 * The classic theme's client module that loads Prism (`lib/prism-include-languages.js`),
 * as Docusaurus requests it (absolute, with or without extension). The swizzlable theme
 * component of the same name, in `lib/theme/`, is what registers the languages and must stay.
 */
export const PRISM_CLIENT_MODULE_PATTERN = /theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
