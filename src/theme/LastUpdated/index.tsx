import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {useFormattedLastUpdate} from '@site/src/plugins/prerendered-dates/client/formattedLastUpdate';

function UpdatedAt({timestamp}: {readonly timestamp: number}): ReactNode {
  const date = (
    <b>
      <time dateTime={new Date(timestamp).toISOString()} itemProp="dateModified">
        {useFormattedLastUpdate(timestamp)}
      </time>
    </b>
  );
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{date}}>
      {' on {date}'}
    </Translate>
  );
}

function UpdatedBy({author}: {readonly author: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{author}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

/**
 * The theme's "Last updated on <date> by <author>" line, ejected so that the date comes
 * written out with the doc (src/plugins/prerendered-dates) instead of from an
 * `Intl.DateTimeFormat` built while the page hydrates; same markup and translations.
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <UpdatedAt timestamp={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <UpdatedBy author={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
