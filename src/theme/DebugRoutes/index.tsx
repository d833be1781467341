import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  hasAllRouteTables,
  loadAllRouteTables,
} from '@site/src/plugins/routing-and-prefetch/lean-chunk-maps/client/routeTables';
import DebugRoutes from '@theme-original/DebugRoutes';

/**
 * The browser's route tree fills its sections' route lists part by part
 * (src/plugins/routing-and-prefetch/lean-chunk-maps): the page waits for every part, then
 * renders the whole tree, as the server did, so hydration finds the same list.
 */
export default function DebugRoutesWhole(): ReactNode {
  // The server bundle keeps core's whole tree.
  if (ExecutionEnvironment.canUseDOM && !hasAllRouteTables()) {
    // Suspends (hydration included) until the parts are there, as the route components do.
    throw loadAllRouteTables();
  }
  return <DebugRoutes />;
}
