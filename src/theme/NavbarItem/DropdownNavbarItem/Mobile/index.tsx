import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type MobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MobileType>;

/** The theme's mobile dropdown once loaded: later renders use it directly. */
let loaded: ComponentType<Props> | undefined;

/**
 * Loads the theme's mobile dropdown. Only the mobile menu renders it, and the mobile menu's
 * wrapper (`src/theme/Navbar/MobileSidebar`) loads it together with its own code, so it is
 * there by the time the menu renders.
 */
export function loadMobileDropdown(): Promise<ComponentType<Props>> {
  return import('@theme-original/NavbarItem/DropdownNavbarItem/Mobile').then(({default: Mobile}) => {
    loaded = Mobile;
    return Mobile;
  });
}

const LazyMobile = lazy(() => loadMobileDropdown().then((Mobile) => ({default: Mobile})));

/**
 * A version or locale dropdown of the mobile menu, which a page renders only on a narrow
 * screen once the menu's code has loaded: kept out of every page's `main.js`.
 */
export default function MobileDropdownWrapper(props: Props): ReactNode {
  const Mobile = loaded;
  if (Mobile) {
    return <Mobile {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyMobile {...props} />
    </Suspense>
  );
}
