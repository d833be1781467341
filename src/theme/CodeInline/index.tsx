import {Fragment, type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {CODE_PIECE_CLASS, codeWords, hasBreakableWord} from '@site/src/utils/codeBreaks';

type Props = WrapperProps<typeof CodeInlineType>;

/** Inline code whose long identifiers wrap after a dot or slash only (src/utils/codeBreaks.ts). */
export default function CodeInlineWrapper(props: Props): ReactNode {
  const {children} = props;
  if (typeof children !== 'string' || !hasBreakableWord(children)) {
    return <CodeInline {...props} />;
  }
  return (
    <CodeInline {...props}>
      {codeWords(children).map((word, wordIndex) =>
        typeof word === 'string'
          ? word
          : word.map((piece, pieceIndex) => (
              <Fragment key={`${wordIndex}-${pieceIndex}`}>
                {pieceIndex > 0 && <wbr />}
                <span className={CODE_PIECE_CLASS}>{piece}</span>
              </Fragment>
            )),
      )}
    </CodeInline>
  );
}
