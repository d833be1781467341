import {readFileSync} from 'node:fs';
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, PluginModule, RouteConfig} from '@docusaurus/types';
import {expectMatched} from '../framework-internals';
import {moveCardDescriptions} from './moveCardDescriptions';

/**
 * The docs plugin, with every doc's description moved out of the data that each page of a
 * version loads and into the pages that render doc cards (see README). Given in the
 * configuration in place of `@docusaurus/plugin-content-docs`, with the same options.
 */
export const docsWithCardDescriptions: PluginModule = Object.assign(
  async (context: LoadContext, options: unknown) => {
    const docsOptions = options as DocsPluginOptions;
    const plugin = await pluginContentDocs(context, docsOptions);
    const readSource = (sourceFilePath: string) => readFileSync(path.join(context.siteDir, sourceFilePath), 'utf8');
    return {
      ...plugin,
      async contentLoaded(args: Parameters<NonNullable<typeof plugin.contentLoaded>>[0]) {
        let versions = 0;
        const addRoute = (route: RouteConfig) => {
          const moved = moveCardDescriptions(route, {
            generatedIndexComponent: docsOptions.docCategoryGeneratedIndexComponent,
            readSource,
          });
          versions += moved.versions;
          args.actions.addRoute(moved.route);
        };
        await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
        expectMatched(`doc-card-descriptions: the version routes of the docs instance "${docsOptions.id}"`, versions);
      },
    } as Awaited<ReturnType<PluginModule>>;
  },
  {validateOptions: validateOptions as PluginModule['validateOptions']},
);
