import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import TwinHeadLink from '@site/src/plugins/markdown-twins/client/TwinHeadLink';

type Props = WrapperProps<typeof MetadataType>;

/** Adds the link to the post's Markdown twin (src/plugins/markdown-twins) to its head. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <TwinHeadLink permalink={metadata.permalink} />
    </>
  );
}
