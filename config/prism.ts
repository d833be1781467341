import {themes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/theme-common';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
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
