import type {ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
// The tabs' state has no public hook; this is the one the theme's own TabItem reads.
import {useTabs} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof TabItemType>;

/**
 * With `<Tabs lazy>`, the theme renders nothing for an unselected tab, which leaves its tab
 * without a tab panel (invalid ARIA: every tab controls a panel). An empty, hidden panel
 * stands in for it until the tab is selected; the content still mounts only then.
 */
export default function TabItemWrapper(props: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  if (lazy && props.value !== selectedValue) {
    return <div role="tabpanel" hidden />;
  }
  return <TabItem {...props} />;
}
