import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import {withTestsBlogNoIndex} from '@site/src/components/TestsBlogNoIndex';
import styles from './styles.module.css';

/**
 * The original puts a post's table of contents in a plain column beside `<main>`, outside
 * every landmark (axe `region`); here it is a navigation landmark of its own.
 */
function BlogLayoutWithTocLandmark({toc, ...props}: Props): ReactNode {
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav className={styles.toc} aria-label={label}>
            {toc}
          </nav>
        )
      }
    />
  );
}

// Every blog page except the archive renders through BlogLayout.
export default withTestsBlogNoIndex<Props>(BlogLayoutWithTocLandmark);
