import useRouteContext from '@docusaurus/useRouteContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {MarkdownTwinsGlobalData} from '../index';

/**
 * The URL of the Markdown twin of the page at `permalink` of the content plugin
 * `pluginId` (`/docs/cli/` → `/docs/cli.md`), or undefined when the page has none (the
 * /tests fixtures, excluded paths, pages marked noindex) or the plugin is not installed.
 */
export function twinHrefOf(
  permalink: string,
  pluginId: string,
  data: MarkdownTwinsGlobalData | undefined,
): string | undefined {
  if (!data || data.excludedPluginIds.includes(pluginId) || data.excludedPermalinks.includes(permalink)) {
    return undefined;
  }
  return `${permalink.replace(/\/+$/, '')}.md`;
}

/** The plugin's global data, for `twinHrefOf`; undefined when it is not installed. */
export function useTwinsData(): MarkdownTwinsGlobalData | undefined {
  return usePluginData('markdown-twins') as MarkdownTwinsGlobalData | undefined;
}

/** `twinHrefOf` for a page of the current route's content plugin. */
export function useTwinHref(permalink: string): string | undefined {
  const {plugin} = useRouteContext();
  return twinHrefOf(permalink, plugin.id, useTwinsData());
}
