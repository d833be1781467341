/** Written by this plugin (index.ts): the parts of the route tables, `parts` null where they are whole. */
declare module '@generated/docusaurus-site-lean-chunk-maps/routeTableParts' {
  import type {RouteConfig} from 'react-router-config';

  type Loader = () => Promise<unknown>;
  export interface Part {
    chunkNames: Record<string, Record<string, unknown>>;
    registry: Record<string, readonly [Loader, string, unknown]>;
    /** The route tree's lists this part fills, by key (../splitRouteTree.ts); absent when none. */
    routeLists?: Record<string, RouteConfig[]>;
  }
  export const prefixes: readonly string[];
  export const parts: Readonly<Record<string, () => Promise<Part>>> | null;
}
