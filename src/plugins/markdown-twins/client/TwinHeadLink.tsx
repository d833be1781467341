import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useTwinHref} from './useTwinHref';

/** Announces the page's Markdown twin in the document head, for agents and tools. */
export default function TwinHeadLink({permalink}: {permalink: string}): ReactNode {
  const href = useTwinHref(permalink);
  if (!href) {
    return null;
  }
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
