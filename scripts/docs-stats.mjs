// Prints the page count and prose word count of the docs (front matter, code blocks,
// imports and JSX tags left out). Usage: node scripts/docs-stats.mjs [folder...]
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs'];

function proseWords(source) {
  const prose = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return prose.match(/\p{L}[\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

for (const folder of folders) {
  const files = readdirSync(folder, {recursive: true}).filter((name) => /\.mdx?$/.test(name));
  const words = files.reduce((total, name) => total + proseWords(readFileSync(join(folder, name), 'utf8')), 0);
  console.log(`${folder}: ${files.length} pages, ${words} words`);
}
