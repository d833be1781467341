import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export type UrlStateCodec<State> = {
  /** Reads the state from a query string; must tolerate any input. */
  read: (search: string) => State;
  /** Writes the state into a query string, given the current one. */
  write: (search: string, state: State) => string;
  /** What the server renders, before the URL is known. */
  initial: State;
};

/**
 * Page state kept in the query string, so a view can be shared, reloaded and walked with
 * back/forward. The server and the hydration render use `initial`; the URL applies after.
 */
export function useUrlState<State>({
  read,
  write,
  initial,
}: UrlStateCodec<State>): [State, (next: State, options?: {replace?: boolean}) => void] {
  const location = useLocation();
  const history = useHistory();
  const state = useIsBrowser() ? read(location.search) : initial;
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
