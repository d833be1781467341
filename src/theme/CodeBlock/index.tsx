import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
// Prism and its extra languages load with the first code block, not with every page.
import '@site/src/plugins/prism-chunk/registerLanguages';

/**
 * The live-codeblock theme swaps every code block for this choice with a static import of
 * the playground, which put React Live and its in-browser compiler into the bundles of
 * every page with any code block. The same choice made here loads the playground only when
 * a page renders a `live` block: other pages get the plain code block alone.
 */
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

export default function CodeBlockWithLazyPlayground(props: Props & {readonly live?: boolean}): ReactNode {
  const isBrowser = useIsBrowser();
  const {children} = props;
  // A live block holds its source as plain text; anything else is a regular code block.
  if (!props.live || (children !== undefined && typeof children !== 'string')) {
    return <CodeBlock {...props} />;
  }
  // The server and the first render show the code as a plain block; the editor replaces it
  // once its code has loaded, so no editable area is on screen before it can react to typing.
  const plainBlock = <CodeBlock {...props} />;
  return isBrowser ? (
    <Suspense fallback={plainBlock}>
      <LiveCodeBlock {...props}>{children}</LiveCodeBlock>
    </Suspense>
  ) : (
    plainBlock
  );
}
