import useRouteContext from '@docusaurus/useRouteContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {MarkdownTwinsGlobalData} from '../index';

/**
 * The URL of the Markdown twin of the page at `permalink` (`/docs/cli/` → `/docs/cli.md`),
 * or undefined when the page has none (the /tests fixtures, excluded paths, pages marked
 * noindex) or the plugin is not installed.
 */
export function useTwinHref(permalink: string): string | undefined {
  const {plugin} = useRouteContext();
  const data = usePluginData('markdown-twins') as MarkdownTwinsGlobalData | undefined;
  if (!data || data.excludedPluginIds.includes(plugin.id) || data.excludedPermalinks.includes(permalink)) {
    return undefined;
  }
  return `${permalink.replace(/\/+$/, '')}.md`;
}
