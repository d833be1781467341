import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {withHydrationSlice} from '@site/src/plugins/hydration-transitions/client/HydrationSlice';

/**
 * The desktop table of contents, hydrated on its own after the rest of the page
 * (src/plugins/hydration-transitions): the theme removes it on a phone right after hydration,
 * so there it is never hydrated.
 */
export default withHydrationSlice(DocItemTOCDesktop);
