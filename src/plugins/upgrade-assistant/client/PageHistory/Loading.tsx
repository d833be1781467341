import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

/** Said while the comparison view, then the two pages, load. */
export default function Loading(): ReactNode {
  return (
    <Translate id="upgradeAssistant.pageHistory.loading" description="Shown while a page comparison loads">
      Loading the two pages…
    </Translate>
  );
}
