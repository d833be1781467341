import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A card of a category: a doc or a sub-category, as the theme's DocCardList shows it. */
export type DocCard = {title: string; permalink: string; description?: string};

/** What the converter needs from the site: URLs and the data behind content components. */
export type SiteLinks = {
  siteDir: string;
  admonitionKeywords: readonly string[];
  /** A link's absolute URL: the target's twin when it has one. */
  resolveLink(url: string, fromFile: string): string;
  /** An image's absolute URL, from its Markdown URL or the file it imports. */
  resolveImage(urlOrFile: string, fromFile: string): string;
  /** The cards a `<DocCardList />` of the page shows (its category's items). */
  docCards(): DocCard[];
};

/** What a component conversion may use. */
export type ConvertApi = {
  file: string;
  site: SiteLinks;
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
