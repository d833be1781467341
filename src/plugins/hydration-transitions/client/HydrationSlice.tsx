import {Activity, memo, type ReactNode} from 'react';

/**
 * A part of the page that React hydrates on its own, after the rest: a visible `<Activity>`
 * boundary. The server renders it in place (React marks it with two comments), and React's
 * first pass in the browser leaves its HTML as it is and hydrates it later, in a render and
 * commit of its own. So the page's hydration is cut into several tasks instead of one, and a
 * part that an update removes before its turn (the desktop sidebar and table of contents on
 * a phone) is never hydrated at all. A reader's click or key inside a part not yet hydrated
 * hydrates it at once and is then handled as usual (React replays the event).
 *
 * Not a Suspense boundary, which React would hydrate the same way: its server renderer moves
 * a large completed Suspense boundary out of place, to the end of the HTML, and shows it with
 * an inline script after a delay, so the content would be missing until scripts run.
 */
export default function HydrationSlice({children}: {readonly children: ReactNode}): ReactNode {
  return <Activity mode="visible">{children}</Activity>;
}

/**
 * A component whose output is a hydration slice, re-rendered only when its props change:
 * re-rendering a slice that is not hydrated yet makes React hydrate it at once, in the same
 * task as the update, so an update that leaves its props alone (a parent's state after
 * hydration) must not reach it.
 */
export function withHydrationSlice<P extends object>(Component: (props: P) => ReactNode): (props: P) => ReactNode {
  function Sliced(props: P): ReactNode {
    return (
      <HydrationSlice>
        <Component {...props} />
      </HydrationSlice>
    );
  }
  Sliced.displayName = `HydrationSlice(${Component.name || 'Component'})`;
  return memo(Sliced);
}
