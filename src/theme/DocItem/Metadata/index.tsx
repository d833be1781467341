import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TwinHeadLink from '@site/src/plugins/markdown-twins/client/TwinHeadLink';

type Props = WrapperProps<typeof MetadataType>;

/** Adds the link to the doc's Markdown twin (src/plugins/markdown-twins) to its head. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <TwinHeadLink permalink={metadata.permalink} />
    </>
  );
}
