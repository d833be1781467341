import {createContext, useContext, useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatLastUpdated} from '../formatDates';

type Prerendered = {readonly at: number; readonly text: string};

const FormattedLastUpdate = createContext<Prerendered | undefined>(undefined);

/** Gives the page's "last updated" line the date its doc's metadata carries written out. */
export function FormattedLastUpdateProvider({
  metadata,
  children,
}: {
  readonly metadata: {readonly lastUpdatedAt?: number | null; readonly formattedLastUpdatedAt?: string};
  readonly children: ReactNode;
}): ReactNode {
  const {lastUpdatedAt, formattedLastUpdatedAt} = metadata;
  const prerendered = useMemo(
    () =>
      typeof lastUpdatedAt === 'number' && formattedLastUpdatedAt !== undefined
        ? {at: lastUpdatedAt, text: formattedLastUpdatedAt}
        : undefined,
    [lastUpdatedAt, formattedLastUpdatedAt],
  );
  return <FormattedLastUpdate.Provider value={prerendered}>{children}</FormattedLastUpdate.Provider>;
}

/**
 * The date `timestamp` as the "last updated" line shows it: the text the build wrote, else
 * (a page whose data does not carry it) formatted here, in the page's locale and calendar.
 */
export function useFormattedLastUpdate(timestamp: number): string {
  const prerendered = useContext(FormattedLastUpdate);
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return prerendered?.at === timestamp
    ? prerendered.text
    : formatLastUpdated(timestamp, currentLocale, localeConfigs[currentLocale]?.calendar);
}
