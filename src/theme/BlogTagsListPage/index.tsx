import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

/** The theme's tags page gives only a title: search engines and link previews showed no description. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'blog.tagsPage.description',
          message: 'Every tag of the blog, with the number of posts that carry it.',
          description: 'The meta description of the page listing all tags of a blog',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
