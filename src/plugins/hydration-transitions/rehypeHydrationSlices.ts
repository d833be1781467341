import type {Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

/**
 * Cuts a long page's Markdown content into hydration slices (client/HydrationSlice.tsx): its
 * top-level blocks, in order, are grouped into `<HydrationSlice>` elements of about
 * `sliceElements` elements each, so React hydrates and commits the content a slice at a time.
 * The doc content is one slice already (src/theme/DocItem/Content), but on the longest pages
 * its commit alone was the longest task of a first visit on a phone-class CPU (the API config
 * reference's content: about 3,000 elements in one commit).
 *
 * `<HydrationSlice>` renders no element of its own, so the page's HTML, its styles (the
 * `.markdown > …` selectors) and its table of contents are unchanged; imports and exports
 * stay at the top of the document. A page under twice `sliceElements` is left whole. Runs
 * last among the docs instances' rehype plugins (config/markdownPlugins.ts), so it counts
 * what the others leave (a code block's lines are one string by then, not elements).
 */
export interface Options {
  /** About how many elements a slice holds. */
  readonly sliceElements: number;
}

/** The name the MDX components map gives the slice (src/theme/MDXComponents). */
export const SLICE_COMPONENT = 'HydrationSlice';

/** The elements of a node and its descendants, JSX elements included. */
function elementCount(node: RootContent): number {
  const own = node.type === 'element' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? 1 : 0;
  return own + ('children' in node ? node.children.reduce((total, child) => total + elementCount(child), 0) : 0);
}

const isLineBreak = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

function slice(children: RootContent[]): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: SLICE_COMPONENT,
    attributes: [],
    children: children as MdxJsxFlowElementHast['children'],
  };
}

export default function rehypeHydrationSlices({sliceElements}: Options) {
  return (root: Root): void => {
    const sizes = root.children.map(elementCount);
    if (sizes.reduce((total, size) => total + size, 0) < 2 * sliceElements) {
      return;
    }
    // Imports and exports must stay at the top level of the document, and so do the line
    // breaks between two slices.
    const topLevel: RootContent[] = [];
    let current: RootContent[] = [];
    let currentSize = 0;
    root.children.forEach((node, index) => {
      if (node.type === 'mdxjsEsm' || (current.length === 0 && isLineBreak(node))) {
        topLevel.push(node);
        return;
      }
      current.push(node);
      currentSize += sizes[index] ?? 0;
      if (currentSize >= sliceElements) {
        topLevel.push(slice(current));
        current = [];
        currentSize = 0;
      }
    });
    if (current.length > 0) {
      topLevel.push(slice(current));
    }
    root.children = topLevel;
  };
}
