/**
 * The dates the theme shows, written as it writes them: in the page's locale and calendar,
 * in UTC. The build and the browser share these functions, so the text given with a page
 * and the one the browser would make are the same.
 */
function formatDate(
  date: Date | number | string,
  locale: string,
  calendar: string | undefined,
  month: 'short' | 'long',
) {
  return new Intl.DateTimeFormat(locale, {calendar, day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(
    new Date(date),
  );
}

/** A doc's "last updated" date: day, short month and year. */
export const formatLastUpdated = (timestamp: number, locale: string, calendar: string | undefined): string =>
  formatDate(timestamp, locale, calendar, 'short');

/** A blog post's date, under its title: day, month and year. */
export const formatPostDate = (date: Date | string, locale: string, calendar: string | undefined): string =>
  formatDate(date, locale, calendar, 'long');
