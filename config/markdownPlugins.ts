import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katex-stylesheet';
import {languageClosures} from '../src/plugins/prism-on-demand/languageClosures';
import remarkPreloadGrammars from '../src/plugins/prism-on-demand/remarkPreloadGrammars';
import {prism} from './prism';

/**
 * Shared by every docs, blog and pages instance so math works everywhere, and so that pages
 * load their code blocks' grammars with their route (src/plugins/prism-on-demand).
 */
export const markdownPlugins = {
  remarkPlugins: [
    remarkMath,
    remarkKatexStylesheet,
    [remarkPreloadGrammars, {languages: [...languageClosures(prism.additionalLanguages).keys()]}],
  ],
  rehypePlugins: [rehypeKatex],
};
