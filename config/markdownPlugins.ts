import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katex-stylesheet';
import {languageClosures} from '../src/plugins/code-highlighting/languageClosures';
import remarkImportGrammars from '../src/plugins/code-highlighting/remarkImportGrammars';
import remarkStaticDiagrams from '../src/plugins/static-diagrams/remarkStaticDiagrams';
import {prism} from './prism';

/**
 * Shared by every docs, blog and pages instance so math works everywhere, so that pages
 * import their code blocks' grammars (src/plugins/code-highlighting), and so
 * that Mermaid diagrams arrive drawn (src/plugins/static-diagrams).
 */
export const markdownPlugins = {
  remarkPlugins: [
    remarkMath,
    remarkKatexStylesheet,
    remarkStaticDiagrams,
    [remarkImportGrammars, {languages: [...languageClosures(prism.additionalLanguages).keys()]}],
  ],
  rehypePlugins: [rehypeKatex],
};
