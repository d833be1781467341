/**
 * Stands in for `@docsearch/react/style`, which the theme's search bar imports with the
 * modal's code: DocSearch's stylesheets one by one, in its own order, so that the modal's
 * part (by far the largest) can go to a file of its own (../cacheGroups.ts) while the
 * variables and the always visible button stay in the site-wide CSS, where the theme's
 * overrides of both follow them.
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '@docsearch/css/dist/modal.css';
import './searchModal.css';
