import {usePluginData} from '@docusaurus/useGlobalData';
import {LOCAL_SEARCH_PLUGIN_NAME} from '../searchIndex';

/** Whether the site's own index answers searches: the plugin is loaded when no hosted index is configured. */
export function useIsLocalSearch(): boolean {
  return usePluginData(LOCAL_SEARCH_PLUGIN_NAME) !== undefined;
}
