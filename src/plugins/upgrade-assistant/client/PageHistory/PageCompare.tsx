import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {PageDiff, Piece} from './diffModel';
import Loading from './Loading';
import styles from './styles.module.css';

/** One page of the comparison: its version's label, its Markdown twin and its page. */
export type CompareSide = {label: string; twin: string; permalink: string};

/** `other` is whichever of the two sides is not the page being read. */
type Props = {older: CompareSide; newer: CompareSide; other: CompareSide; onClose: () => void};

type State = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; diff: PageDiff};

async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href);
  // A missing file may come back as the site's HTML 404 page.
  if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`${href}: ${response.status}`);
  }
  return response.text();
}

/** Both twins and the diff code (loaded here, on the first comparison) in parallel. */
async function loadDiff(olderTwin: string, newerTwin: string): Promise<PageDiff> {
  const [{diffPages}, before, after] = await Promise.all([
    import('./diffModel'),
    fetchTwin(olderTwin),
    fetchTwin(newerTwin),
  ]);
  return diffPages(before, after);
}

function PieceView({piece}: {piece: Piece}): ReactNode {
  if (piece.kind === 'same') return piece.text;
  const Tag = piece.kind === 'added' ? 'ins' : 'del';
  const label =
    piece.kind === 'added'
      ? translate({
          id: 'upgradeAssistant.pageHistory.added',
          message: 'Added:',
          description: 'Read by screen readers before text the newer version of a page adds',
        })
      : translate({
          id: 'upgradeAssistant.pageHistory.removed',
          message: 'Removed:',
          description: 'Read by screen readers before text the newer version of a page removes',
        });
  return (
    <Tag className={styles[piece.kind]}>
      <span className={styles.srOnly}>{`${label} `}</span>
      {piece.text}
    </Tag>
  );
}

/**
 * The differences between a doc page and the same page in another version, from their
 * Markdown twins: the older page's text with what the newer one adds (underlined, `<ins>`)
 * and removes (struck through, `<del>`), each announced by a hidden label. Focus moves to
 * its heading when it opens; Escape or "Close" closes it.
 */
export default function PageCompare({older, newer, other, onClose}: Props): ReactNode {
  const [state, setState] = useState<State>({status: 'loading'});
  const heading = useRef<HTMLHeadingElement>(null);
  // The files, not the side objects (new on each render of the list), say what to load.
  const [olderTwin, newerTwin] = [older.twin, newer.twin];
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
    let current = true;
    loadDiff(olderTwin, newerTwin).then(
      (diff) => current && setState({status: 'ready', diff}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [olderTwin, newerTwin]);
  const openOther = (
    <Link to={other.permalink}>
      <Translate
        id="upgradeAssistant.pageHistory.openOther"
        description="Link, under a comparison, to the same doc page in the other docs version"
        values={{version: other.label}}>
        {'Open this page in {version}'}
      </Translate>
    </Link>
  );
  // Escape anywhere inside the comparison closes it, as it would a dialog.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div role="region" aria-labelledby={headingId} className={styles.compare} ref={region}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.compareHeading}>
        <Translate
          id="upgradeAssistant.pageHistory.title"
          description="Heading of the differences between a doc page in two docs versions"
          values={{from: older.label, to: newer.label}}>
          {'Changes from {from} to {to}'}
        </Translate>
      </h3>
      <div role="status">
        {state.status === 'loading' && (
          <p>
            <Loading />
          </p>
        )}
        {state.status === 'ready' && (
          <p>
            <Translate
              id="upgradeAssistant.pageHistory.summary"
              description="Word counts of a page comparison"
              values={{added: state.diff.wordsAdded, removed: state.diff.wordsRemoved}}>
              {'Words added: {added}. Words removed: {removed}.'}
            </Translate>
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p className={styles.failed}>
          <Translate
            id="upgradeAssistant.pageHistory.failed"
            description="Shown when the Markdown of a page comparison could not be loaded">
            The text of the two pages could not be loaded, so they cannot be compared here.
          </Translate>{' '}
          {openOther}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className={styles.legend}>
            <Translate
              id="upgradeAssistant.pageHistory.legend"
              description="Explains how a page comparison marks changes"
              values={{
                added: (
                  <span className={styles.added}>
                    {translate({
                      id: 'upgradeAssistant.pageHistory.legendAdded',
                      message: 'underlined',
                      description: 'Legend of a page comparison: how added text looks',
                    })}
                  </span>
                ),
                removed: (
                  <span className={styles.removed}>
                    {translate({
                      id: 'upgradeAssistant.pageHistory.legendRemoved',
                      message: 'struck through',
                      description: 'Legend of a page comparison: how removed text looks',
                    })}
                  </span>
                ),
                to: newer.label,
              }}>
              {'Text that {to} adds is {added}; text it removes is {removed}. The pages are compared as Markdown.'}
            </Translate>
          </p>
          {!state.diff.changed ? (
            <p>
              <Translate
                id="upgradeAssistant.pageHistory.identical"
                description="Shown when two versions of a page have the same text">
                The two pages have the same text.
              </Translate>
            </p>
          ) : (
            <div className={styles.diff}>
              {state.diff.blocks.map((block, index) =>
                block.kind === 'skipped' ? (
                  <p key={index} className={styles.skipped}>
                    <Translate
                      id="upgradeAssistant.pageHistory.skipped"
                      description="Stands for unchanged lines left out of a page comparison"
                      values={{count: block.lines}}>
                      {'{count} unchanged lines'}
                    </Translate>
                  </p>
                ) : (
                  <pre key={index} className={styles.text}>
                    {block.pieces.map((piece, pieceIndex) => (
                      <PieceView key={pieceIndex} piece={piece} />
                    ))}
                  </pre>
                ),
              )}
            </div>
          )}
        </>
      )}
      <p className={styles.actions}>
        {state.status !== 'failed' && openOther}
        <button type="button" className={clsx('button button--sm button--secondary')} onClick={onClose}>
          <Translate id="upgradeAssistant.pageHistory.close" description="Button closing a page comparison">
            Close comparison
          </Translate>
        </button>
      </p>
    </div>
  );
}
