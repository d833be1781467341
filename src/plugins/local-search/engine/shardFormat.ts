/**
 * The files the indexer writes and the browser reads. One shard per `docusaurus_tag`
 * (docs version, or `default` for every other page) so that a contextual search only
 * downloads what its facet filters can match. Arrays instead of objects keep the JSON
 * small: a shard is the biggest download a search makes.
 */

/** Heading levels as DocSearch names them; lvl0 is the section, lvl1 the page title. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** [url without anchor, lvl0 (section)] */
export type ShardPage = [url: string, lvl0: string];

/**
 * A heading: [page index, level, anchor, text, parent heading index or -1]. Each page
 * starts with its level-1 record (the page title, empty anchor); other headings and
 * content blocks descend from it.
 * A content block: [page index, 0, anchor of the section it sits in, text, heading index].
 */
export type ShardRecord = [page: number, level: 0 | HeadingLevel, anchor: string, text: string, parent: number];

export interface Shard {
  language: string;
  tag: string;
  pages: ShardPage[];
  records: ShardRecord[];
}

/**
 * How a record is stored: a heading as [level, anchor, text], a content block as its text.
 * Page, parent and a content block's anchor follow from document order (each level-1
 * record starts the next page; a record's parent is the closest heading above it of a
 * higher rank), so the file doesn't repeat them.
 */
export type StoredRecord = string | [level: HeadingLevel, anchor: string, text: string];

export interface StoredShard {
  language: string;
  tag: string;
  pages: ShardPage[];
  records: StoredRecord[];
}

export function encodeShard({records, ...shard}: Shard): StoredShard {
  return {...shard, records: records.map(([, level, anchor, text]) => (level === 0 ? text : [level, anchor, text]))};
}

export function decodeShard({records, ...shard}: StoredShard): Shard {
  const decoded: ShardRecord[] = [];
  const headings: {level: HeadingLevel; index: number; anchor: string}[] = [];
  let page = -1;
  for (const stored of records) {
    if (typeof stored === 'string') {
      const section = headings.at(-1);
      decoded.push([page, 0, section?.anchor ?? '', stored, section?.index ?? -1]);
      continue;
    }
    const [level, anchor, text] = stored;
    if (level === 1) {
      page += 1;
      headings.length = 0;
    }
    while (headings.length > 0 && (headings.at(-1)?.level ?? 0) >= level) {
      headings.pop();
    }
    decoded.push([page, level, anchor, text, headings.at(-1)?.index ?? -1]);
    headings.push({level, index: decoded.length - 1, anchor});
  }
  return {...shard, records: decoded};
}

export interface ShardEntry {
  tag: string;
  /** Path of the shard file, relative to the manifest. */
  file: string;
  records: number;
}

export interface SearchManifest {
  language: string;
  shards: ShardEntry[];
}

export const LOCAL_SEARCH_PLUGIN_NAME = 'docusaurus-site-local-search';

/** Where the index lives in the build output, relative to the site's base URL. */
export const SEARCH_INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/** The level DocSearch gives a record: `lvl1`…`lvl6` for headings, `content` for text. */
export function recordType(level: ShardRecord[1]): string {
  return level === 0 ? 'content' : `lvl${level}`;
}

/**
 * What the theme's search configuration holds when the local index answers: the theme
 * requires credentials, but the local client ignores them.
 */
export const LOCAL_SEARCH_CREDENTIALS = {appId: 'LOCAL', apiKey: 'local-index', indexName: 'docusaurus'};
