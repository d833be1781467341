import {lazy, Suspense, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

/**
 * The live-codeblock theme swaps every code block for this choice with a static import of
 * the playground, which put React Live and its in-browser compiler into the bundles of
 * every page with any code block. The same choice made here loads the playground only when
 * a page renders a `live` block: other pages get the plain code block alone.
 */
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

export default function CodeBlockWithLazyPlayground(props: Props & {readonly live?: boolean}): ReactNode {
  const {children} = props;
  // A live block holds its source as plain text; anything else is a regular code block.
  if (!props.live || (children !== undefined && typeof children !== 'string')) {
    return <CodeBlock {...props} />;
  }
  // Until the playground arrives (rendered in full on the server), the code reads as a plain block.
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props}>{children}</LiveCodeBlock>
    </Suspense>
  );
}
