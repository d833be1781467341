// What the browser bundle gets for `@prism-on-demand/server-grammars` (see ../index.ts): each
// page imports the grammars of its own code blocks instead.
export {};
