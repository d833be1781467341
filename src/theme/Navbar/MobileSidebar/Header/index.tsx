import {useEffect, type ReactNode} from 'react';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import type HeaderType from '@theme/Navbar/MobileSidebar/Header';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof HeaderType>;

/**
 * The mobile menu's header, plus what the theme lacks: Escape closes the open menu (through
 * its own close button, which owns the menu's state) and gives focus back to the menu
 * button that opened it.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const closeButton = document.querySelector<HTMLButtonElement>('.navbar-sidebar--show .navbar-sidebar__close');
      if (event.key !== 'Escape' || event.defaultPrevented || !closeButton) {
        return;
      }
      closeButton.click();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <Header {...props} />;
}
