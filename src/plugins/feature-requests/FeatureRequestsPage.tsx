import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {useUrlState} from '@site/src/utils/useUrlState';
import {useLocaleFormat} from '@site/src/utils/useLocaleFormat';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {
  FEATURE_REQUESTS,
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequest,
  type FeatureRequestCategory,
  type FeatureRequestStatus,
} from '@site/src/data/featureRequests';
import {
  BOARD_PATH,
  DEFAULT_STATE,
  SORTS,
  readBoardState,
  slugOfPath,
  visibleRequests,
  writeBoardState,
  type BoardState,
  type Sort,
} from './board';
import styles from './styles.module.css';

const TITLE = translate({
  id: 'featureRequests.title',
  message: 'Feature requests',
  description: 'Feature requests page title',
});

const STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  'under-review': translate({
    id: 'featureRequests.status.underReview',
    message: 'Under review',
    description: 'Feature request status',
  }),
  planned: translate({id: 'featureRequests.status.planned', message: 'Planned', description: 'Feature request status'}),
  'in-progress': translate({
    id: 'featureRequests.status.inProgress',
    message: 'In progress',
    description: 'Feature request status',
  }),
  complete: translate({
    id: 'featureRequests.status.complete',
    message: 'Complete',
    description: 'Feature request status',
  }),
};

const CATEGORY_LABELS: Record<FeatureRequestCategory, string> = {
  docs: translate({id: 'featureRequests.category.docs', message: 'Docs', description: 'Feature request category'}),
  blog: translate({id: 'featureRequests.category.blog', message: 'Blog', description: 'Feature request category'}),
  theme: translate({id: 'featureRequests.category.theme', message: 'Theme', description: 'Feature request category'}),
  search: translate({
    id: 'featureRequests.category.search',
    message: 'Search',
    description: 'Feature request category',
  }),
  i18n: translate({
    id: 'featureRequests.category.i18n',
    message: 'Internationalization',
    description: 'Feature request category',
  }),
  performance: translate({
    id: 'featureRequests.category.performance',
    message: 'Performance',
    description: 'Feature request category',
  }),
  markdown: translate({
    id: 'featureRequests.category.markdown',
    message: 'Markdown',
    description: 'Feature request category',
  }),
  plugins: translate({
    id: 'featureRequests.category.plugins',
    message: 'Plugins',
    description: 'Feature request category',
  }),
  tooling: translate({
    id: 'featureRequests.category.tooling',
    message: 'Tooling',
    description: 'Feature request category',
  }),
};

const SORT_LABELS: Record<Sort, string> = {
  newest: translate({
    id: 'featureRequests.sort.newest',
    message: 'Newest first',
    description: 'Feature request sort order',
  }),
  oldest: translate({
    id: 'featureRequests.sort.oldest',
    message: 'Oldest first',
    description: 'Feature request sort order',
  }),
  status: translate({
    id: 'featureRequests.sort.status',
    message: 'By status',
    description: 'Feature request sort order',
  }),
};

function StatusBadge({status}: {status: FeatureRequestStatus}): ReactNode {
  return <span className={clsx(styles.status, styles[status])}>{STATUS_LABELS[status]}</span>;
}

/** Status, category and opening date of a request, the date in the reader's locale. */
function RequestMeta({request}: {request: FeatureRequest}): ReactNode {
  const {formatDate} = useLocaleFormat();
  return (
    <div className={styles.cardMeta}>
      <StatusBadge status={request.status} />
      <span>{CATEGORY_LABELS[request.category]}</span>
      <time dateTime={request.created}>{formatDate(request.created)}</time>
    </div>
  );
}

function DiscussionLink({request}: {request: FeatureRequest}): ReactNode {
  return request.link ? (
    <Link to={request.link}>
      <Translate id="featureRequests.discussionLink" description="Link to vote on and discuss a request on GitHub">
        Vote and discuss on GitHub
      </Translate>
    </Link>
  ) : null;
}

