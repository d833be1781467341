import type {ReactNode} from 'react';
import {CardDescriptionsProvider} from '@site/src/plugins/doc-card-descriptions/client/cardDescriptions';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocItemType> & {readonly docCardDescriptions?: Readonly<Record<string, string>>};

/** Gives the doc cards of a doc that renders them their descriptions (src/plugins/doc-card-descriptions). */
export default function DocItemWithCardDescriptions({docCardDescriptions, ...props}: Props): ReactNode {
  return (
    <CardDescriptionsProvider descriptions={docCardDescriptions}>
      <DocItem {...props} />
    </CardDescriptionsProvider>
  );
}
