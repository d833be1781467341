import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {mdxEsm, sideEffectImport} from '../mdxEsm';

/**
 * Adds `import 'katex/dist/katex.min.css'` to every MDX document that contains math, so
 * KaTeX's stylesheet and fonts are bundled and served by the site itself (no CDN: it works
 * offline) and a site without math carries none of it. Docusaurus ships all CSS as one
 * file; the fonts stay separate files (see the font-files plugin) that browsers fetch only
 * on pages that render math. Runs after remark-math.
 */
export const KATEX_STYLESHEET = 'katex/dist/katex.min.css';

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      found = true;
      return false;
    }
    return undefined;
  });
  return found;
}

export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (hasMath(tree)) {
      tree.children.unshift(mdxEsm(`import '${KATEX_STYLESHEET}';`, [sideEffectImport(KATEX_STYLESHEET)]));
    }
  };
}
