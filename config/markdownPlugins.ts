import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../src/remark/katex-stylesheet';

/** Shared by every docs, blog and pages instance so math works everywhere. */
export const markdownPlugins = {
  remarkPlugins: [remarkMath, remarkKatexStylesheet],
  rehypePlugins: [rehypeKatex],
};
