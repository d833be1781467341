import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Props = {mobile?: boolean};

/**
 * A navbar item that exists to test custom navbar item types: it renders only on the
 * /tests area and shows an alert when clicked.
 */
export default function TestsOnlyNavbarItem({mobile}: Props): ReactNode {
  const {pathname} = useLocation();
  const testsBaseUrl = useBaseUrl('/tests/');
  if (!pathname.startsWith(testsBaseUrl)) {
    return null;
  }
  const button = (
    <button
      type="button"
      className={mobile ? 'menu__link' : `navbar__item navbar__link ${styles.button}`}
      onClick={() =>
        window.alert(
          translate({
            id: 'navbar.testsOnlyItem.alert',
            message: 'This custom navbar item renders only on /tests pages.',
            description: 'Alert shown when clicking the test-only navbar item',
          }),
        )
      }>
      <Translate id="navbar.testsOnlyItem.label" description="Label of the navbar item shown on /tests pages only">
        Custom item
      </Translate>
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}
