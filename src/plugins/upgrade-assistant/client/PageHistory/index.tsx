import {lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {twinHrefOf, useTwinsData} from '@site/src/plugins/markdown-twins/client/useTwinHref';
import {counterparts, isNewer, type Counterpart, type PageHistoryGlobalData} from './counterparts';
import Loading from './Loading';
import type {CompareSide} from './PageCompare';
import styles from './styles.module.css';

// The comparison view, with the diff code, loads when a reader first opens one.
const PageCompare = lazy(() => import('./PageCompare'));

/**
 * Under each doc of the compared docs instance: the same page in the other versions, each
 * with a link and "Compare with <version>", which opens the differences of the two pages'
 * Markdown twins below the list. Nothing for a docs instance with one version.
 */
export default function PageHistory(): ReactNode {
  const data = usePluginData('upgrade-assistant') as PageHistoryGlobalData | undefined;
  const {pluginId} = useDocsVersion();
  const {metadata} = useDoc();
  // Keyed by page: going to another doc (the same component, new props) starts closed.
  return data && pluginId === data.docsPluginId ? <PageHistoryList key={metadata.permalink} data={data} /> : null;
}

function PageHistoryList({data}: {data: PageHistoryGlobalData}): ReactNode {
  const {metadata} = useDoc();
  const {version, label} = useDocsVersion();
  const {versions} = useDocsData(data.docsPluginId);
  const twins = useTwinsData();
  const headingId = useId();
  const compareId = useId();
  const [opened, setOpened] = useState<Counterpart | undefined>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const others = counterparts(version, metadata.id, versions, data.movedIds);
  const close = useCallback(() => {
    if (!opened) return;
    buttons.current.get(opened.version)?.focus();
    setOpened(undefined);
  }, [opened]);
  if (others.length === 0) return null;
  const pluginId = data.docsPluginId;
  const thisTwin = twinHrefOf(metadata.permalink, pluginId, twins);
  const sideOf = (other: Counterpart & {permalink: string}) => {
    const otherTwin = twinHrefOf(other.permalink, pluginId, twins);
    if (!thisTwin || !otherTwin) return undefined;
    const here: CompareSide = {label, twin: thisTwin, permalink: metadata.permalink};
    const there: CompareSide = {label: other.label, twin: otherTwin, permalink: other.permalink};
    return isNewer(version, other.version, versions)
      ? {older: there, newer: here, other: there}
      : {older: here, newer: there, other: there};
  };
  const sides = opened?.permalink ? sideOf({...opened, permalink: opened.permalink}) : undefined;
  const existsElsewhere = others.some((other) => other.permalink);
  return (
    <section className={clsx(styles.history, 'doc-page-history margin-top--lg')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Translate
          id="upgradeAssistant.pageHistory.heading"
          description="Heading of the list of the same doc page in the other docs versions">
          This page in other versions
        </Translate>
      </h2>
      {existsElsewhere ? (
        <ul className={styles.list}>
          {others.map((other) => (
            <li key={other.version} className={styles.item} data-version={other.version}>
              <span className={styles.version}>{other.label}</span>
              {other.permalink ? (
                <>
                  <Link to={other.permalink}>
                    <Translate
                      id="upgradeAssistant.pageHistory.open"
                      description="Link to the same doc page in another docs version"
                      values={{version: other.label}}>
                      {'Open in {version}'}
                    </Translate>
                  </Link>
                  {sideOf({...other, permalink: other.permalink}) && (
                    <button
                      type="button"
                      className="button button--sm button--secondary"
                      aria-expanded={opened?.version === other.version}
                      aria-controls={compareId}
                      ref={(button) => {
                        if (button) buttons.current.set(other.version, button);
                        else buttons.current.delete(other.version);
                      }}
                      onClick={() => (opened?.version === other.version ? close() : setOpened(other))}>
                      <Translate
                        id="upgradeAssistant.pageHistory.compare"
                        description="Button showing the differences between this doc page and the same page in another docs version"
                        values={{version: other.label}}>
                        {'Compare with {version}'}
                      </Translate>
                    </button>
                  )}
                </>
              ) : (
                <span className={styles.missing}>
                  <Translate
                    id="upgradeAssistant.pageHistory.missing"
                    description="Said of a docs version that has no page matching the current doc page">
                    Not in this version
                  </Translate>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.only}>
          <Translate
            id="upgradeAssistant.pageHistory.onlyHere"
            description="Said when the doc page exists in no other docs version"
            values={{version: label}}>
            {'This page exists only in {version}.'}
          </Translate>
        </p>
      )}
      <div id={compareId}>
        {opened && sides && (
          <Suspense
            fallback={
              <p role="status">
                <Loading />
              </p>
            }>
            <PageCompare key={opened.version} {...sides} onClose={close} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
