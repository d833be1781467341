import {createHash} from 'node:crypto';
import type {PageRecords} from './indexer';
import {encodeShard, type SearchManifest, type Shard, type ShardEntry} from './engine/shardFormat';

export interface ShardFile {
  entry: ShardEntry;
  json: string;
}

/** Groups pages by `docusaurus_tag` into shards, renumbering page and parent indices. */
export function buildShards(pages: PageRecords[]): Shard[] {
  const shards = new Map<string, Shard>();
  for (const {language, tag, page, records} of pages) {
    let shard = shards.get(tag);
    if (!shard) {
      shard = {language, tag, pages: [], records: []};
      shards.set(tag, shard);
    }
    const pageIndex = shard.pages.length;
    const offset = shard.records.length;
    shard.pages.push(page);
    for (const [, level, anchor, text, parent] of records) {
      shard.records.push([pageIndex, level, anchor, text, parent < 0 ? -1 : parent + offset]);
    }
  }
  return [...shards.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Serialises shards under content-hashed names, so they can be cached forever. */
export function serializeShards(shards: Shard[]): {manifest: SearchManifest; files: ShardFile[]} {
  const files = shards.map((shard): ShardFile => {
    const json = JSON.stringify(encodeShard(shard));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const safeTag = shard.tag.replace(/[^\w.-]/g, '_');
    return {entry: {tag: shard.tag, file: `${safeTag}.${hash}.json`, records: shard.records.length}, json};
  });
  return {
    manifest: {language: shards[0]?.language ?? '', shards: files.map((file) => file.entry)},
    files,
  };
}
