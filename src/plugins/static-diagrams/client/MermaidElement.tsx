/**
 * What a `<mermaid>` element of MDX renders. Only the theme's own Markdown transform writes
 * one, and it is off (`markdown.mermaid`): Mermaid code blocks arrive drawn
 * (../remarkStaticDiagrams.ts). An element written by hand stops the server render, and so
 * the build, with what to write instead.
 */
export default function MermaidElement(): never {
  throw new Error(
    'static-diagrams: a <mermaid> element reached the page. Write the diagram as a ```mermaid code block (drawn at build time), or import Mermaid from "@theme/Mermaid" to draw it in the browser.',
  );
}
