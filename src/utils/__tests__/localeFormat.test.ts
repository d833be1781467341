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

describe('formatters', () => {
  it('are built once per locale and calendar, not per date or count', () => {
    const built: string[] = [];
    const counting = <T extends object>(name: string, Format: T) =>
      new Proxy(Format, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target as new (...a: unknown[]) => object, args) as object;
        },
      });
    const {DateTimeFormat, NumberFormat} = Intl;
    Object.assign(Intl, {
      DateTimeFormat: counting('date', DateTimeFormat),
      NumberFormat: counting('count', NumberFormat),
    });
    try {
      for (const day of ['01', '02', '03']) {
        formatIsoDate(`2025-03-${day}`, {htmlLang: 'ko', calendar: 'gregory'});
        formatCount(Number(day), {htmlLang: 'ko'});
      }
    } finally {
      Object.assign(Intl, {DateTimeFormat, NumberFormat});
    }
    expect(built).toEqual(['date', 'count']);
  });
});
