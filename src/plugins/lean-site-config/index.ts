import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {swapModules} from '../framework-internals';

export const PLUGIN_NAME = 'docusaurus-site-lean-site-config';

/**
 * The keys of the site config that only the build reads: plugin and theme lists with their
 * options, and the Markdown settings. No component of the site or of the theme reads them in
 * the browser; the debug config page loads the whole config instead (`src/theme/DebugConfig`).
 */
export const BUILD_ONLY_KEYS = ['plugins', 'presets', 'themes', 'markdown'] as const;

/** The site config every page carries: the whole config without the build-only keys. */
export function clientSiteConfig(siteConfig: DocusaurusConfig): Partial<DocusaurusConfig> {
  const buildOnly = new Set<string>(BUILD_ONLY_KEYS);
  return Object.fromEntries(Object.entries(siteConfig).filter(([key]) => !buildOnly.has(key)));
}

/**
 * Every page's `main.js` carries the site config that core generates
 * (`@generated/docusaurus.config`), about 1.2 kB gzip of it plugin options the browser never
 * reads. Both bundles get the config without them, so the server renders what the browser
 * hydrates (see README).
 */
export default function leanSiteConfigPlugin(context: LoadContext): Plugin {
  const configModule = path.join(context.generatedFilesDir, PLUGIN_NAME, 'siteConfig.mjs');
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer, {currentBundler}) {
      mkdirSync(path.dirname(configModule), {recursive: true});
      writeFileSync(configModule, `export default ${JSON.stringify(clientSiteConfig(context.siteConfig))};\n`);
      return {
        plugins: swapModules(currentBundler, isServer ? 'server' : 'client', [
          {
            name: "lean-site-config: core's generated site config",
            pattern: /^@generated\/docusaurus\.config$/,
            replacement: configModule,
          },
        ]),
      };
    },
  };
}
