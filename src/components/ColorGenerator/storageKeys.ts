import type {ColorMode} from '@docusaurus/theme-common';
import type {SlotOf} from './overrides';

export const COLOR_MODES: ColorMode[] = ['light', 'dark'];

export function overridesStorageKey(mode: ColorMode): string {
  return `site.colorGenerator.primary.${mode}`;
}

/**
 * Whether this visit stored an override, checked without the palette code of `overrides.ts`,
 * which every page would otherwise load for the few readers who chose a colour.
 */
export function hasStoredOverrides(slotOf: SlotOf): boolean {
  return COLOR_MODES.some((mode) => Boolean(slotOf(overridesStorageKey(mode)).get()));
}
