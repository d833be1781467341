import remarkMath from 'remark-math';
import remarkKatexStylesheet from '../src/remark/katex-stylesheet';
import {languageClosures} from '../src/plugins/code-highlighting/languageClosures';
import remarkImportGrammars from '../src/plugins/code-highlighting/remarkImportGrammars';
import remarkStaticDiagrams from '../src/plugins/static-diagrams/remarkStaticDiagrams';
import rehypeStaticMath from '../src/plugins/static-math/rehypeStaticMath';
import {prism} from './prism';
import {withServerOnlyOptions} from './serverOnlyOptions';

/**
 * Shared by every docs, blog and pages instance so math works everywhere, so that pages
 * import their code blocks' grammars (src/plugins/code-highlighting), and so
 * that Mermaid diagrams arrive drawn (src/plugins/static-diagrams) and formulas as KaTeX's
 * HTML, not as elements for React to build (src/plugins/static-math).
 */
export const markdownPlugins = {
  remarkPlugins: [
    remarkMath,
    remarkKatexStylesheet,
    remarkStaticDiagrams,
    withServerOnlyOptions(remarkImportGrammars, {languages: [...languageClosures(prism.additionalLanguages).keys()]}),
  ],
  rehypePlugins: [rehypeStaticMath],
};
