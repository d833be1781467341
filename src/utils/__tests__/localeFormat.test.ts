import {describe, expect, it} from 'vitest';
import {formatCount, formatIsoDate} from '../localeFormat';

describe('formatIsoDate', () => {
  it('writes the date in the language of the locale', () => {
    expect(formatIsoDate('2024-06-04', {htmlLang: 'en', calendar: 'gregory'})).toBe('June 4, 2024');
    expect(formatIsoDate('2024-06-04', {htmlLang: 'fr', calendar: 'gregory'})).toBe('4 juin 2024');
    expect(formatIsoDate('2024-06-04', {htmlLang: 'zh-CN', calendar: 'gregory'})).toBe('2024年6月4日');
  });

  it('uses the calendar of the locale', () => {
    // 4 June 2024 is 15 Khordad 1403 in the Solar Hijri calendar.
    expect(formatIsoDate('2024-06-04', {htmlLang: 'fa', calendar: 'persian'})).toBe('۱۵ خرداد ۱۴۰۳');
  });

  it('keeps the same day whatever the time zone, and leaves a malformed date as written', () => {
    expect(formatIsoDate('2023-01-01', {htmlLang: 'en', calendar: 'gregory'})).toBe('January 1, 2023');
    expect(formatIsoDate('soon', {htmlLang: 'en', calendar: 'gregory'})).toBe('soon');
  });
});

describe('formatCount', () => {
  it('groups digits and uses the digits of the locale', () => {
    expect(formatCount(1234, {htmlLang: 'en'})).toBe('1,234');
    expect(formatCount(42, {htmlLang: 'fa'})).toBe('۴۲');
  });
});
