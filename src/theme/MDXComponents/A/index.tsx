import type {ReactNode} from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {isFileUrl} from '@site/src/utils/fileUrl';

type Props = WrapperProps<typeof AType>;

/**
 * With `trailingSlash: true`, `<Link>` appends a slash to every internal URL, files included,
 * so a Markdown link to a file (`[notes](./notes.txt)`, bundled as
 * `/assets/files/notes-<hash>.txt`) would point to `…notes-<hash>.txt/`, a 404
 * (facebook/docusaurus#6282). The `pathname://` prefix is Link's documented way to mark a
 * URL that is not a route: it keeps the base URL and leaves the path as written.
 */
export default function AWrapper(props: Props): ReactNode {
  const {href} = props;
  if (href !== undefined && isInternalUrl(href) && isFileUrl(href)) {
    return <A {...props} href={`pathname://${href}`} />;
  }
  return <A {...props} />;
}
