import type {Plugin} from '@docusaurus/types';

/**
 * theme-common's `Collapsible` and the helper it imports. The mobile menu's dropdowns kept
 * them in `main.js`; with the menu loaded on demand (`src/theme/Navbar/MobileSidebar`), the
 * bundler copies them into each chunk that uses them, two on every doc page (the sidebar's
 * categories, the MDX components' `<details>`).
 */
export const COLLAPSIBLE_MODULE_PATTERN =
  /[\\/]node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](components[\\/]Collapsible[\\/]|utils[\\/]accessibilityUtils\.js$)/;

/** One shared chunk for what the deferred mobile menu left behind (see README.md). */
export default function navbarOnDemandPlugin(): Plugin {
  return {
    name: 'docusaurus-site-navbar-on-demand',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  collapsible: {
                    name: 'collapsible',
                    test: COLLAPSIBLE_MODULE_PATTERN,
                    chunks: 'async',
                    enforce: true,
                    priority: 45,
                  },
                },
              },
            },
          };
    },
  };
}
