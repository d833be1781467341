import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_STATUSES,
  type FeatureRequest,
  type FeatureRequestCategory,
  type FeatureRequestStatus,
} from '../../data/featureRequests';

export const BOARD_PATH = '/feature-requests/';

export const SORTS = ['newest', 'oldest', 'status'] as const;
export type Sort = (typeof SORTS)[number];

export type BoardState = {
  status: FeatureRequestStatus | null;
  category: FeatureRequestCategory | null;
  query: string;
  sort: Sort;
};

export const DEFAULT_STATE: BoardState = {status: null, category: null, query: '', sort: 'newest'};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the board's filters from a query string; anything unknown falls back to the default. */
export function readBoardState(search: string): BoardState {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(FEATURE_REQUEST_STATUSES, params.get('status')),
    category: oneOf(FEATURE_REQUEST_CATEGORIES, params.get('category')),
    query: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULT_STATE.sort,
  };
}

/** Writes the board's filters into a query string; other parameters are dropped. */
export function writeBoardState(_search: string, state: BoardState): string {
  const params = new URLSearchParams();
  if (state.status) {
    params.set('status', state.status);
  }
  if (state.category) {
    params.set('category', state.category);
  }
  if (state.query) {
    params.set('q', state.query);
  }
  if (state.sort !== DEFAULT_STATE.sort) {
    params.set('sort', state.sort);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function matchesQuery(request: FeatureRequest, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = `${request.title} ${request.description}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

export function visibleRequests(requests: FeatureRequest[], state: BoardState): FeatureRequest[] {
  const filtered = requests.filter(
    (request) =>
      (!state.status || request.status === state.status) &&
      (!state.category || request.category === state.category) &&
      matchesQuery(request, state.query),
  );
  const byNewest = (left: FeatureRequest, right: FeatureRequest) => right.created.localeCompare(left.created);
  return filtered.sort((left, right) => {
    if (state.sort === 'oldest') {
      return -byNewest(left, right);
    }
    if (state.sort === 'status') {
      const order = FEATURE_REQUEST_STATUSES.indexOf(left.status) - FEATURE_REQUEST_STATUSES.indexOf(right.status);
      return order !== 0 ? order : byNewest(left, right);
    }
    return byNewest(left, right);
  });
}

/** The slug of a /feature-requests/{slug}/ path, or null on the board itself. */
export function slugOfPath(pathname: string, basePath = BOARD_PATH): string | null {
  if (!pathname.startsWith(basePath)) {
    return null;
  }
  const rest = pathname.slice(basePath.length).replace(/\/+$/, '');
  if (!rest) {
    return null;
  }
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
