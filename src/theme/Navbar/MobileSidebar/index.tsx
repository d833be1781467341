import {lazy, Suspense, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {loadMobileDropdown} from '@site/src/theme/NavbarItem/DropdownNavbarItem/Mobile';

/** The theme's mobile menu with the dropdowns it renders, loaded together. */
const MobileSidebar = lazy(() =>
  Promise.all([import('@theme-original/Navbar/MobileSidebar'), loadMobileDropdown()]).then(([module]) => module),
);

/**
 * The navbar's mobile menu. The theme renders it only on a narrow screen, and only after
 * hydration (the window size is unknown on the server), so its code (the menu's layout,
 * header, primary and secondary menus, the mobile dropdowns, about 2 kB gzip) loads then,
 * not in every page's `main.js`: a wide screen never loads it. The menu stays closed and off
 * screen until the reader opens it, so nothing moves when it arrives.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender} = useNavbarMobileSidebar();
  if (!shouldRender) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
