import MDXComponents from '@theme-original/MDXComponents';
import MDXTable from './Table';

/** The theme's components for Markdown elements, and `table` (see ./Table). */
export default {
  ...MDXComponents,
  table: MDXTable,
};
