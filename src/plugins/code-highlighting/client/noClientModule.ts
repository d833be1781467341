// Stands in for the classic theme's Prism client module (see ../index.ts): nothing to run at startup.
export {};
