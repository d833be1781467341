import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import {mermaidSources} from './remarkStaticDiagrams';

/** Every folder whose Markdown the site builds: docs of all versions, blogs, pages, translations, fixtures. */
export const CONTENT_FOLDERS = [
  'docs',
  'versioned_docs',
  'community',
  'blog',
  'changelog',
  'src/pages',
  'fixtures',
  'i18n',
];

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Blanks what Docusaurus reads before MDX does (front matter) or accepts through
 * `markdown.mdx1Compat` (HTML comments, `{#id}` after a heading), keeping line numbers.
 */
function asPlainMdx(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/ *\{#[^}\n]*\} *$/gm, blank);
}

const mdx = createProcessor({format: 'mdx'});

/** The sources of the Mermaid diagrams in one Markdown file, in order. */
export function diagramsInFile(file: string): string[] {
  if (!readFileSync(file, 'utf8').includes('mermaid')) {
    return [];
  }
  try {
    return mermaidSources(mdx.parse(asPlainMdx(readFileSync(file, 'utf8'))) as Root);
  } catch (error) {
    throw new Error(`${file}: cannot be parsed as MDX to find its diagrams`, {cause: error});
  }
}

/** Each content file with diagrams, and their sources, below `siteDir`. */
export function contentDiagrams(siteDir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const folder of CONTENT_FOLDERS) {
    for (const file of markdownFiles(path.join(siteDir, folder))) {
      const diagrams = diagramsInFile(file);
      if (diagrams.length > 0) {
        found.set(path.relative(siteDir, file), diagrams);
      }
    }
  }
  return found;
}
