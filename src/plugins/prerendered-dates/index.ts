import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {expectMatched} from '../framework-internals';
import {formatLastUpdated, formatPostDate} from './formatDates';

/** The locale being built and its calendar, which the theme formats dates in. */
function localeOf(context: LoadContext): [locale: string, calendar: string | undefined] {
  const {currentLocale, localeConfigs} = context.i18n;
  return [currentLocale, localeConfigs[currentLocale]?.calendar];
}

/**
 * A docs plugin whose docs carry their "last updated" date already written out
 * (`formattedLastUpdatedAt` in each doc's metadata, the module its page loads), so the browser
 * shows it without building an `Intl.DateTimeFormat` while the page hydrates (see README).
 */
export function withFormattedLastUpdate(docsPlugin: PluginModule): PluginModule {
  return Object.assign(
    async (context: LoadContext, options: unknown) => {
      const plugin = (await docsPlugin(context, options)) as Plugin<LoadedContent>;
      const [locale, calendar] = localeOf(context);
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
              return {...doc, formattedLastUpdatedAt: formatLastUpdated(doc.lastUpdatedAt, locale, calendar)};
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

/**
 * A blog plugin whose posts carry their date already written out (`formattedDate` in each
 * post's metadata, the module its page and the list pages load), for the same reason.
 */
export function withFormattedPostDates<Options>(
  blogPlugin: (context: LoadContext, options: Options) => Promise<Plugin<BlogContent>>,
): (context: LoadContext, options: Options) => Promise<Plugin<BlogContent>> {
  return async (context, options) => {
    const plugin = await blogPlugin(context, options);
    const [locale, calendar] = localeOf(context);
    return {
      ...plugin,
      async contentLoaded(args) {
        const blogPosts = args.content.blogPosts.map((post) => ({
          ...post,
          metadata: {...post.metadata, formattedDate: formatPostDate(post.metadata.date, locale, calendar)},
        }));
        await plugin.contentLoaded?.({...args, content: {...args.content, blogPosts}});
      },
    };
  };
}
