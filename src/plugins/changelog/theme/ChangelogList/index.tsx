import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogItem from '@theme/ChangelogItem';

/** The blog list page, each release collapsed to its summary (the blog plugin's truncated post). */
export default function ChangelogList({metadata, items, sidebar}: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="changelog_list" />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p>
            {metadata.blogDescription}{' '}
            <Link to={`${metadata.permalink.replace(/\/page\/\d+\/?$/, '').replace(/\/$/, '')}/v2/`}>
              <Translate
                id="changelog.list.seriesLink"
                description="Link from the changelog list to the 2.x series index">
                All 2.x releases by series
              </Translate>
            </Link>
          </p>
        </header>
        {items.map(({content: Summary}) => (
          <BlogPostProvider key={Summary.metadata.permalink} content={Summary}>
            <ChangelogItem>
              <Summary />
            </ChangelogItem>
          </BlogPostProvider>
        ))}
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
