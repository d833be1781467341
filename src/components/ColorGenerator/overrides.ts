import type {ColorMode} from '@docusaurus/theme-common';
import {isHexColor, shadesToCss} from '@site/src/utils/colorShades';

/**
 * Primary-colour overrides chosen in the colour generator. They live in session storage
 * (they last for the visit, never beyond) and are applied as one style element, so every
 * page of the visit shows them until the reader resets.
 */
export type ColorOverrides = Partial<Record<ColorMode, string>>;

export const DEFAULT_PRIMARY_COLORS: Record<ColorMode, string> = {light: '#2e8555', dark: '#25c2a0'};
export const OVERRIDES_STYLE_ID = 'site-color-overrides';
const COLOR_MODES: ColorMode[] = ['light', 'dark'];

export function overridesStorageKey(mode: ColorMode): string {
  return `site.colorGenerator.primary.${mode}`;
}

/** Selectors name the mode explicitly so a light override never leaks into dark mode. */
export function overridesCss(overrides: ColorOverrides): string {
  return COLOR_MODES.flatMap((mode) => {
    const color = overrides[mode];
    return color ? [shadesToCss(color, `[data-theme='${mode}']`)] : [];
  }).join('\n');
}

export function readOverrides(storage: Pick<Storage, 'getItem'>): ColorOverrides {
  const overrides: ColorOverrides = {};
  for (const mode of COLOR_MODES) {
    try {
      const stored = storage.getItem(overridesStorageKey(mode));
      if (stored && isHexColor(stored)) {
        overrides[mode] = stored.startsWith('#') ? stored : `#${stored}`;
      }
    } catch {
      // Storage can be disabled; the default palette applies.
    }
  }
  return overrides;
}

export function writeOverride(storage: Pick<Storage, 'setItem' | 'removeItem'>, mode: ColorMode, color: string | null) {
  try {
    if (color) {
      storage.setItem(overridesStorageKey(mode), color);
    } else {
      storage.removeItem(overridesStorageKey(mode));
    }
  } catch {
    // Without storage the override still applies until the page is reloaded.
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
