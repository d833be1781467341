import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import TwinHeadLink from '@site/src/plugins/markdown-twins/client/TwinHeadLink';

type Props = WrapperProps<typeof MDXPageType>;

/** Adds the link to the Markdown page's twin (src/plugins/markdown-twins) to its head. */
export default function MDXPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MDXPage {...props} />
      <TwinHeadLink permalink={props.content.metadata.permalink} />
    </>
  );
}
