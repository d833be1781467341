import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';

/** The route component that renders a section's nested routes (`client/SectionRoutes.tsx`). */
export const SECTION_ROUTES_COMPONENT = '@site/src/plugins/routing-and-prefetch/section-routes/client/SectionRoutes';

/** A section's base path, with the site's base URL and a trailing slash: `/changelog/`. */
export function sectionBasePath(baseUrl: string, routeBasePath: string): string {
  const path = routeBasePath.replace(/^\/+|\/+$/g, '');
  if (path === '') {
    throw new Error('section-routes: a section at the site root would hold every route of the site.');
  }
  return `${baseUrl}${path}/`;
}

/**
 * Actions whose `addRoute` collects the routes at or below `basePath` instead of adding them,
 * and `addSection()`, which adds them as the nested routes of one route that matches
 * `basePath` and every path below it (`/blog/:sectionPath*` plus the trailing slash),
 * rendered by `SectionRoutes`. Other routes are added as they come. A nested route's
 * `context` goes under `data`, as core puts a top-level route's (core wraps only those, and
 * merges a nested route's `data` into its parent's in the browser).
 */
export function nestedSection(
  actions: PluginContentLoadedActions,
  basePath: string,
): {sectionActions: PluginContentLoadedActions; addSection: () => void} {
  const base = basePath.replace(/\/+$/, '');
  const routes: RouteConfig[] = [];
  const addRoute = (route: RouteConfig): void => {
    if (route.path === base || route.path.startsWith(`${base}/`)) {
      routes.push(route.context ? {...route, context: {data: route.context}} : route);
    } else {
      actions.addRoute(route);
    }
  };
  return {
    sectionActions: {...actions, addRoute},
    addSection: () => {
      if (routes.length > 0) {
        // The parent's path matches what `basePath` matches, but is not the path of any route
        // below it: core prefetches a route's chunks with those of every route of the same
        // path, so a parent at `/blog/` made every post's prefetch fetch the list page's too.
        actions.addRoute({path: `${basePath}:sectionPath*`, component: SECTION_ROUTES_COMPONENT, exact: false, routes});
      }
    },
  };
}

/**
 * A content plugin (the blog plugin) whose routes, all below its `routeBasePath`, are nested
 * under one route there. Given in the configuration in place of the plugin, with the same
 * options, which `validateOptions` (the plugin's own) validates.
 */
export function withSectionRoutes<Content, Options extends {routeBasePath: string}>(
  pluginFunction: (context: LoadContext, options: Options) => Promise<Plugin<Content>>,
  validateOptions: unknown,
): PluginModule {
  return Object.assign(
    async (context: LoadContext, options: unknown) => {
      const pluginOptions = options as Options;
      const plugin = await pluginFunction(context, pluginOptions);
      const basePath = sectionBasePath(context.baseUrl, pluginOptions.routeBasePath);
      return {
        ...plugin,
        async contentLoaded(args: Parameters<NonNullable<Plugin<Content>['contentLoaded']>>[0]) {
          const {sectionActions, addSection} = nestedSection(args.actions, basePath);
          await plugin.contentLoaded?.({...args, actions: sectionActions});
          addSection();
        },
      } as Awaited<ReturnType<PluginModule>>;
    },
    {validateOptions: validateOptions as PluginModule['validateOptions']},
  );
}
