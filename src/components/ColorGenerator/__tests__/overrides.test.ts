import {describe, expect, it} from 'vitest';
import {overridesCss, readOverrides, writeOverride, type SlotOf} from '../overrides';
import {hasStoredOverrides, overridesStorageKey} from '../storageKeys';

/** The theme's storage slots, over a map. */
function memorySlots(initial: Record<string, string> = {}): SlotOf {
  const values = new Map(Object.entries(initial));
  return (key) => ({
    get: () => values.get(key) ?? null,
    set: (value: string) => void values.set(key, value),
    del: () => void values.delete(key),
  });
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
    const storage = memorySlots({[overridesStorageKey('dark')]: 'not a colour'});
    writeOverride(storage, 'light', '#ff0000');
    expect(readOverrides(storage)).toEqual({light: '#ff0000'});
    writeOverride(storage, 'light', null);
    expect(readOverrides(storage)).toEqual({});
  });

  it('tells whether the visit stored an override without reading it', () => {
    const storage = memorySlots();
    expect(hasStoredOverrides(storage)).toBe(false);
    writeOverride(storage, 'dark', '#3578e5');
    expect(hasStoredOverrides(storage)).toBe(true);
  });
});
