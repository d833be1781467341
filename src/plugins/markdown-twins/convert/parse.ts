import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath)
  .use(remarkComment);

/**
 * The same syntax tree Docusaurus's MDX loader starts from: its own preprocessing (the
 * `:::tip Title` form, `{#id}` heading ids, MDX-wrapped code blocks) then MDX with GFM,
 * directives, math and HTML comments.
 */
export function parseMdx(source: string, admonitionKeywords: readonly string[]): Root {
  const preprocessed = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), [
    ...admonitionKeywords,
  ]);
  return parser.parse(preprocessed);
}
