import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {translate} from '@docusaurus/Translate';
import {withPageDescription} from '@site/src/components/PageDescription';

export default withPageDescription<Props>(BlogTagsListPage, () =>
  translate({
    id: 'blog.tagsPage.description',
    message: 'Every tag of the blog, with the number of posts that carry it.',
    description: 'The meta description of the page listing all tags of a blog',
  }),
);
