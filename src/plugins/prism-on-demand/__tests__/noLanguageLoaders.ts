/**
 * What unit tests import for the plugin's generated `languageLoaders` (see vitest.config.ts):
 * no grammar modules, so a block renders with the grammars a test registered itself.
 */
const languageLoaders: Readonly<Record<string, () => Promise<unknown>>> = {};
export default languageLoaders;
