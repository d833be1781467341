import type {ColorMode, createStorageSlot} from '@docusaurus/theme-common';
import {isHexColor, shadesToCss} from '@site/src/utils/colorShades';
import {COLOR_MODES, overridesStorageKey} from './storageKeys';

/**
 * Primary-colour overrides chosen in the colour generator. They live in session storage
 * (they last for the visit, never beyond), in the theme's storage slots (namespaced for the
 * site, and fail-safe where storage is disabled) and are applied as one style element, so every
 * page of the visit shows them until the reader resets.
 */
export type ColorOverrides = Partial<Record<ColorMode, string>>;

export const DEFAULT_PRIMARY_COLORS: Record<ColorMode, string> = {light: '#2e8555', dark: '#25c2a0'};
export const OVERRIDES_STYLE_ID = 'site-color-overrides';
/** Selectors name the mode explicitly so a light override never leaks into dark mode. */
export function overridesCss(overrides: ColorOverrides): string {
  return COLOR_MODES.flatMap((mode) => {
    const color = overrides[mode];
    return color ? [shadesToCss(color, `[data-theme='${mode}']`)] : [];
  }).join('\n');
}

/** The storage slot of a key: `createStorageSlot(key, {persistence: 'sessionStorage'})` in the browser. */
export type SlotOf = (key: string) => Pick<ReturnType<typeof createStorageSlot>, 'get' | 'set' | 'del'>;

/** What this visit stored; where storage is disabled, nothing (the default palette applies). */
export function readOverrides(slotOf: SlotOf): ColorOverrides {
  const overrides: ColorOverrides = {};
  for (const mode of COLOR_MODES) {
    const stored = slotOf(overridesStorageKey(mode)).get();
    if (stored && isHexColor(stored)) {
      overrides[mode] = stored.startsWith('#') ? stored : `#${stored}`;
    }
  }
  return overrides;
}

/** Without storage the override still applies until the page is reloaded. */
export function writeOverride(slotOf: SlotOf, mode: ColorMode, color: string | null) {
  const slot = slotOf(overridesStorageKey(mode));
  if (color) {
    slot.set(color);
  } else {
    slot.del();
  }
}

export function applyOverrides(overrides: ColorOverrides): void {
  const css = overridesCss(overrides);
  let style = document.getElementById(OVERRIDES_STYLE_ID);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = OVERRIDES_STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css;
}
