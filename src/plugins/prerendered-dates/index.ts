import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {expectMatched} from '../framework-internals';
import {formatLastUpdated} from './formatLastUpdated';

/**
 * A docs plugin whose docs carry their "last updated" date already written out
 * (`formattedLastUpdatedAt` in each doc's metadata, the module its page loads), so the browser
 * shows it without building an `Intl.DateTimeFormat` while the page hydrates (see README).
 */
export function withFormattedLastUpdate(docsPlugin: PluginModule): PluginModule {
  return Object.assign(
    async (context: LoadContext, options: unknown) => {
      const plugin = (await docsPlugin(context, options)) as Plugin<LoadedContent>;
      const {currentLocale, localeConfigs} = context.i18n;
      const calendar = localeConfigs[currentLocale]?.calendar;
      return {
        ...plugin,
        async contentLoaded(args: Parameters<NonNullable<typeof plugin.contentLoaded>>[0]) {
          let formatted = 0;
          const loadedVersions = args.content.loadedVersions.map((version) => ({
            ...version,
            docs: version.docs.map((doc) => {
              if (typeof doc.lastUpdatedAt !== 'number') {
                return doc;
              }
              formatted += 1;
              return {...doc, formattedLastUpdatedAt: formatLastUpdated(doc.lastUpdatedAt, currentLocale, calendar)};
            }),
          }));
          await plugin.contentLoaded?.({...args, content: {...args.content, loadedVersions}});
          const {id, showLastUpdateTime} = options as PluginOptions;
          if (showLastUpdateTime) {
            expectMatched(`prerendered-dates: the last-update dates of the docs instance "${id}"`, formatted);
          }
        },
      } as Awaited<ReturnType<PluginModule>>;
    },
    {validateOptions: docsPlugin.validateOptions},
  );
}
