import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {baseUrl} from './env';

/** Tags the PWA plugin injects into every page's head. */
export const pwaHead: PwaOptions['pwaHead'] = [
  {tagName: 'link', rel: 'icon', href: `${baseUrl}img/icons/icon-512x512.png`},
  {tagName: 'link', rel: 'manifest', href: `${baseUrl}manifest.json`},
  {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
  {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
  {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#2e8555'},
  {tagName: 'link', rel: 'apple-touch-icon', href: `${baseUrl}img/icons/icon-192x192.png`},
];
