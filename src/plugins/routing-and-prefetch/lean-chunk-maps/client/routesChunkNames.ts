import {routesChunkNames} from './routeTables';

/** Stands in for `@generated/routesChunkNames` in the browser's production bundle. */
export default routesChunkNames;
