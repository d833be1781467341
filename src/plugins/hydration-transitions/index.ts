import type {Plugin} from '@docusaurus/types';
import {swapModules} from '../framework-internals';
import {REPLACED_MODULES} from './replacedModules';

/**
 * Makes the re-render that follows hydration interruptible (see README): the browser bundle
 * gets versions of two framework modules that set their state in a transition, and one of
 * the doc card's emoji helper that does not load the browser's grapheme data for nothing.
 */
export default function hydrationTransitionsPlugin(): Plugin {
  return {
    name: 'docusaurus-site-hydration-transitions',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      return {plugins: swapModules(currentBundler, 'client', REPLACED_MODULES)};
    },
  };
}
