import type {ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {StaticContent, useLinesHtml} from '@site/src/plugins/code-highlighting/client/StaticContent';

type Props = WrapperProps<typeof ContentType>;

/**
 * A block highlighted at build time (src/plugins/code-highlighting) renders its lines as the
 * HTML it came with; any other (a React page's, or one whose code is known only at runtime)
 * is highlighted by the theme's own content, with the grammars its module imports.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const linesHtml = useLinesHtml();
  return linesHtml === undefined ? <Content {...props} /> : <StaticContent {...props} linesHtml={linesHtml} />;
}
