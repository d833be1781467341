import type {Plugin} from '@docusaurus/types';
import {expectMatched} from '../../framework-internals';
import {keepFontsAsFiles, type Rule} from './keepFontsAsFiles';

/**
 * Docusaurus inlines fonts under 10 kB into the CSS as data URLs. All CSS ships as one
 * file, so KaTeX's fourteen small fonts were downloaded as base64 on every page, math or
 * not. Served as files, a font is fetched only by a page that uses it.
 */
export default function fontFilesPlugin(): Plugin {
  return {
    name: 'docusaurus-site-font-files',
    configureWebpack(config) {
      expectMatched(
        "font-files: url-loader's size limit in core's font rules",
        keepFontsAsFiles((config.module?.rules ?? []) as Rule[]),
      );
      return {};
    },
  };
}
