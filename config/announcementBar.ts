import type {ThemeConfig} from '@docusaurus/theme-common';

/** Changing the id shows the bar again to readers who dismissed the previous one. */
export const announcementBar = {
  id: 'announcementBar-2',
  content:
    'Docusaurus 3 is here: the <a href="/docs/">Canary docs</a> describe version 3.10. Try it and tell us what breaks.',
  backgroundColor: '#1b4332',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
