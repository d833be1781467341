import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import styles from './styles.module.css';

/** A release on a changelog list page: heading and summary, the full notes on demand. */
export default function ChangelogItem({children}: {children: ReactNode}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const notesId = useId();
  return (
    <BlogPostItemContainer className={styles.release}>
      <BlogPostItemHeader />
      <div id={notesId}>
        <BlogPostItemContent className={clsx(styles.notes, !expanded && styles.collapsed)}>
          {children}
        </BlogPostItemContent>
      </div>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.toggle)}
        aria-expanded={expanded}
        aria-controls={notesId}
        onClick={() => setExpanded((value) => !value)}>
        {expanded ? (
          <Translate
            id="changelog.item.collapse"
            description="Button hiding a release's full notes on the changelog list">
            Hide the full notes
          </Translate>
        ) : (
          <Translate
            id="changelog.item.expand"
            description="Button showing a release's full notes on the changelog list">
            Show the full notes
          </Translate>
        )}
      </button>
    </BlogPostItemContainer>
  );
}
