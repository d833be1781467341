import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Badge} from '../remarkOptionBadges';
import styles from './styles.module.css';

function badgeText(badge: Badge): string {
  switch (badge.kind) {
    case 'new':
      return translate(
        {
          id: 'upgradeAssistant.badge.new',
          message: 'New in {version}',
          description: 'Badge of an option new in a version',
        },
        {version: badge.version},
      );
    case 'defaultChanged':
      return translate(
        {
          id: 'upgradeAssistant.badge.defaultChanged',
          message: 'Default changed from {from}',
          description: 'Badge of an option whose default changed since the previous version',
        },
        {from: badge.from},
      );
    case 'removed':
      return translate(
        {
          id: 'upgradeAssistant.badge.removed',
          message: 'Removed in {version}',
          description: 'Badge of an option that a later version removed',
        },
        {version: badge.version},
      );
  }
}

/** A text badge beside an option's name in an option table (added at build time by remarkOptionBadges). */
export function OptionBadge(badge: Badge): ReactNode {
  return (
    <span className={styles.badge} data-badge={badge.kind}>
      {badgeText(badge)}
    </span>
  );
}
