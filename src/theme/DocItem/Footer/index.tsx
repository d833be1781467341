import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageHistory from '@site/src/plugins/upgrade-assistant/client/PageHistory';

type Props = WrapperProps<typeof FooterType>;

/** After the doc's footer (tags, edit link, last updated): the page in the other docs versions. */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageHistory />
    </>
  );
}
