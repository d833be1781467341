import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DesktopType>;

/**
 * The navbar's version and locale dropdowns, plus what the theme lacks: Escape closes an
 * open dropdown and gives focus back to its toggle. The open state lives inside the theme's
 * component; mounting a fresh one (a new key) is how it starts closed again.
 */
export default function DesktopWrapper(props: Props): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const [closeCount, setCloseCount] = useState(0);
  useEffect(() => {
    if (closeCount > 0) {
      containerRef.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
    }
  }, [closeCount]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && containerRef.current?.querySelector('.dropdown--show')) {
      event.preventDefault();
      setCloseCount((count) => count + 1);
    }
  };
  return (
    // A keyboard listener on a wrapper of the dropdown's own controls, not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={containerRef} style={{display: 'contents'}} onKeyDown={onKeyDown}>
      <Desktop key={closeCount} {...props} />
    </div>
  );
}
