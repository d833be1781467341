import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
// The package's main module; its public typings declare only the theme's types.
import pluginPWA, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginModule} from '@docusaurus/types';
import {baseUrl} from './env';

/** Tags the PWA plugin injects into every page's head. */
export const pwaHead: PwaOptions['pwaHead'] = [
  {tagName: 'link', rel: 'icon', href: `${baseUrl}img/icons/icon-512x512.png`},
  {tagName: 'link', rel: 'manifest', href: `${baseUrl}manifest.json`},
  {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
  {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
  {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default'},
  {tagName: 'link', rel: 'apple-touch-icon', href: `${baseUrl}img/icons/icon-192x192.png`},
];

/** The service-worker module that caches the Pagefind search bundle at run time. */
const SEARCH_CACHE_WORKER = new URL('../src/plugins/local-search/serviceWorker.js', import.meta.url).pathname;

/** The client module that registers the service worker once the page has loaded. */
const REGISTER_AFTER_LOAD = new URL('../src/clientModules/registerServiceWorkerAfterLoad.ts', import.meta.url).pathname;

/** The folder of the PWA plugin's module, against which its own paths are relative. */
const PWA_PLUGIN_DIR = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-pwa'));

/**
 * The PWA plugin, given the site's service-worker module and registration client module
 * after validating the other options. Core writes every plugin's options into the client
 * bundle (config/serverOnlyOptions.ts): `swCustom` and `swRegister`, absolute paths on the
 * build machine, are kept out of them. Core resolves a
 * plugin's theme and client-module paths against its module's folder, which a plugin given
 * as a function does not have: they are made absolute here.
 */
export const pwaPlugin: PluginModule = Object.assign(
  (context: Parameters<typeof pluginPWA>[0], options: unknown) => {
    const plugin = pluginPWA(context, {
      ...(options as PwaOptions),
      swCustom: SEARCH_CACHE_WORKER,
      swRegister: REGISTER_AFTER_LOAD,
    });
    return (plugin && {
      ...plugin,
      getThemePath: () => path.resolve(PWA_PLUGIN_DIR, plugin.getThemePath?.() ?? ''),
      getTypeScriptThemePath: () => path.resolve(PWA_PLUGIN_DIR, plugin.getTypeScriptThemePath?.() ?? ''),
      getClientModules: () => (plugin.getClientModules?.() ?? []).map((module) => path.resolve(PWA_PLUGIN_DIR, module)),
    }) as ReturnType<PluginModule>;
  },
  {validateOptions: validateOptions as PluginModule['validateOptions']},
);
