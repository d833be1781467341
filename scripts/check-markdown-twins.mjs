// Checks the Markdown twins of a production build (src/plugins/markdown-twins): every
// content page of every locale's sitemap has a twin and links it from its head; no twin
// holds an import/export line, a JSX tag or an unresolved partial outside code; each twin
// has as many code blocks as its page; every link of every llms.txt resolves in the build.
// Usage: node scripts/check-markdown-twins.mjs [build folder]
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);
/** HTML the twins keep on purpose: Markdown has no collapsible section. */
const ALLOWED_HTML = /^(<details>\s*(<summary>[^<]*<\/summary>)?|<\/details>|<summary>[^<]*<\/summary>)$/;
/** The classes Docusaurus puts on the <html> of a page that has a twin. */
const CONTENT_PAGE = /<html[^>]*class="[^"]*\b(docs-doc-page|blog-post-page|mdx-page)\b/;
/** Code blocks a page's interactive widget renders (ColorGenerator's CSS), which twins drop. */
const WIDGET_CODE_BLOCKS = {'styling-layout.md': 1};
const failures = [];

function localeFolders() {
  const folders = [buildDir];
  for (const entry of readdirSync(buildDir)) {
    const folder = path.join(buildDir, entry);
    if (existsSync(path.join(folder, 'sitemap.xml')) && existsSync(path.join(folder, 'index.html'))) {
      folders.push(folder);
    }
  }
  return folders;
}

/** The build file a URL of the site points at, or undefined when there is none. */
function fileOf(url) {
  const {pathname} = new URL(url, 'https://site.invalid');
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) {
    return existsSync(path.join(file, 'index.html')) ? path.join(file, 'index.html') : undefined;
  }
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function countHtmlCodeBlocks(html) {
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  return article.match(/<pre[\s>]/g)?.length ?? 0;
}

function checkTwin(twinFile, html) {
  const name = path.relative(buildDir, twinFile);
  const tree = parser.parse(readFileSync(twinFile, 'utf8'));
  let codeBlocks = 0;
  visit(tree, (node) => {
    // A Mermaid diagram is drawn in the browser: the built HTML has no block for it.
    if (node.type === 'code') {
      codeBlocks += node.lang === 'mermaid' ? 0 : 1;
    } else if (node.type === 'html' && !ALLOWED_HTML.test(node.value.trim())) {
      failures.push(`${name}: HTML or JSX outside code: ${node.value.slice(0, 80)}`);
    } else if (node.type === 'paragraph') {
      const first = node.children[0];
      if (first?.type === 'text' && /^(import|export)\s[^\n]*(\sfrom\s|=)/.test(first.value)) {
        failures.push(`${name}: an import/export line: ${first.value.split('\n')[0]}`);
      }
    } else if (node.type === 'text' && /\b_[\w-]+\.mdx?\b/.test(node.value)) {
      failures.push(`${name}: mentions a partial file outside code, maybe unresolved: ${node.value.slice(0, 80)}`);
    }
  });
  const expected = countHtmlCodeBlocks(html) - (WIDGET_CODE_BLOCKS[path.basename(twinFile)] ?? 0);
  if (codeBlocks !== expected) {
    failures.push(`${name}: ${codeBlocks} code blocks, its page has ${expected}`);
  }
}

function sitemapUrls(folder) {
  const xml = readFileSync(path.join(folder, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

let twins = 0;
for (const folder of localeFolders()) {
  for (const url of sitemapUrls(folder)) {
    const htmlFile = fileOf(url);
    const html = htmlFile && readFileSync(htmlFile, 'utf8');
    if (!html || !CONTENT_PAGE.test(html)) {
      continue;
    }
    const {pathname} = new URL(url);
    const twinPath = `${pathname.replace(/\/+$/, '')}.md`;
    const twinFile = fileOf(twinPath);
    if (!twinFile) {
      failures.push(`${pathname}: no Markdown twin at ${twinPath}`);
      continue;
    }
    if (
      !html.includes(`type=text/markdown href=${twinPath} `) &&
      !html.includes(`type="text/markdown" href="${twinPath}"`)
    ) {
      failures.push(`${pathname}: no <link rel="alternate" type="text/markdown"> to ${twinPath} in its head`);
    }
    twins += 1;
    checkTwin(twinFile, html);
  }
}

const llmsFiles = [];
(function findLlms(folder) {
  for (const entry of readdirSync(folder, {withFileTypes: true})) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') {
      findLlms(file);
    } else if (entry.name === 'llms.txt') {
      llmsFiles.push(file);
    }
  }
})(buildDir);
let llmsLinks = 0;
for (const file of llmsFiles) {
  for (const [, link, fullFile] of readFileSync(file, 'utf8').matchAll(
    /\]\(([^)\s]+)\)|: (https?:\/\/\S+llms-full\.txt)/g,
  )) {
    const url = link ?? fullFile;
    llmsLinks += 1;
    if (!fileOf(url)) {
      failures.push(`${path.relative(buildDir, file)}: ${url} is not in the build`);
    }
  }
}

console.log(
  `Markdown twins: ${twins} content pages checked, ${llmsFiles.length} llms.txt files with ${llmsLinks} links.`,
);
if (twins === 0 || llmsFiles.length === 0) {
  failures.push('no twin or no llms.txt found: is the markdown-twins plugin enabled and the build complete?');
}
for (const failure of failures) {
  console.error(`✖ ${failure}`);
}
process.exit(failures.length > 0 ? 1 : 0);
