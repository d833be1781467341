import type {ReactNode} from 'react';
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
  if (typeof children !== 'string' || !hasBreakableWord(children)) {
    return <CodeInline {...props} />;
  }
  return (
    <CodeInline
      {...rest}
      className={clsx(className, CODE_BREAKS_CLASS)}
      dangerouslySetInnerHTML={{__html: codeBreaksHtml(children)}}
    />
  );
}
