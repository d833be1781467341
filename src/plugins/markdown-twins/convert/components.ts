import type {BlockContent, ListItem, PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {TEAM, type TeamMember} from '../../../data/team';
import {deferredImage, deferredLink, docCardsPlaceholder, linkList} from './deferred';
import {AssetRef} from './scope';
import type {ComponentConversion, ConvertApi, JsxElement} from './types';

const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'inlineMath',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/** Wraps runs of inline nodes in paragraphs, so a block-level component yields blocks. */
export function toBlocks(nodes: RootContent[]): RootContent[] {
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) {
      blocks.push({type: 'paragraph', children: run});
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING_TYPES.has(node.type)) {
      run.push(node as PhrasingContent);
    } else {
      flush();
      blocks.push(node);
    }
  }
  flush();
  return blocks;
}

/** Inline content of converted children (a paragraph's content is unwrapped). */
function toPhrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node) =>
    node.type === 'paragraph' ? node.children : PHRASING_TYPES.has(node.type) ? [node as PhrasingContent] : [],
  );
}

/** Block or inline result, as the element stood in its page. */
function inPlace(element: JsxElement, phrasing: PhrasingContent[]): RootContent[] {
  return element.type === 'mdxJsxFlowElement' ? toBlocks(phrasing) : phrasing;
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function stringAttribute(element: JsxElement, api: ConvertApi, name: string): string | undefined {
  const value = api.attribute(element, name);
  return value === undefined || value === null ? undefined : String(value);
}

/** What an image source stands for: a URL as written, or the file an import or require() gave. */
function imageSource(value: unknown, api: ConvertApi): string {
  if (value instanceof AssetRef) {
    return value.file;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (value && typeof value === 'object' && 'default' in value) {
    return imageSource((value as {default: unknown}).default, api);
  }
  return api.fail('an image source', `has a source the converter cannot read (${JSON.stringify(value)})`);
}

function image(element: JsxElement, api: ConvertApi, source: unknown): RootContent[] {
  const alt = stringAttribute(element, api, 'alt') ?? '';
  return inPlace(element, [deferredImage(imageSource(source, api), api.file, alt)]);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An admonition as a blockquote whose first line keeps its kind and title. */
export function admonitionBlock(kind: string, title: PhrasingContent[], children: RootContent[]): RootContent {
  const label: PhrasingContent[] = [text(capitalize(kind))];
  if (title.length > 0) {
    label.push(text(': '), ...title);
  }
  return {
    type: 'blockquote',
    children: [
      {type: 'paragraph', children: [{type: 'strong', children: label}]},
      ...toBlocks(children),
    ] as BlockContent[],
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isJsx(node: RootContent, name: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

const container: ComponentConversion = {
  kind: 'container',
  convert: (element, api) => {
    const children = api.convertChildren(element.children as RootContent[]);
    return element.type === 'mdxJsxFlowElement' ? toBlocks(children) : toPhrasing(children);
  },
};

const decorative: ComponentConversion = {kind: 'decorative', convert: () => []};

function inline(type: 'strong' | 'emphasis' | 'delete'): ComponentConversion {
  return {
    kind: 'content',
    convert: (element, api) =>
      inPlace(element, [{type, children: toPhrasing(api.convertChildren(element.children as RootContent[]))}]),
  };
}

const inlineCode: ComponentConversion = {
  kind: 'content',
  convert: (element) => inPlace(element, [{type: 'inlineCode', value: toString(element)}]),
};

function heading(depth: 1 | 2 | 3 | 4 | 5 | 6): ComponentConversion {
  return {
    kind: 'content',
    convert: (element, api) => [
      {type: 'heading', depth, children: toPhrasing(api.convertChildren(element.children as RootContent[]))},
    ],
  };
}

function list(ordered: boolean): ComponentConversion {
  return {
    kind: 'content',
    convert: (element, api) => [
      {
        type: 'list',
        ordered,
        spread: false,
        children: element.children
          .filter((child) => isJsx(child as RootContent, 'li'))
          .map((item): ListItem => ({
            type: 'listItem',
            spread: false,
            children: toBlocks(api.convertChildren((item as JsxElement).children as RootContent[])) as BlockContent[],
          })),
      },
    ],
  };
}

const link: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const target = stringAttribute(element, api, 'to') ?? stringAttribute(element, api, 'href');
    const children = toPhrasing(api.convertChildren(element.children as RootContent[]));
    if (!target) {
      return inPlace(element, children);
    }
    return inPlace(element, [deferredLink(target, api.file, children)]);
  },
};

const admonition: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const title = stringAttribute(element, api, 'title');
    return [
      admonitionBlock(
        stringAttribute(element, api, 'type') ?? 'note',
        title ? [text(title)] : [],
        api.convertChildren(element.children as RootContent[]),
      ),
    ];
  },
};

/** Each tab becomes a sub-section headed by its label, in the order of the page. */
const tabs: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const values = api.attribute(element, 'values') as {value: string; label?: string}[] | undefined;
    // Tab items written on one line each are inline elements of a paragraph.
    const children = element.children.flatMap((child) =>
      child.type === 'paragraph' ? (child.children as RootContent[]) : [child as RootContent],
    );
    return children.flatMap((child): RootContent[] => {
      if (child.type === 'text' && child.value.trim() === '') {
        return [];
      }
      if (!isJsx(child as RootContent, 'TabItem')) {
        return api.fail('a child of <Tabs> other than <TabItem>');
      }
      const item = child as JsxElement;
      const value = stringAttribute(item, api, 'value') ?? '';
      const label =
        stringAttribute(item, api, 'label') ?? values?.find((entry) => entry.value === value)?.label ?? value;
      return [
        {type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]},
        ...toBlocks(api.convertChildren(item.children as RootContent[])),
      ];
    });
  },
};

