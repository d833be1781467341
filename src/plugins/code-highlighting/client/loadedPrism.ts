import type PrismLibrary from 'prismjs';

let loaded: typeof PrismLibrary | undefined;

/**
 * Prism's core, once a grammar module has brought it (./prism.ts registers it here). The
 * code block's `Highlight` looks it up when a block renders instead of importing it, so that
 * a page whose blocks were all highlighted at build time never loads Prism.
 */
export function loadedPrism(): typeof PrismLibrary | undefined {
  return loaded;
}

export function registerPrism(prism: typeof PrismLibrary): void {
  loaded = prism;
}
