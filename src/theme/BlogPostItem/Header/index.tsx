import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPageControl from '@site/src/plugins/markdown-twins/client/CopyPageControl';

type Props = WrapperProps<typeof HeaderType>;

/** On a post's own page, adds "Copy page" and "View as Markdown" under its header. */
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <CopyPageControl permalink={metadata.permalink} />}
    </>
  );
}
