/**
 * In the lines of a block with line numbers, where the classes of the theme's line module
 * (`CodeBlock/Line/styles.module.css`) go: their names are known only to the bundler, so the
 * build writes a placeholder (../staticHighlight.ts) and the code block puts the class in
 * (client/StaticContent.tsx). A `<` never appears in the escaped text.
 */
export const LINE_CLASS_NAMES = ['codeLine', 'codeLineNumber', 'codeLineContent'] as const;

export type LineClassName = (typeof LINE_CLASS_NAMES)[number];

export const lineClassPlaceholder = (name: LineClassName): string => `<${name}>`;

export const LINE_CLASS_PLACEHOLDER = new RegExp(`<(${LINE_CLASS_NAMES.join('|')})>`, 'g');
