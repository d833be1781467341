/**
 * tslib's helpers that `@docusaurus/utils-common` calls in the browser, in place of the whole
 * of tslib (see ../README.md). Named as tslib names them: the importer calls them by name.
 */
export function __importDefault<T>(module: T): T | {default: T} {
  return (module as {__esModule?: boolean} | null)?.__esModule ? module : {default: module};
}
