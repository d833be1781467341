import type {ReactNode} from 'react';
import {cardDescription, useCardDescriptions} from '@site/src/plugins/doc-card-descriptions/client/cardDescriptions';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocCardType>;

/**
 * Gives a doc's card the description that its page's route carries: the version's doc list,
 * where the original looks, no longer has them (src/plugins/doc-card-descriptions).
 */
export default function DocCardWithDescription({item}: Props): ReactNode {
  const descriptions = useCardDescriptions();
  if (item.type === 'link' && item.docId !== undefined && item.description === undefined) {
    return <DocCard item={{...item, description: cardDescription(descriptions, item.docId)}} />;
  }
  return <DocCard item={item} />;
}
