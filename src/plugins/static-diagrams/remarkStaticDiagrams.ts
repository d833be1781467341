import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {defaultImport, mdxEsm} from '../../remark/mdxEsm';
import {COLOR_MODES, ID_PLACEHOLDER, readCachedSvg, type ColorMode} from './diagramCache';

const COMPONENT = 'StaticDiagram';
const COMPONENT_MODULE = '@site/src/components/StaticDiagram';

/** What the plugin reads of the file being compiled. */
type SourceFile = {readonly path: string};

const isDiagram = (node: Code): boolean => node.lang === 'mermaid';

/** The sources of a document's Mermaid code blocks, in order. */
export function mermaidSources(tree: Root): string[] {
  const sources: string[] = [];
  visit(tree, 'code', (node) => {
    if (isDiagram(node)) {
      sources.push(node.value);
    }
  });
  return sources;
}

/** Ids unique to one diagram of one file in one mode, also on a page that shows several files (a blog list). */
function idPrefix(file: SourceFile, index: number, mode: ColorMode): string {
  const fileHash = createHash('sha256').update(path.relative(process.cwd(), file.path)).digest('hex').slice(0, 8);
  return `mermaid-${fileHash}-${index}-${mode}`;
}

function cachedSvg(node: Code, file: SourceFile, index: number, mode: ColorMode): string {
  const svg = readCachedSvg(node.value, mode);
  if (svg === undefined) {
    throw new Error(
      `${file.path}:${node.position?.start.line ?? '?'}: this Mermaid diagram has no rendered SVG (${mode} mode) ` +
        'in src/data/diagrams/. Run `npm run diagrams` (it needs Chromium) and commit the files it writes.',
    );
  }
  return svg.replaceAll(ID_PLACEHOLDER, idPrefix(file, index, mode));
}

/**
 * Replaces each Mermaid code block by `<StaticDiagram light="<svg…>" dark="<svg…>">` around
 * the block itself: the diagram drawn ahead of time in both colour modes
 * (`npm run diagrams`, cached in src/data/diagrams/), so readers' browsers never load
 * Mermaid, and its source, kept for search and copy. A diagram missing from the cache fails
 * the build, naming the file.
 */
export default function remarkStaticDiagrams() {
  return (tree: Root, file: SourceFile): void => {
    let count = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (!isDiagram(node) || parent === undefined || index === undefined) {
        return;
      }
      const diagram = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: COLOR_MODES.map((mode) => ({
          type: 'mdxJsxAttribute',
          name: mode,
          value: cachedSvg(node, file, count, mode),
        })),
        children: [node],
      } as unknown as RootContent;
      count += 1;
      parent.children.splice(index, 1, diagram as (typeof parent.children)[number]);
      // The block now sits inside the element: skip it.
      return index + 1;
    });
    if (count > 0) {
      tree.children.unshift(
        mdxEsm(`import ${COMPONENT} from '${COMPONENT_MODULE}';`, [defaultImport(COMPONENT, COMPONENT_MODULE)]),
      );
    }
  };
}
