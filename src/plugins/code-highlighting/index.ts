import type {LoadContext, Plugin} from '@docusaurus/types';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  GRAMMAR_MODULE_PATTERN,
  HIGHLIGHTER_MODULE_PATTERN,
  PRISM_CLIENT_MODULE_PATTERN,
  THEME_CLASSIC_MODULE_PATTERN,
} from './modulePatterns';
import {swapModules} from '../framework-internals';
import {componentOrder, languageClosures} from './languageClosures';
import {GRAMMARS_FOLDER, languageModules} from './languageModules';
import {tokenStylesheet} from './staticHighlight';

export const PLUGIN_NAME = 'docusaurus-site-prism-on-demand';

const clientFile = (name: string): string => fileURLToPath(new URL(`./client/${name}`, import.meta.url));

/**
 * Code blocks highlighted at build time, with the CSS of their token colours, and, for the
 * blocks highlighted in the browser, the Prism grammars their module imports instead of
 * prism-react-renderer's ~30 bundled grammars on every page (see README).
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const outputDir = path.join(context.generatedFilesDir, PLUGIN_NAME);
  const {prism} = context.siteConfig.themeConfig as {
    prism?: {additionalLanguages?: string[]; theme?: PrismTheme; darkTheme?: PrismTheme};
  };
  const stylesheet = path.join(outputDir, 'tokenColors.css');
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      // The theme-classic validation always sets a theme; the dark one defaults to it, as in the theme.
      const light = prism?.theme ?? themes.palenight;
      mkdirSync(outputDir, {recursive: true});
      writeFileSync(stylesheet, tokenStylesheet({light, dark: prism?.darkTheme ?? light}));
      return [stylesheet];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const additionalLanguages = prism?.additionalLanguages ?? [];
      const closures = languageClosures(additionalLanguages);
      const files = languageModules(closures, componentOrder(additionalLanguages), clientFile('prism.ts'));
      mkdirSync(path.join(outputDir, GRAMMARS_FOLDER), {recursive: true});
      Object.entries(files).forEach(([name, source]) => writeFileSync(path.join(outputDir, name), source));
      // For e2e/budgets.spec.ts, which checks that a page registers no grammar its blocks do not need.
      writeFileSync(path.join(outputDir, 'languageClosures.json'), JSON.stringify(Object.fromEntries(closures)));
      return {
        resolve: {
          alias: {
            // The server renders every block with its grammar whichever pages it rendered
            // before; the browser registers those its page imports.
            '@prism-on-demand/server-grammars$': isServer
              ? path.join(outputDir, 'everyGrammar.js')
              : clientFile('noGrammars.ts'),
          },
        },
        // One chunk for Prism's core, which the grammars import and the bundler would
        // otherwise copy into every chunk of grammars, too small to be split out on its own.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  prismHighlighter: {
                    name: 'prism-highlighter',
                    test: HIGHLIGHTER_MODULE_PATTERN,
                    chunks: 'all',
                    enforce: true,
                    priority: 45,
                  },
                  // Grammars out of the page chunks that import them, into chunks shared by
                  // the pages that use the same ones, however small.
                  prismGrammars: {
                    test: GRAMMAR_MODULE_PATTERN,
                    chunks: 'async',
                    enforce: true,
                    priority: 44,
                  },
                },
              },
            },
        plugins: swapModules(currentBundler, isServer ? 'server' : 'client', [
          {
            // The theme's start-up registration of every grammar has nothing left to do.
            name: "prism-on-demand: the classic theme's prism-include-languages client module",
            pattern: PRISM_CLIENT_MODULE_PATTERN,
            replacement: clientFile('noClientModule.ts'),
          },
          {
            // The theme's code block gets this plugin's Highlight; the live editor keeps its own.
            name: "prism-on-demand: prism-react-renderer's Highlight in the classic theme",
            pattern: /^prism-react-renderer$/,
            issuer: THEME_CLASSIC_MODULE_PATTERN,
            replacement: clientFile('themeHighlight.ts'),
          },
        ]),
      };
    },
  };
}
