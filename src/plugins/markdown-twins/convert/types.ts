import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import type {MDX1CompatOptions} from '@docusaurus/types';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A card of a category: a doc or a sub-category, as the theme's DocCardList shows it. */
export type DocCard = {title: string; permalink: string; description?: string};

/** What the converter needs from the site; everything page-specific is resolved later (deferred.ts). */
export type ConvertOptions = {
  siteDir: string;
  admonitionKeywords: readonly string[];
  /** The MDX 1 forms the site's MDX loader rewrites before parsing (`markdown.mdx1Compat`). */
  mdx1Compat: Pick<MDX1CompatOptions, 'admonitions' | 'headingIds'>;
};

/** What a component conversion may use. */
export type ConvertApi = {
  file: string;
  /** A static or evaluated attribute value. */
  attribute(element: JsxElement, name: string): unknown;
  /** Evaluates a JavaScript expression of the document. */
  evaluate(expression: string): unknown;
  /** Converts child nodes with the same rules as the page. */
  convertChildren(children: RootContent[]): RootContent[];
  /** The converted content of an imported partial, given props. */
  convertPartial(file: string, props: Record<string, unknown>): RootContent[];
  /** Fails the build on this element. */
  fail(construct: string, reason?: string): never;
};

/** How one JSX component or HTML element becomes Markdown. */
export type ComponentConversion = {
  /** content: its text and links are kept; decorative: dropped; container: children kept. */
  kind: 'content' | 'decorative' | 'container';
  convert(element: JsxElement, api: ConvertApi): RootContent[];
};

export type Phrasing = PhrasingContent;
