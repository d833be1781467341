import {Children, isValidElement, lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/**
 * The live-codeblock theme swaps every code block for this choice with a static import of
 * the playground, which put React Live and its in-browser compiler into the bundles of
 * every page with any code block. The same choice made here loads the playground only when
 * a page renders a `live` block: other pages get the plain code block alone.
 */
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

/**
 * The classic theme's code block, less its remount after hydration. It keys its content on
 * "is this the browser" so that every block is built twice on a first visit, to apply the
 * dark Prism theme; but the colour mode stays the default through hydration and changes in
 * an effect after it (theme-common's colour mode state), and that ordinary re-render already
 * restyles the tokens. Building each block once takes a long task off pages with many.
 */
function StaticCodeBlock({children, ...props}: Props): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  return (
    <StringContent {...props}>{Array.isArray(children) ? children.join('') : String(children ?? '')}</StringContent>
  );
}

export default function CodeBlockWithLazyPlayground(props: Props & {readonly live?: boolean}): ReactNode {
  const isBrowser = useIsBrowser();
  const {children} = props;
  // A live block holds its source as plain text; anything else is a regular code block.
  if (!props.live || (children !== undefined && typeof children !== 'string')) {
    return <StaticCodeBlock {...props} />;
  }
  // The server and the first render show the code as a plain block; the editor replaces it
  // once its code has loaded, so no editable area is on screen before it can react to typing.
  const plainBlock = <StaticCodeBlock {...props} />;
  return isBrowser ? (
    <Suspense fallback={plainBlock}>
      <LiveCodeBlock {...props}>{children}</LiveCodeBlock>
    </Suspense>
  ) : (
    plainBlock
  );
}
