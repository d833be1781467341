/**
 * A doc's "last updated" date as the theme writes it: day, short month and year in the
 * page's locale and calendar, in UTC. The build and the browser share this one function, so
 * the text given with the page and the one the browser would make are the same.
 */
export function formatLastUpdated(timestamp: number, locale: string, calendar: string | undefined): string {
  return new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(timestamp));
}
