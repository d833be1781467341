import type {ReactNode} from 'react';
import {CardDescriptionsProvider} from '@site/src/plugins/doc-card-descriptions/client/cardDescriptions';
import {FormattedLastUpdateProvider} from '@site/src/plugins/prerendered-dates/client/formattedLastUpdate';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType> & {readonly docCardDescriptions?: Readonly<Record<string, string>>};

/**
 * Gives a doc's cards their descriptions (src/plugins/doc-card-descriptions) and its "last
 * updated" line its date written out (src/plugins/prerendered-dates).
 */
export default function DocItemWithPageData({docCardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsProvider descriptions={docCardDescriptions}>
      <FormattedLastUpdateProvider metadata={props.content.metadata}>
        <DocItem {...props} />
      </FormattedLastUpdateProvider>
    </CardDescriptionsProvider>
  );
}
