import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {announcementBarResetScript} from './inlineScript';

export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const announcementId = (context.siteConfig.themeConfig as Partial<ThemeConfig>).announcementBar?.id;
  return {
    name: 'docusaurus-site-announcement-bar-reset',
    injectHtmlTags() {
      return announcementId
        ? {
            preBodyTags: [
              {tagName: 'script', innerHTML: announcementBarResetScript(announcementId, context.siteStorage)},
            ],
          }
        : {};
    },
  };
}
