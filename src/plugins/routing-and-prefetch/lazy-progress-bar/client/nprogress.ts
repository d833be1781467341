import {lazyProgressBar} from '../lazyProgressBar';

// Imported by this module, `nprogress` is not swapped (../index.ts swaps the theme's import only).
export default lazyProgressBar(() => import('nprogress').then((module) => module.default));
