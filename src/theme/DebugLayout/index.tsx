import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import DebugLayout from '@theme-original/DebugLayout';

/** Gives every debug page an <h1>: the stock panel titles its sections with <h2> only. */
export default function DebugLayoutWithHeading({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <DebugLayout>
      <h1>
        <Translate id="debug.heading" description="Heading of the /__docusaurus/debug/ pages">
          Debug panel
        </Translate>
      </h1>
      {children}
    </DebugLayout>
  );
}
