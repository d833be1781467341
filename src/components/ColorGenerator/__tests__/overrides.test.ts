import {describe, expect, it} from 'vitest';
import {overridesCss, overridesStorageKey, readOverrides, writeOverride} from '../overrides';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('colour overrides', () => {
  it('scopes each override to its colour mode', () => {
    const css = overridesCss({dark: '#3578e5'});
    expect(css).toContain("[data-theme='dark'] {");
    expect(css).toContain('--ifm-color-primary: #3578e5;');
    expect(css).not.toContain("[data-theme='light']");
  });

  it('produces no CSS without overrides', () => {
    expect(overridesCss({})).toBe('');
  });

  it('round-trips through storage and ignores invalid values', () => {
    const storage = memoryStorage({[overridesStorageKey('dark')]: 'not a colour'});
    writeOverride(storage, 'light', '#ff0000');
    expect(readOverrides(storage)).toEqual({light: '#ff0000'});
    writeOverride(storage, 'light', null);
    expect(readOverrides(storage)).toEqual({});
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readOverrides(throwing)).toEqual({});
    expect(() => writeOverride(throwing, 'dark', '#000000')).not.toThrow();
  });
});
