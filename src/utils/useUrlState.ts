import {useSyncExternalStore} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export type UrlStateCodec<State> = {
  /** Reads the state from a query string; must tolerate any input. */
  read: (search: string) => State;
  /** Writes the state into a query string, given the current one. */
  write: (search: string, state: State) => string;
  /** What the server renders, before the URL is known. */
  initial: State;
};

// The router changes the location and re-renders its readers; there is nothing else to watch.
const subscribeToNothing = () => () => {};

/**
 * Page state kept in the query string, so a view can be shared, reloaded and walked with
 * back/forward. The server and the hydration render use `initial`; the URL applies after,
 * and only when it has a query string: a page opened without one is not rendered a second
 * time after hydration (React compares the server's snapshot with the browser's).
 */
export function useUrlState<State>({
  read,
  write,
  initial,
}: UrlStateCodec<State>): [State, (next: State, options?: {replace?: boolean}) => void] {
  const location = useLocation();
  const history = useHistory();
  const search = useSyncExternalStore(
    subscribeToNothing,
    () => location.search,
    () => '',
  );
  const state = search === '' ? initial : read(search);
  const setState = (next: State, {replace = false} = {}) => {
    const target = {...location, search: write(location.search, next)};
    if (replace) {
      history.replace(target);
    } else {
      history.push(target);
    }
  };
  return [state, setState];
}
