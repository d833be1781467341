import type {ComponentType, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';

/** Id of the /tests/blog plugin instance, set in config/testsArea.ts. */
const TESTS_BLOG_PLUGIN_ID = 'blog-tests';

/**
 * Asks search engines not to index the page when it belongs to the /tests/blog instance.
 * Other blog instances (the main blog, the changelog) render nothing here.
 */
export default function TestsBlogNoIndex(): ReactNode {
  const {plugin} = useRouteContext();
  if (plugin.id !== TESTS_BLOG_PLUGIN_ID) {
    return null;
  }
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

/** Wraps a theme component so that it also renders `TestsBlogNoIndex`. */
export function withTestsBlogNoIndex<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithTestsBlogNoIndex(props: Props): ReactNode {
    return (
      <>
        <TestsBlogNoIndex />
        <Component {...props} />
      </>
    );
  }
  return WithTestsBlogNoIndex;
}
