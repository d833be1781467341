import {Children, isValidElement, lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {LinesHtmlProvider} from '@site/src/plugins/code-highlighting/client/StaticContent';

/** A block's props, with its lines highlighted at build time when it has them (src/plugins/code-highlighting). */
type BlockProps = Props & {readonly linesHtml?: string};

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
function StaticCodeBlock({children, linesHtml, ...props}: BlockProps): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const block = (
    <StringContent {...props}>{Array.isArray(children) ? children.join('') : String(children ?? '')}</StringContent>
  );
  return linesHtml === undefined ? block : <LinesHtmlProvider value={linesHtml}>{block}</LinesHtmlProvider>;
}

/** How far below (or above) the screen a live block starts loading its editor. */
const LOAD_EDITOR_MARGIN = '300px 0px';

/**
 * The server and the first render show the code as a plain highlighted block; the editor
 * (React Live, its compiler and its own Prism) loads only when the block comes near the
 * screen, or when the reader points at or focuses it, and replaces the plain block once its
 * code has arrived, so no editable area is on screen before it can react to typing. A page
 * whose live blocks are further down no longer pays for their editors while it loads.
 */
function LiveCodeBlockWhenNeeded({children, ...props}: BlockProps & {readonly children: string}): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const container = containerRef.current;
    if (wanted || !container) {
      return undefined;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: LOAD_EDITOR_MARGIN,
    });
    observer.observe(container);
    container.addEventListener('pointerenter', want);
    container.addEventListener('focusin', want);
    return () => {
      observer.disconnect();
      container.removeEventListener('pointerenter', want);
      container.removeEventListener('focusin', want);
    };
  }, [wanted]);
  const plainBlock = <StaticCodeBlock {...props}>{children}</StaticCodeBlock>;
  // The editor highlights with its own Prism.
  const {linesHtml, ...editorProps} = props;
  return (
    <div ref={containerRef}>
      {wanted ? (
        <Suspense fallback={plainBlock}>
          <LiveCodeBlock {...editorProps}>{children}</LiveCodeBlock>
        </Suspense>
      ) : (
        plainBlock
      )}
    </div>
  );
}

export default function CodeBlockWithLazyPlayground(props: BlockProps & {readonly live?: boolean}): ReactNode {
  const {children} = props;
  // A live block holds its source as plain text; anything else is a regular code block.
  if (!props.live || typeof children !== 'string') {
    return <StaticCodeBlock {...props} />;
  }
  return <LiveCodeBlockWhenNeeded {...props}>{children}</LiveCodeBlockWhenNeeded>;
}
