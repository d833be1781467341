import {fileURLToPath} from 'node:url';

const clientFile = (name: string) => fileURLToPath(new URL(`./client/${name}`, import.meta.url));

/** The framework modules this plugin swaps in the browser bundle, each for the site's version. */
export const REPLACED_MODULES = [
  {
    name: "hydration-transitions: core's browserContext (useIsBrowser, <BrowserOnly>)",
    pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    packageName: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    exports: ['Context', 'BrowserContextProvider'],
    replacement: clientFile('browserContext.tsx'),
  },
  {
    name: "hydration-transitions: theme-common's useWindowSize (mobile or desktop layout)",
    pattern: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    packageName: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    exports: ['useWindowSize'],
    replacement: clientFile('useWindowSize.ts'),
  },
  {
    name: "hydration-transitions: theme-common's emojiUtils (the doc card's icon)",
    pattern: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
    packageName: '@docusaurus/theme-common',
    file: 'lib/utils/emojiUtils.js',
    exports: ['extractLeadingEmoji'],
    replacement: clientFile('emojiUtils.ts'),
  },
] as const;
