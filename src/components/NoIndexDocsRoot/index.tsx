import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocsRoot from '@theme/DocsRoot';
import type {Props} from '@theme/DocsRoot';

/**
 * Root route component of the /tests/docs instance (its `docsRootComponent` option): the
 * theme's own root, plus a robots tag that keeps every fixture page out of search engines.
 */
export default function NoIndexDocsRoot(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <DocsRoot {...props} />
    </>
  );
}
