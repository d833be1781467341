import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import {withHydrationSlice} from '@site/src/plugins/hydration-transitions/client/HydrationSlice';

/**
 * The desktop sidebar, hydrated on its own after the rest of the page (src/plugins/hydration-transitions):
 * on a phone the theme replaces it with the mobile one right after hydration, so it is never
 * hydrated there; on a wide screen a long sidebar no longer lengthens the page's first commit.
 */
export default withHydrationSlice(DocSidebarDesktop);
