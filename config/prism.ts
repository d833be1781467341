import {themes, type PrismTheme} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * Gives the listed token types another colour. The stock themes have a few token colours
 * below the 4.5:1 contrast readers need (checked by config/__tests__/prism.test.ts).
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

export const lightCodeTheme = recolor(themes.vsLight, {'attr-name': '#c50000', number: '#06693f'});
export const darkCodeTheme = recolor(themes.dracula, {comment: '#8e99c7'});

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