function RequestCard({request}: {request: FeatureRequest}): ReactNode {
  return (
    <li className={clsx('card shadow--lw', styles.card)}>
      <div className="card__body">
        <RequestMeta request={request} />
        <Heading as="h2" className={styles.cardTitle}>
          <Link to={`${BOARD_PATH}${request.slug}/`}>{request.title}</Link>
        </Heading>
        <p>{request.description}</p>
        <DiscussionLink request={request} />
      </div>
    </li>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  allLabel?: string;
  onChange: (value: T | null) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as T | null)}>
        {allLabel && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

function Board(): ReactNode {
  const [state, setState] = useUrlState({read: readBoardState, write: writeBoardState, initial: DEFAULT_STATE});
  const requests = visibleRequests(FEATURE_REQUESTS, state);
  const searchId = useId();
  const {formatNumber} = useLocaleFormat();
  const update = (next: Partial<BoardState>, options?: {replace?: boolean}) => setState({...state, ...next}, options);
  const all = translate({
    id: 'featureRequests.filter.all',
    message: 'All',
    description: 'Filter option showing everything',
  });
  return (
    <>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <Select
          label={translate({
            id: 'featureRequests.filter.status',
            message: 'Status',
            description: 'Status filter label',
          })}
          value={state.status}
          options={FEATURE_REQUEST_STATUSES}
          labels={STATUS_LABELS}
          allLabel={all}
          onChange={(status) => update({status})}
        />
        <Select
          label={translate({
            id: 'featureRequests.filter.category',
            message: 'Category',
            description: 'Category filter label',
          })}
          value={state.category}
          options={FEATURE_REQUEST_CATEGORIES}
          labels={CATEGORY_LABELS}
          allLabel={all}
          onChange={(category) => update({category})}
        />
        <Select
          label={translate({id: 'featureRequests.sort', message: 'Sort', description: 'Sort order label'})}
          value={state.sort}
          options={SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => update({sort: sort ?? DEFAULT_STATE.sort})}
        />
        <div className={styles.field}>
          <label htmlFor={searchId}>
            <Translate id="featureRequests.filter.search" description="Search field label">
              Search
            </Translate>
          </label>
          <input
            id={searchId}
            type="search"
            value={state.query}
            onChange={(event) => update({query: event.target.value}, {replace: true})}
          />
        </div>
      </form>
      <p aria-live="polite" className={styles.count}>
        {translate(
          {
            id: 'featureRequests.count',
            message: '{shown} of {total} requests',
            description: 'Number of requests shown',
          },
          {shown: formatNumber(requests.length), total: formatNumber(FEATURE_REQUESTS.length)},
        )}
      </p>
      {requests.length > 0 ? (
        <ul className={styles.cards}>
          {requests.map((request) => (
            <RequestCard key={request.slug} request={request} />
          ))}
        </ul>
      ) : (
        <p>
          <Translate id="featureRequests.noResults" description="Shown when no request matches the filters">
            No request matches these filters.
          </Translate>
        </p>
      )}
    </>
  );
}

/** The link from a request's page back to the board, above the request's own heading. */
function BackLink(): ReactNode {
  return (
    <Link to={BOARD_PATH} className={styles.backLink}>
      <Translate id="featureRequests.back" description="Link back to the feature requests board">
        ← All feature requests
      </Translate>
    </Link>
  );
}

/** One request's page: its title is the page's heading; the board's introduction stays on the board. */
function RequestDetail({slug}: {slug: string}): ReactNode {
  const request = FEATURE_REQUESTS.find((candidate) => candidate.slug === slug);
  if (!request) {
    return (
      <div className={styles.detail}>
        <BackLink />
        <Heading as="h1">
          <Translate id="featureRequests.unknown.title" description="Heading when a request slug is unknown">
            No such request
          </Translate>
        </Heading>
        <p>
          <Translate
            id="featureRequests.unknown.description"
            description="Explanation when a request slug is unknown"
            values={{slug: <code>{slug}</code>}}>
            {'There is no feature request called {slug}. It may have been renamed or merged into another one.'}
          </Translate>
        </p>
      </div>
    );
  }
  return (
    <article className={styles.detail}>
      <BackLink />
      <Heading as="h1">{request.title}</Heading>
      <RequestMeta request={request} />
      <p>{request.description}</p>
      <DiscussionLink request={request} />
    </article>
  );
}

/** The board on /feature-requests/, and one request on /feature-requests/{slug}/. */
export default function FeatureRequestsPage(): ReactNode {
  const {pathname} = useLocation();
  const slug = slugOfPath(pathname, useBaseUrl(BOARD_PATH));
  const request = slug ? FEATURE_REQUESTS.find((candidate) => candidate.slug === slug) : undefined;
  return (
    <Layout
      title={request ? `${request.title} · ${TITLE}` : TITLE}
      description={
        request?.description ??
        translate({
          id: 'featureRequests.description',
          message: 'Ideas for the future of Docusaurus and where each one stands',
          description: 'Feature requests page description',
        })
      }>
      <main className="container margin-vert--xl">
        {slug ? (
          <RequestDetail slug={slug} />
        ) : (
          <>
            <Heading as="h1">{TITLE}</Heading>
            <p>
              <Translate id="featureRequests.intro" description="Feature requests introduction">
                Ideas for Docusaurus are proposed and discussed in public on GitHub. This board tracks where the main
                requests stand. To vote or comment, follow a request's link to its discussion: no account is needed
                here.
              </Translate>
            </p>
            <Board />
          </>
        )}
      </main>
    </Layout>
  );
}
