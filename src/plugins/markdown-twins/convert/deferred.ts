import type {Image, Link, List, ListItem, PhrasingContent, RootContent} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown} from 'mdast-util-math';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';

// What a converted source leaves open: the URLs of its links and images and the cards of
// its category depend on the page and locale that show it, not on the file. A source is
// therefore converted and printed once (a template, cached) and filled in for each page.
declare module 'mdast' {
  interface LinkData {
    /** The file whose source wrote this URL, to resolve it against (relative links). */
    twinSource?: string;
  }
  interface DefinitionData {
    twinSource?: string;
  }
  interface ImageData {
    twinSource?: string;
  }
  interface ListData {
    /** Stands for the cards of the page's category (`<DocCardList />`). */
    twinDocCards?: true;
  }
}

/** A link whose URL is resolved per page (absolute, to the target's twin). */
export function deferredLink(url: string, fromFile: string, children: PhrasingContent[]): Link {
  return {type: 'link', url, children, data: {twinSource: fromFile}};
}

/** An image whose URL (a Markdown URL or the path of an imported file) is resolved per page. */
export function deferredImage(urlOrFile: string, fromFile: string, alt: string): Image {
  return {type: 'image', url: urlOrFile, alt, data: {twinSource: fromFile}};
}

/** Where the cards of the page's category go. */
export function docCardsPlaceholder(): List {
  return {type: 'list', ordered: false, spread: false, children: [], data: {twinDocCards: true}};
}

/** A list of links with their descriptions, as card lists and team lists become. */
export function linkList(items: {title: string; url: string; description?: string}[]): RootContent[] {
  if (items.length === 0) {
    return [];
  }
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map(({title, url, description}): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'link', url, children: [{type: 'text', value: title}]},
              ...(description ? [{type: 'text', value: `: ${description}`} as const] : []),
            ],
          },
        ],
      })),
    },
  ];
}

/** How one page resolves what its source left open. */
export type PageResolver = {
  link(url: string, fromFile: string): string;
  image(urlOrFile: string, fromFile: string): string;
  /** The page's category cards, as blocks. */
  docCards(): RootContent[];
};

const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown(), mathToMarkdown()],
};

export function toMarkdownText(nodes: RootContent[]): string {
  return toMarkdown({type: 'root', children: nodes}, MARKDOWN_OPTIONS);
}

/** A URL left open: which kind, as written, and in which file. */
type OpenUrl = {image: boolean; url: string; fromFile: string};

/**
 * A converted source printed once as Markdown, with a token in place of every URL and of
 * the card list: printing is most of the work, and the same source is shown by every locale.
 */
export type TwinTemplate = {markdown: string; urls: OpenUrl[]};

const URL_TOKEN = /x-twin-url-(\d+)-x/g;
const CARDS_TOKEN = 'x-twin-doc-cards-x';
const CARDS_LINE = new RegExp(`^(.*)${CARDS_TOKEN}\n`, 'gm');

function withTokens(nodes: RootContent[], urls: OpenUrl[]): RootContent[] {
  return nodes.map((node): RootContent => {
    if (node.type === 'list' && node.data?.twinDocCards) {
      return {type: 'paragraph', children: [{type: 'text', value: CARDS_TOKEN}]};
    }
    let tokenized = node;
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.data?.twinSource) {
      urls.push({image: node.type === 'image', url: node.url, fromFile: node.data.twinSource});
      tokenized = {...node, url: `x-twin-url-${urls.length - 1}-x`, data: undefined};
    }
    if ('children' in tokenized) {
      return {...tokenized, children: withTokens(tokenized.children as RootContent[], urls)} as RootContent;
    }
    return tokenized;
  });
}

/** Prints a converted source (without its own `# Title`: the twin's header has it). */
export function toTemplate(nodes: RootContent[]): TwinTemplate {
  const first = nodes.find((node) => node.type !== 'html' || node.value.trim() !== '');
  const body = first?.type === 'heading' && first.depth === 1 ? nodes.filter((node) => node !== first) : nodes;
  const urls: OpenUrl[] = [];
  const markdown = body.length > 0 ? toMarkdownText(withTokens(body, urls)) : '';
  return {markdown, urls};
}

/** A URL as a link destination: characters that would end or split it are percent-encoded. */
function destination(url: string): string {
  return url.replace(/[\s()<>]/g, (character) => encodeURIComponent(character));
}

/** The page's Markdown: every URL resolved for the page, the card list printed in place. */
export function fillTemplate({markdown, urls}: TwinTemplate, resolver: PageResolver): string {
  const resolved = markdown.replace(URL_TOKEN, (_, index: string) => {
    const open = urls[Number(index)];
    if (!open) {
      throw new Error(`Markdown twin template: no URL number ${index}`);
    }
    return destination(open.image ? resolver.image(open.url, open.fromFile) : resolver.link(open.url, open.fromFile));
  });
  return resolved.replace(CARDS_LINE, (_, prefix: string, blankLine: string) => {
    const cards = resolver.docCards();
    return cards.length === 0 ? '' : `${toMarkdownText(cards).replace(/^(?=.)/gm, prefix)}${blankLine}`;
  });
}
