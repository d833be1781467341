/**
 * Written by this plugin (../index.ts): each registers the grammar of one language name, for a
 * module that renders code blocks in that language (see the README).
 */
declare module '@generated/docusaurus-site-prism-on-demand/grammars/*';

/** Every grammar in the server bundle, nothing in the browser's (../index.ts). */
declare module '@prism-on-demand/server-grammars';
