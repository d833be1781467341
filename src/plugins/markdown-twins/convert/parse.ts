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
import type {ConvertOptions} from './types';

type ParseOptions = Pick<ConvertOptions, 'admonitionKeywords' | 'mdx1Compat'>;

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath)
  .use(remarkComment);

/**
 * The same syntax tree Docusaurus's MDX loader starts from: its own preprocessing (MDX-wrapped
 * code blocks, and the `:::tip Title` form and `{#id}` heading ids where the site's
 * `markdown.mdx1Compat` keeps them) then MDX with GFM, directives, math and HTML comments.
 */
export function parseMdx(source: string, {admonitionKeywords, mdx1Compat}: ParseOptions): Root {
  let preprocessed = unwrapMdxCodeBlocks(source);
  if (mdx1Compat.headingIds) {
    preprocessed = escapeMarkdownHeadingIds(preprocessed);
  }
  if (mdx1Compat.admonitions) {
    preprocessed = admonitionTitleToDirectiveLabel(preprocessed, [...admonitionKeywords]);
  }
  return parser.parse(preprocessed);
}
