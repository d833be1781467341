import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {translate} from '@docusaurus/Translate';
import {withPageDescription} from '@site/src/components/PageDescription';

export default withPageDescription<Props>(BlogAuthorsListPage, () =>
  translate({
    id: 'blog.authorsPage.description',
    message: 'Every author of the blog, with the posts each one wrote.',
    description: 'The meta description of the page listing all authors of a blog',
  }),
);
