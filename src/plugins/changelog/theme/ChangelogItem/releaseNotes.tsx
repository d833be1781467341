import type {ComponentProps, ComponentType, ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXHeading, {type Props as HeadingProps} from '@theme/MDXComponents/Heading';
import type {MDXComponentsObject} from '@theme/MDXComponents';

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
type ReleasePost = ComponentType<{components: Partial<MDXComponentsObject>}>;

/** A release's full notes with list-page heading ids, the same post module its own page renders. */
export type ReleaseNotes = ComponentType;

/**
 * Loads a release's full post from the posts the changelog plugin writes (its GENERATED_DIR):
 * one chunk per release, shared with the release's page, fetched when a reader expands it.
 */
export async function loadReleaseNotes(source: string): Promise<ReleaseNotes> {
  const fileName =
    source
      .split('/')
      .at(-1)
      ?.replace(/\.mdx$/, '') ?? '';
  const {default: Post} = (await import(`@site/changelog/releases/${fileName}.mdx`)) as {default: ReleasePost};
  return function Notes() {
    return <Post components={releaseHeadings} />;
  };
}
