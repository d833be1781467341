import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Blockquote, Heading, Nodes, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxFlowExpression, MdxTextExpression} from 'mdast-util-mdx';
import type {Program} from 'estree';
import type {PhaseTimer} from '../phaseTimer';
import {admonitionBlock, COMPONENTS, toBlocks} from './components';
import {deferredImage, deferredLink, toMarkdownText} from './deferred';
import {TwinConversionError} from './errors';
import {parseMdx} from './parse';
import {AssetRef, createDocumentScope, type DocumentScope} from './scope';
import type {ConvertApi, ConvertOptions, JsxElement} from './types';

export {TwinConversionError} from './errors';
export {
  docCardsPlaceholder,
  fillTemplate,
  linkList,
  toTemplate,
  type PageResolver,
  type TwinTemplate,
} from './deferred';
export type {ConvertOptions, DocCard} from './types';

const HEADING_ID = /\s*\\?\{#[^}]*\}\s*$/;

/** One conversion of a page: what it was asked with, and every file it read. */
type Conversion = {options: ConvertOptions; timer?: PhaseTimer; dependencies: Set<string>};

type FileState = {file: string; scope: DocumentScope; conversion: Conversion; frontMatter: Record<string, unknown>};

function fail(state: FileState, construct: string, node?: Nodes, reason?: string): never {
  throw new TwinConversionError(path.relative(state.conversion.options.siteDir, state.file), construct, node, reason);
}

function attributeValue(state: FileState, element: JsxElement, name: string): unknown {
  const attribute = element.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  if (!attribute || attribute.type !== 'mdxJsxAttribute') {
    return undefined;
  }
  const {value} = attribute;
  if (value === null || value === undefined) {
    return true;
  }
  if (typeof value === 'string') {
    return value;
  }
  return evaluate(state, value.value, element, `the attribute ${name}={${value.value}} of <${element.name}>`);
}

function evaluate(state: FileState, expression: string, node: Nodes, construct: string): unknown {
  try {
    return state.scope.evaluate(expression);
  } catch (error) {
    return fail(state, construct, node, `cannot be evaluated (${(error as Error).message})`);
  }
}

function api(state: FileState, element: JsxElement): ConvertApi {
  return {
    file: state.file,
    attribute: (target, name) => attributeValue(state, target, name),
    evaluate: (expression) => evaluate(state, expression, element, `the expression {${expression}}`),
    convertChildren: (children) => convertNodes(state, children),
    convertPartial: (file, props) => convertFile(state.conversion, file, {props, frontMatter: state.frontMatter}),
    fail: (construct, reason) => fail(state, construct, element, reason),
  };
}

function convertElement(state: FileState, element: JsxElement): RootContent[] {
  const name = element.name ?? '';
  const partial = state.scope.partials.get(name);
  if (partial) {
    const props = Object.fromEntries(
      element.attributes.flatMap((entry) =>
        entry.type === 'mdxJsxAttribute' ? [[entry.name, attributeValue(state, element, entry.name)]] : [],
      ),
    );
    return convertFile(state.conversion, partial, {props, frontMatter: state.frontMatter});
  }
  if (name === '') {
    return convertNodes(state, element.children as RootContent[]);
  }
  const conversion = COMPONENTS[name];
  if (conversion) {
    return conversion.convert(element, api(state, element));
  }
  // An imported SVG used as a component is an icon.
  if (/^[A-Z]/.test(name) && isAsset(state, name)) {
    return [];
  }
  return fail(state, `the component <${name}>`, element);
}

function isAsset(state: FileState, name: string): boolean {
  try {
    return state.scope.evaluate(name) instanceof AssetRef;
  } catch {
    return false;
  }
}

function convertExpression(state: FileState, node: MdxFlowExpression | MdxTextExpression): RootContent[] {
  const program = node.data?.estree as Program | undefined;
  if (program && program.body.length === 0) {
    return []; // a {/* comment */}
  }
  const value = evaluate(state, node.value, node, `the expression {${node.value}}`);
  if (typeof value !== 'string' && typeof value !== 'number') {
    return fail(state, `the expression {${node.value}}`, node, 'does not evaluate to text');
  }
  const textNode: PhrasingContent = {type: 'text', value: String(value)};
  return node.type === 'mdxFlowExpression' ? toBlocks([textNode]) : [textNode];
}

function convertDirective(state: FileState, node: ContainerDirective): RootContent[] {
  if (!state.conversion.options.admonitionKeywords.includes(node.name)) {
    return fail(state, `the directive :::${node.name}`, node);
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
  const title = hasLabel ? (convertNodes(state, first.children) as PhrasingContent[]) : [];
  return [admonitionBlock(node.name, title, convertNodes(state, hasLabel ? rest : node.children))];
}

function withoutHeadingId(node: Heading): Heading {
  const last = node.children.at(-1);
  if (last?.type !== 'text' || !HEADING_ID.test(last.value)) {
    return node;
  }
  return {...node, children: [...node.children.slice(0, -1), {...last, value: last.value.replace(HEADING_ID, '')}]};
}

function convertNode(state: FileState, node: RootContent): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return convertExpression(state, node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(state, node);
    case 'containerDirective':
      return convertDirective(state, node);
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive the site defines: text such as "10:30" or ":smile:" read back as written.
      const marker = node.type === 'leafDirective' ? '::' : ':';
      const label = convertNodes(state, node.children) as PhrasingContent[];
      const phrasing: PhrasingContent[] = [
        {type: 'text', value: `${marker}${node.name}${label.length > 0 ? '[' : ''}`},
        ...label,
        ...(label.length > 0 ? [{type: 'text', value: ']'} as const] : []),
      ];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: phrasing}] : phrasing;
    }
    case 'heading': {
      const heading = withoutHeadingId(node);
      return [{...heading, children: convertNodes(state, heading.children) as PhrasingContent[]}];
    }
    case 'link':
      return [
        {
          ...deferredLink(node.url, state.file, convertNodes(state, node.children) as PhrasingContent[]),
          title: node.title,
        },
      ];
    case 'definition':
      return [{...node, data: {twinSource: state.file}}];
    case 'image':
      return [{...deferredImage(node.url, state.file, node.alt ?? ''), title: node.title}];
    default:
      if ((node.type as string) === 'comment') {
        return [];
      }
      if ('children' in node) {
        return [{...node, children: convertNodes(state, node.children as RootContent[])} as RootContent];
      }
      return [node];
  }
}

