import type {ComponentProps, ComponentType, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import Heading from '@theme/Heading';
import MDXHeading, {type Props as HeadingProps} from '@theme/MDXComponents/Heading';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogItem from '@theme/ChangelogItem';

/**
 * Every release repeats the same headings ("Bug fixes", "Committers"...): on a list page,
 * their ids start with the release's slug (`2.4.3-bug-fixes`), so each anchor on the page is
 * unique and leads to its own release. Release pages keep the short ids.
 */
function ReleaseHeading({id, ...props}: HeadingProps): ReactNode {
  const {metadata} = useBlogPost();
  const releaseSlug = metadata.permalink.split('/').filter(Boolean).at(-1);
  return <MDXHeading {...props} id={id && `${releaseSlug}-${id}`} />;
}

const releaseHeadings: Partial<MDXComponentsObject> = {
  h2: (props: ComponentProps<'h2'>) => <ReleaseHeading {...props} as="h2" />,
  h3: (props: ComponentProps<'h3'>) => <ReleaseHeading {...props} as="h3" />,
  h4: (props: ComponentProps<'h4'>) => <ReleaseHeading {...props} as="h4" />,
};

/** MDX content accepts a `components` prop over its provider's; Docusaurus's type omits it. */
type ReleaseNotes = ComponentType<{components: Partial<MDXComponentsObject>}>;

/** The blog list page, with each release collapsed to its summary. */
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
        {items.map(({content}) => {
          const Notes = content as unknown as ReleaseNotes;
          return (
            <BlogPostProvider key={content.metadata.permalink} content={content}>
              <ChangelogItem>
                <Notes components={releaseHeadings} />
              </ChangelogItem>
            </BlogPostProvider>
          );
        })}
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
