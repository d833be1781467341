import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {announcementBarResetScript} from './inlineScript';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** Key of the announcement's text in i18n/<locale>/docusaurus-site-announcement-bar/announcement-bar.json. */
export const CONTENT_KEY = 'announcementBar.content';

/**
 * The theme translates the navbar and footer of the theme config but not the announcement
 * bar: this plugin gives its text a translation file of its own, and shows a new
 * announcement again to readers who dismissed an older one.
 */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  const announcementBar = (context.siteConfig.themeConfig as Partial<ThemeConfig>).announcementBar;
  return {
    name: 'docusaurus-site-announcement-bar',
    getTranslationFiles() {
      if (!announcementBar) {
        return [];
      }
      return [
        {
          path: 'announcement-bar',
          content: {
            [CONTENT_KEY]: {
              message: announcementBar.content,
              description: 'The announcement bar above the navbar (HTML; link to the pages of the same locale)',
            },
          },
        },
      ];
    },
    translateThemeConfig({translationFiles}) {
      const message = translationFiles[0]?.content[CONTENT_KEY]?.message;
      return announcementBar && message
        ? {announcementBar: {...announcementBar, content: message} satisfies AnnouncementBar}
        : {};
    },
    injectHtmlTags() {
      return announcementBar
        ? {
            preBodyTags: [
              {tagName: 'script', innerHTML: announcementBarResetScript(announcementBar.id, context.siteStorage)},
            ],
          }
        : {};
    },
  };
}
