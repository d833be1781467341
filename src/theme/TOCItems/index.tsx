import {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {withCodeBreaksHtml} from '@site/src/utils/codeBreaks';

type Props = WrapperProps<typeof TOCItemsType>;

/** The table of contents, whose code wraps like inline code does (src/utils/codeBreaks.ts). */
export default function TOCItemsWrapper({toc, ...props}: Props): ReactNode {
  const tocWithBreaks = useMemo(() => toc.map((item) => ({...item, value: withCodeBreaksHtml(item.value)})), [toc]);
  return <TOCItems toc={tocWithBreaks} {...props} />;
}