/** `<details>` stays HTML (Markdown has no equivalent); its body stays Markdown. */
const details: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const children = element.children as RootContent[];
    let summary = 'Details';
    const body: RootContent[] = [];
    for (const child of children) {
      const summaryNode = isJsx(child, 'summary')
        ? child
        : child.type === 'paragraph'
          ? child.children.find((node) => isJsx(node as RootContent, 'summary'))
          : undefined;
      if (summaryNode) {
        summary = toString(summaryNode);
        if (child.type === 'paragraph') {
          const rest = child.children.filter((node) => node !== summaryNode);
          if (toString({type: 'paragraph', children: rest}).trim()) {
            body.push({...child, children: rest});
          }
        }
      } else {
        body.push(child);
      }
    }
    return [
      {type: 'html', value: `<details>\n<summary>${escapeHtml(summary.trim())}</summary>`},
      ...toBlocks(api.convertChildren(body)),
      {type: 'html', value: '</details>'},
    ];
  },
};

const codeBlock: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const expressions: string[] = [];
    visit(element, ['mdxFlowExpression', 'mdxTextExpression'], (node) => {
      expressions.push(String(api.evaluate((node as {value: string}).value)));
    });
    const source = expressions.length > 0 ? expressions.join('') : toString(element);
    const title = stringAttribute(element, api, 'title');
    const meta = [title && `title="${title}"`, api.attribute(element, 'showLineNumbers') && 'showLineNumbers']
      .filter(Boolean)
      .join(' ');
    return [
      {
        type: 'code',
        lang: stringAttribute(element, api, 'language') ?? null,
        meta: meta || null,
        value: source.replace(/\n$/, ''),
      },
    ];
  },
};

const mermaid: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => [
    {type: 'code', lang: 'mermaid', meta: null, value: stringAttribute(element, api, 'value') ?? ''},
  ],
};

const docCardList: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    if (element.attributes.length > 0) {
      return api.fail('<DocCardList> with props', 'is converted only without props (the current category)');
    }
    return [docCardsPlaceholder()];
  },
};

const teamProfileCards: ComponentConversion = {
  kind: 'content',
  convert: (element, api) => {
    const status = stringAttribute(element, api, 'status') as TeamMember['status'];
    return linkList(
      TEAM.filter((member) => member.status === status).map(({name, github, role}) => ({
        title: name,
        url: `https://github.com/${github}`,
        description: `${role} (@${github})`,
      })),
    );
  },
};

/**
 * Every JSX component and HTML element the site's content uses, and what its twin keeps.
 * A page using anything else fails the build, so a new component is converted on purpose.
 */
export const COMPONENTS: Record<string, ComponentConversion> = {
  // Content components of the theme and the site.
  Tabs: tabs,
  Admonition: admonition,
  CodeBlock: codeBlock,
  Mermaid: mermaid,
  DocCardList: docCardList,
  TeamProfileCards: teamProfileCards,
  Link: link,
  Image: {kind: 'content', convert: (element, api) => image(element, api, api.attribute(element, 'img'))},
  ThemedImage: {
    kind: 'content',
    convert: (element, api) => image(element, api, (api.attribute(element, 'sources') as {light: unknown}).light),
  },
  // Frames and highlights whose content is the point: the content stays, the frame goes.
  BrowserWindow: container,
  Highlight: container,
  Badge: container,
  Translate: container,
  // Navigation, metadata and interactive widgets with no text of their own.
  TOCInline: decorative,
  Head: decorative,
  BrowserOnly: decorative,
  ColorGenerator: decorative,
  ThanksButton: decorative,
  head: decorative,
  style: decorative,
  // HTML elements.
  details,
  a: link,
  img: {kind: 'content', convert: (element, api) => image(element, api, api.attribute(element, 'src'))},
  strong: inline('strong'),
  b: inline('strong'),
  em: inline('emphasis'),
  i: inline('emphasis'),
  del: inline('delete'),
  code: inlineCode,
  kbd: inlineCode,
  br: {kind: 'content', convert: (element) => (element.type === 'mdxJsxTextElement' ? [{type: 'break'}] : [])},
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  ul: list(false),
  ol: list(true),
  p: container,
  div: container,
  span: container,
  figure: container,
  aside: container,
  nav: container,
  section: container,
  button: container,
  figcaption: container,
  center: container,
  sup: container,
  sub: container,
  small: container,
};
