import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

export type MarkdownFile = {path: string; source: string};

/** Every .md and .mdx file below the given folders, with paths relative to the site root. */
export function readMarkdownFiles(siteDir: string, folders: string[]): MarkdownFile[] {
  return folders.flatMap((folder) =>
    readdirSync(join(siteDir, folder), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => {
        const absolutePath = join(entry.parentPath, entry.name);
        return {path: relative(siteDir, absolutePath), source: readFileSync(absolutePath, 'utf8')};
      }),
  );
}
