import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useTwinHref} from '../useTwinHref';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

function statusMessage(status: Status): string {
  switch (status) {
    case 'copied':
      return translate({
        id: 'markdownTwins.copied',
        message: 'Page copied as Markdown',
        description: 'Announced after the Copy page button put the Markdown version of the page on the clipboard',
      });
    case 'failed':
      return translate({
        id: 'markdownTwins.copyFailed',
        message: 'Could not copy the page. Use View as Markdown instead.',
        description: 'Announced when the Copy page button could not write to the clipboard',
      });
    default:
      return '';
  }
}

/**
 * "Copy page" and "View as Markdown" for the page at `permalink`, in the doc and post
 * headers. The copying code loads on the first press; the result is announced politely.
 */
export default function CopyPageControl({permalink}: {permalink: string}): ReactNode {
  const href = useTwinHref(permalink);
  const [status, setStatus] = useState<Status>('idle');
  if (!href) {
    return null;
  }
  const copy = async () => {
    setStatus('copying');
    try {
      const {copyTwin} = await import('../copyTwin');
      await copyTwin(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div
      className={styles.control}
      role="group"
      aria-label={translate({
        id: 'markdownTwins.group',
        message: 'This page in Markdown',
        description: 'Accessible name of the group holding the Copy page and View as Markdown controls',
      })}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        aria-disabled={status === 'copying'}
        onClick={() => void (status === 'copying' ? undefined : copy())}>
        <Translate
          id="markdownTwins.copyPage"
          description="Button copying the page's Markdown version to the clipboard">
          Copy page
        </Translate>
      </button>
      {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
      <Link
        className={clsx('button button--sm button--link', styles.button)}
        to={`pathname://${href}`}
        target="_self"
        type="text/markdown">
        <Translate id="markdownTwins.viewAsMarkdown" description="Link opening the page's Markdown version">
          View as Markdown
        </Translate>
      </Link>
      <span role="status" className={clsx(styles.status, status === 'failed' && styles.failed)}>
        {statusMessage(status)}
      </span>
    </div>
  );
}
