import {useCallback, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import {loadReleaseNotes, type ReleaseNotes} from './releaseNotes';
import styles from './styles.module.css';

/**
 * A release on a changelog list page: heading and summary (`children`, the list's truncated
 * post); its full notes load when the reader expands it, or points at the button.
 */
export default function ChangelogItem({children}: {children: ReactNode}): ReactNode {
  const {metadata} = useBlogPost();
  const [Notes, setNotes] = useState<ReleaseNotes>();
  const [expanded, setExpanded] = useState(false);
  const loading = useRef<Promise<void>>(undefined);
  const notesId = useId();
  const load = useCallback(() => {
    // A failed chunk load (offline, say) is forgotten, so the next click tries again.
    loading.current ??= loadReleaseNotes(metadata.source).then(
      (loaded) => setNotes(() => loaded),
      () => {
        loading.current = undefined;
      },
    );
  }, [metadata.source]);
  return (
    <BlogPostItemContainer className={styles.release}>
      <BlogPostItemHeader />
      <div id={notesId}>
        <BlogPostItemContent className={styles.notes}>{expanded && Notes ? <Notes /> : children}</BlogPostItemContent>
      </div>
      {metadata.hasTruncateMarker && (
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-expanded={expanded}
          aria-controls={notesId}
          aria-busy={expanded && !Notes}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            setExpanded((value) => !value);
            load();
          }}>
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
      )}
    </BlogPostItemContainer>
  );
}
