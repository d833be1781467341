/**
 * Read by prism-core while it is evaluated (so this module is imported before it). In the
 * browser Prism would otherwise highlight every `language-*` element on the page by itself,
 * changing the markup React is about to hydrate, and answer worker messages it never gets.
 */
const scope = globalThis as {Prism?: object};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
