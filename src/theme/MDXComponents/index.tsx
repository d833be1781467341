import MDXComponents from '@theme-original/MDXComponents';
import HydrationSlice from '@site/src/plugins/hydration-transitions/client/HydrationSlice';
import MDXTable from './Table';

/**
 * The theme's components for Markdown elements, `table` (see ./Table), and the hydration
 * slices a long doc's content is cut into (src/plugins/hydration-transitions).
 */
export default {
  ...MDXComponents,
  table: MDXTable,
  HydrationSlice,
};
