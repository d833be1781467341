import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

const siteDir = new URL('../../', import.meta.url);
const versions: string[] = JSON.parse(readFileSync(new URL('versions.json', siteDir), 'utf8'));

function pageSet(folder: string): string[] {
  return readdirSync(new URL(folder, siteDir), {recursive: true})
    .map(String)
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Doc ids of a sidebar definition, in order. */
function docIds(items: unknown): string[] {
  if (typeof items === 'string') {
    return [items];
  }
  if (Array.isArray(items)) {
    return items.flatMap(docIds);
  }
  if (items && typeof items === 'object') {
    const {id, items: children, link} = items as {id?: string; items?: unknown; link?: {id?: string}};
    return [...(link?.id ? [link.id] : []), ...(id ? [id] : []), ...docIds(children ?? [])];
  }
  return [];
}

describe('versioned docs', () => {
  it('are the two released versions, newest first', () => {
    expect(versions).toEqual(['3.0.0-beta.0', '2.4.3']);
  });

  it.each(versions)('%s has the full page set of the current docs', (version) => {
    expect(pageSet(`versioned_docs/version-${version}/`)).toEqual(pageSet('docs/'));
  });

  it.each(versions)('%s has both sidebars with the same docs as the current ones', (version) => {
    const versioned = JSON.parse(
      readFileSync(new URL(`versioned_sidebars/version-${version}-sidebars.json`, siteDir), 'utf8'),
    );
    expect(Object.keys(versioned)).toEqual(['docs', 'api']);
    expect(docIds(versioned.docs)).toEqual(docIds(sidebars.docs));
    expect(docIds(versioned.api)).toEqual(docIds(sidebars.api));
  });
});
