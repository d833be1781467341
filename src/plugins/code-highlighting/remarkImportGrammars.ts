import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {mdxEsm, sideEffectImport} from '../../remark/mdxEsm';
import {grammarModule} from './languageModules';

/** The literal `language` of a `<CodeBlock language="…">` element, if it has one. */
function codeBlockLanguage(node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  if (node.name !== 'CodeBlock') {
    return undefined;
  }
  const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'language');
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/**
 * Adds to every MDX document with code blocks a static import of the grammar module of each
 * language its blocks use (`import '@generated/docusaurus-site-prism-on-demand/grammars/yaml.js';`):
 * fenced blocks, and `<CodeBlock>` elements with a literal `language`. The grammars thus come
 * in the page's own chunks and are registered before it renders, on a first visit as after a
 * link, so its blocks render highlighted at once, the same in the browser as on the server.
 * `languages` are the names Prism highlights (those of `languageClosures`); Mermaid diagrams
 * and plain text need nothing.
 */
export default function remarkImportGrammars({languages: known}: {readonly languages: readonly string[]}) {
  const highlighted = new Set(known);
  return (tree: Root): void => {
    const languages = new Set<string>();
    const add = (language: string | null | undefined): void => {
      const name = language?.toLowerCase();
      if (name !== undefined && highlighted.has(name)) {
        languages.add(name);
      }
    };
    visit(tree, (node) => {
      if (node.type === 'code') {
        add(node.lang);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        add(codeBlockLanguage(node));
      }
    });
    if (languages.size === 0) {
      return;
    }
    const modules = [...languages].sort().map(grammarModule);
    tree.children.unshift(
      mdxEsm(modules.map((module) => `import '${module}';`).join('\n'), modules.map(sideEffectImport)),
    );
  };
}
