import {formatCount, formatIsoDate} from './localeFormat';
import {useLocaleConfig} from './useLocaleConfig';

/** Date and number formatters bound to the locale of the page being rendered. */
export function useLocaleFormat(): {formatDate: (isoDate: string) => string; formatNumber: (count: number) => string} {
  const {htmlLang, calendar} = useLocaleConfig();
  return {
    formatDate: (isoDate) => formatIsoDate(isoDate, {htmlLang, calendar}),
    formatNumber: (count) => formatCount(count, {htmlLang}),
  };
}
