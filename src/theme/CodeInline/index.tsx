import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {CODE_BREAKS_CLASS, codeBreaksHtml, hasBreakableWord} from '@site/src/utils/codeBreaks';

type Props = WrapperProps<typeof CodeInlineType>;

/**
 * Inline code whose long identifiers wrap after a dot or slash only (src/utils/codeBreaks.ts).
 * Its pieces and <wbr>s are one HTML string: React does not create or hydrate them one by
 * one (the API config reference has hundreds).
 */
export default function CodeInlineWrapper(props: Props): ReactNode {
  const {children, className, ...rest} = props;
  const breakable = typeof children === 'string' && hasBreakableWord(children);
  // The same object while the code is the same: React 19 sets `innerHTML` again for a new one.
  const innerHtml = useMemo(
    () => (breakable ? {__html: codeBreaksHtml(children as string)} : undefined),
    [breakable, children],
  );
  if (innerHtml === undefined) {
    return <CodeInline {...props} />;
  }
  return <CodeInline {...rest} className={clsx(className, CODE_BREAKS_CLASS)} dangerouslySetInnerHTML={innerHtml} />;
}
