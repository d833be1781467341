/** What Intl needs to format for a locale: its BCP 47 tag and its calendar. */
export type LocaleFormatOptions = {htmlLang: string; calendar: string};

/**
 * Formats a calendar date written as YYYY-MM-DD (no time, no zone) in the locale's language
 * and calendar. It is read and printed in UTC so the day never shifts with the reader's zone.
 */
export function formatIsoDate(isoDate: string, {htmlLang, calendar}: LocaleFormatOptions): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) {
    return isoDate;
  }
  return new Intl.DateTimeFormat(htmlLang, {calendar, dateStyle: 'long', timeZone: 'UTC'}).format(date);
}

/** Formats a count with the locale's digits and grouping. */
export function formatCount(count: number, {htmlLang}: Pick<LocaleFormatOptions, 'htmlLang'>): string {
  return new Intl.NumberFormat(htmlLang).format(count);
}
