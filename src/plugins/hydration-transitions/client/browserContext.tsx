import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/** Whether hydration has finished: false on the server and through hydration, then true. */
export const Context = createContext(false);

export function BrowserContextProvider({children}: {readonly children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Everything that waits for the browser re-renders now: as a transition, in time slices.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