function convertNodes(state: FileState, nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node) => convertNode(state, node));
}

/** Values a document's expressions may read: a partial's props, the page's front matter. */
export type DocumentGlobals = {props?: Record<string, unknown>; frontMatter?: Record<string, unknown>};

/** A page's source converted, URLs and card lists left for each page to resolve (deferred.ts). */
export type ConvertedSource = {
  nodes: RootContent[];
  /** Every file the conversion read (the source, its partials, raw-loader imports), absolute. */
  dependencies: string[];
};

/** Converts the MDX source of a page; `timer` counts parsing apart from the rest. */
export function convertSource(
  file: string,
  options: ConvertOptions & {timer?: PhaseTimer},
  globals: DocumentGlobals = {},
): ConvertedSource {
  const {timer, ...convertOptions} = options;
  const conversion: Conversion = {options: convertOptions, timer, dependencies: new Set()};
  const nodes = convertFile(conversion, file, globals);
  return {nodes, dependencies: [...conversion.dependencies]};
}

function readDependency(conversion: Conversion, file: string): string {
  conversion.dependencies.add(file);
  return readFileSync(file, 'utf8');
}

function convertFile(conversion: Conversion, file: string, globals: DocumentGlobals): RootContent[] {
  const source = readDependency(conversion, file);
  const parse = () => parseMdx(source, conversion.options);
  const tree = conversion.timer ? conversion.timer.time('parse', parse) : parse();
  const frontMatter = globals.frontMatter ?? {};
  const scope = createDocumentScope(tree, {
    file,
    siteDir: conversion.options.siteDir,
    props: globals.props ?? {},
    frontMatter,
    readFile: (dependency) => readDependency(conversion, dependency),
  });
  return convertNodes({file, scope, conversion, frontMatter}, tree.children);
}

/** What a twin says before the page's content. */
export type TwinHeader = {
  title: string;
  description?: string;
  /** Short lines under the title: a date, a note that the page is shown in English. */
  notes?: string[];
};

/** A twin: `# Title`, the description, notes, then the page's Markdown (from fillTemplate). */
export function renderTwin(header: TwinHeader, body: string): string {
  const paragraph = (value: string): Paragraph => ({type: 'paragraph', children: [{type: 'text', value}]});
  const headerMarkdown = toMarkdownText([
    {type: 'heading', depth: 1, children: [{type: 'text', value: header.title}]},
    ...(header.description
      ? [{type: 'blockquote', children: [paragraph(header.description)]} satisfies Blockquote]
      : []),
    ...(header.notes ?? []).map(paragraph),
  ]);
  return body ? `${headerMarkdown}\n${body}` : headerMarkdown;
}
