import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/** The route prop that gives a page of cards the descriptions of its cards' docs. */
export const CARD_DESCRIPTIONS_PROP = 'docCardDescriptions';

/** A doc whose source imports the theme's card list renders cards. */
const IMPORTS_CARD_LIST = /["']@theme\/DocCardList["']/;

/** The doc ids of the link items of the sidebar category whose page is `permalink`, if one is. */
export function categoryDocIds(sidebars: PropVersionMetadata['docsSidebars'], permalink: string): string[] | undefined {
  const findItems = (items: readonly PropSidebarItem[]): readonly PropSidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type === 'category') {
        const found = item.href === permalink ? item.items : findItems(item.items);
        if (found) {
          return found;
        }
      }
    }
    return undefined;
  };
  for (const sidebar of Object.values(sidebars)) {
    const items = findItems(sidebar);
    if (items) {
      return items.flatMap((item) => (item.type === 'link' && item.docId !== undefined ? [item.docId] : []));
    }
  }
  return undefined;
}

export interface CardPages {
  /** The generated index pages' component, as the docs plugin's options name it. */
  readonly generatedIndexComponent: string;
  /** The source of a doc, by its path relative to the site (a doc route's `metadata.sourceFilePath`). */
  readonly readSource: (sourceFilePath: string) => string;
}

/**
 * Takes the descriptions out of the doc list that a docs plugin's version route gives every
 * page of the version (`props.version.docs`, read by the theme's doc cards only), and gives
 * each page that renders cards (a category's generated index, a doc that imports
 * `@theme/DocCardList`) those of its category's docs, or of the whole version when the page
 * is no category's, as the `docCardDescriptions` prop. `route` is the plugin's root route,
 * whose routes are its versions. Returns the route and how many versions it changed.
 */
export function moveCardDescriptions(route: RouteConfig, pages: CardPages): {route: RouteConfig; versions: number} {
  let versions = 0;
  const versionRoutes = (route.routes ?? []).map((versionRoute) => {
    const version = (versionRoute.props as {version?: PropVersionMetadata} | undefined)?.version;
    if (version?.docs === undefined) {
      return versionRoute;
    }
    versions += 1;
    const descriptions = Object.fromEntries(Object.values(version.docs).map((doc) => [doc.id, doc.description]));
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
    );
    const withCardDescriptions = (page: RouteConfig): RouteConfig => {
      const sourceFile = (page.metadata as {sourceFilePath?: string} | undefined)?.sourceFilePath;
      const rendersCards =
        page.component === pages.generatedIndexComponent ||
        (sourceFile !== undefined && IMPORTS_CARD_LIST.test(pages.readSource(sourceFile)));
      const ids = categoryDocIds(version.docsSidebars, page.path) ?? Object.keys(descriptions);
      return {
        ...page,
        ...(rendersCards && {
          props: {...page.props, [CARD_DESCRIPTIONS_PROP]: Object.fromEntries(ids.map((id) => [id, descriptions[id]]))},
        }),
        ...(page.routes && {routes: page.routes.map(withCardDescriptions)}),
      };
    };
    return {
      ...withCardDescriptions(versionRoute),
      props: {...versionRoute.props, version: {...version, docs}},
    };
  });
  return {route: {...route, routes: versionRoutes}, versions};
}
