import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {CardDescriptionsProvider} from '@site/src/plugins/doc-card-descriptions/client/cardDescriptions';
import TwinHeadLink from '@site/src/plugins/markdown-twins/client/TwinHeadLink';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  readonly docCardDescriptions?: Readonly<Record<string, string>>;
};

/**
 * Adds the link to the category index's Markdown twin (src/plugins/markdown-twins) to its
 * head, and gives its doc cards their descriptions (src/plugins/doc-card-descriptions).
 */
export default function DocCategoryGeneratedIndexPageWrapper({docCardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsProvider descriptions={docCardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
      <TwinHeadLink permalink={props.categoryGeneratedIndex.permalink} />
    </CardDescriptionsProvider>
  );
}
