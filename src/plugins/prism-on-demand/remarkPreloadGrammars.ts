import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {exportConstCall, mdxEsm, namedImport} from '../../remark/mdxEsm';

const HIGHLIGHT_MODULE = '@site/src/plugins/prism-on-demand/client/Highlight';

/**
 * Adds to every MDX document with code blocks
 * `export const prismGrammars = preloadGrammars(['bash', 'yaml']);`, with the languages of
 * its fenced blocks that Prism highlights (`languages`: the names of `languageClosures`;
 * Mermaid diagrams and plain text need nothing). The export runs when the page's module is evaluated (when its route is
 * preloaded, before it renders), so the grammars load alongside the page instead of after
 * its blocks have rendered as plain text. Loading stays optional: a grammar that fails to
 * load leaves its blocks plain and the page working.
 */
export default function remarkPreloadGrammars({languages: known}: {readonly languages: readonly string[]}) {
  const highlighted = new Set(known);
  return (tree: Root): void => {
    const languages = new Set<string>();
    visit(tree, 'code', (node) => {
      const language = node.lang?.toLowerCase();
      if (language !== undefined && highlighted.has(language)) {
        languages.add(language);
      }
    });
    if (languages.size === 0) {
      return;
    }
    const list = [...languages].sort();
    tree.children.unshift(
      mdxEsm(
        `import {preloadGrammars} from '${HIGHLIGHT_MODULE}';\nexport const prismGrammars = preloadGrammars(${JSON.stringify(list)});`,
        [namedImport('preloadGrammars', HIGHLIGHT_MODULE), exportConstCall('prismGrammars', 'preloadGrammars', list)],
      ),
    );
  };
}
