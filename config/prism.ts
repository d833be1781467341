import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * Gives the listed token types another colour. The stock themes have a few token colours
 * below the 4.5:1 contrast readers need, on the code background or on the backgrounds of
 * highlighted and error lines (checked by config/__tests__/prism.test.ts).
 */
function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const type = entry.types.find((candidate) => candidate in colors);
      return type ? {...entry, style: {...entry.style, color: colors[type]}} : entry;
    }),
  };
}

export const lightCodeTheme = recolor(themes.vsLight, {
  'attr-name': '#c50000',
  number: '#06693f',
  comment: '#007800',
  builtin: '#0069b6',
  'class-name': '#216e85',
});
export const darkCodeTheme = recolor(themes.dracula, {comment: '#98a2cc', deleted: '#ff7a7a'});

export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  // Beyond prism-react-renderer's defaults; the docs show config and shell snippets in these.
  additionalLanguages: ['java', 'latex', 'php', 'bash', 'diff', 'json', 'nginx', 'ini', 'powershell', 'toml'],
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
    {
      className: 'code-block-error-line',
      line: 'error-next-line',
      block: {start: 'error-start', end: 'error-end'},
    },
  ],
} satisfies Partial<ThemeConfig['prism']>;
