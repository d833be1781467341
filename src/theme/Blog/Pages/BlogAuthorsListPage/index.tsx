import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

/** The theme's authors page gives only a title: search engines and link previews showed no description. */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'blog.authorsPage.description',
          message: 'Every author of the blog, with the posts each one wrote.',
          description: 'The meta description of the page listing all authors of a blog',
        })}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
