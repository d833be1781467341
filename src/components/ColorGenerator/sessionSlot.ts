import {createStorageSlot} from '@docusaurus/theme-common';
import type {SlotOf} from './overrides';

/** The theme's session storage slot of a key, under the site's storage namespace. */
export const sessionSlot: SlotOf = (key) => createStorageSlot(key, {persistence: 'sessionStorage'});
