import {registry} from './routeTables';

/** Stands in for `@generated/registry` in the browser's production bundle. */
export default registry;
