/** What Intl needs to format for a locale: its BCP 47 tag and its calendar. */
export type LocaleFormatOptions = {htmlLang: string; calendar: string};

// Building an Intl formatter loads the locale's data (tens of milliseconds for the first one
// on a page): one per locale and calendar serves every date and count of the page.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function cached<Format>(formats: Map<string, Format>, key: string, create: () => Format): Format {
  let format = formats.get(key);
  if (format === undefined) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats a calendar date written as YYYY-MM-DD (no time, no zone) in the locale's language
 * and calendar. It is read and printed in UTC so the day never shifts with the reader's zone.
 */
export function formatIsoDate(isoDate: string, {htmlLang, calendar}: LocaleFormatOptions): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) {
    return isoDate;
  }
  const format = cached(
    dateFormats,
    `${htmlLang} ${calendar}`,
    () => new Intl.DateTimeFormat(htmlLang, {calendar, dateStyle: 'long', timeZone: 'UTC'}),
  );
  return format.format(date);
}

/** Formats a count with the locale's digits and grouping. */
export function formatCount(count: number, {htmlLang}: Pick<LocaleFormatOptions, 'htmlLang'>): string {
  return cached(countFormats, htmlLang, () => new Intl.NumberFormat(htmlLang)).format(count);
}
