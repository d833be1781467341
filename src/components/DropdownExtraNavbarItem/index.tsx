import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props as DefaultNavbarItemProps} from '@theme/NavbarItem/DefaultNavbarItem';
import styles from './styles.module.css';

/**
 * The framework's navbar translation file only covers the labels of top-level items and of
 * `items`, not the `dropdownItemsAfter` of the version and locale dropdowns. These extra
 * dropdown entries take their label from here, where `write-translations` extracts it.
 */
const LABELS = {
  archivedVersions: translate({
    id: 'navbar.versionDropdown.archivedVersions',
    message: 'Archived versions',
    description: 'Heading above the archived versions in the navbar version dropdown',
  }),
  allVersions: translate({
    id: 'navbar.versionDropdown.allVersions',
    message: 'All versions',
    description: 'Link from the navbar version dropdown to the versions page',
  }),
  helpUsTranslate: translate({
    id: 'navbar.localeDropdown.helpUsTranslate',
    message: 'Help us translate',
    description: 'Link from the navbar locale dropdown to the translation effort on GitHub',
  }),
} as const;

export type LabelKey = keyof typeof LABELS;

type Props = DefaultNavbarItemProps & {labelKey: LabelKey};

/** A link inside a dropdown with a translated label (navbar item type `custom-translatedLink`). */
export function TranslatedLinkNavbarItem({labelKey, ...props}: Props): ReactNode {
  return <DefaultNavbarItem {...props} label={LABELS[labelKey]} />;
}

/** A non-interactive heading inside a dropdown (navbar item type `custom-dropdownHeading`). */
export function DropdownHeadingNavbarItem({labelKey, mobile}: Pick<Props, 'labelKey' | 'mobile'>): ReactNode {
  return (
    <li className={clsx(styles.heading, mobile ? 'menu__list-item' : 'dropdown__link')}>
      <b>{LABELS[labelKey]}</b>
    </li>
  );
}
