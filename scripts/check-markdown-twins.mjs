// Checks the Markdown twins of a production build (src/plugins/markdown-twins): every
// content page of every locale's sitemap has a twin and links it from its head; no twin
// holds an import/export line, a JSX tag or an unresolved partial outside code; each twin
// has as many code blocks as its page; every link of every llms.txt resolves in the build.
// Twins are read line by line, not parsed: they are printed by mdast-util-to-markdown,
// which fences every code block and escapes a `<` that could start a tag in text, so a
// fence or a tag on a line is what it looks like. That keeps the check to a few seconds.
// Usage: node scripts/check-markdown-twins.mjs [build folder]
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const started = performance.now();
const buildDir = path.resolve(process.argv[2] ?? 'build');
/** Route prefixes without twins: the plugin's `excludedPaths` in docusaurus.config.ts. */
const EXCLUDED_PATHS = ['/examples/'];
/** HTML the twins keep on purpose: Markdown has no collapsible section. */
const ALLOWED_TAG = /^<\/?(details|summary)>$/;
/** A tag (not an autolink such as <https://…>, not an escaped \<). */
const TAG = /(?<!\\)<\/?[A-Za-z][\w-]*(\s[^>]*)?\/?>/g;
/** What precedes a line's content: blockquote markers, list markers, indentation. */
const CONTAINER_PREFIX = /^(\s*(>|[-*+]\s|\d+[.)]\s))*\s*/;
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

/** Code blocks of the page's article, Mermaid sources aside (as in scanTwin). */
function countHtmlCodeBlocks(html) {
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  return [...article.matchAll(/<pre(\s[^>]*)?>/g)].filter(([tag]) => !tag.includes('language-mermaid')).length;
}

/** Code blocks (Mermaid aside) and problems of a twin, read line by line. */
function scanTwin(markdown) {
  let fence;
  let codeBlocks = 0;
  const problems = [];
  for (const line of markdown.split('\n')) {
    const content = line.replace(CONTAINER_PREFIX, '');
    if (fence) {
      const closing = content.trim();
      if (closing.length >= fence.length && closing === fence.charAt(0).repeat(closing.length)) {
        fence = undefined;
      }
      continue;
    }
    const opening = /^(`{3,}|~{3,}|\$\$)(.*)$/.exec(content);
    if (opening) {
      fence = opening[1];
      const language = opening[2].trim().split(/\s/)[0];
      // Math is not code. A Mermaid diagram is a drawing: drawn at build time, the page keeps its
      // source folded below it; drawn by the <Mermaid> component, the page has no source.
      codeBlocks += fence === '$$' || language === 'mermaid' ? 0 : 1;
      continue;
    }
    const text = content.replace(/(`+)[^`][\s\S]*?\1/g, '');
    if (/^(import|export)\s[^\n]*(\sfrom\s|=)/.test(text)) {
      problems.push(`an import/export line: ${line}`);
    }
    for (const [tag] of text.matchAll(TAG)) {
      if (!ALLOWED_TAG.test(tag)) {
        problems.push(`HTML or JSX outside code: ${tag}`);
      }
    }
    if (/\b_[\w-]+\.mdx?\b/.test(text)) {
      problems.push(`mentions a partial file outside code, maybe unresolved: ${line.slice(0, 80)}`);
    }
  }
  return {codeBlocks, problems};
}

function checkTwin(twinFile, html) {
  const name = path.relative(buildDir, twinFile);
  const {codeBlocks, problems} = scanTwin(readFileSync(twinFile, 'utf8'));
  failures.push(...problems.map((problem) => `${name}: ${problem}`));
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
    const localePath = pathname.slice(path.relative(buildDir, folder).length + (folder === buildDir ? 0 : 1));
    if (EXCLUDED_PATHS.some((prefix) => localePath.startsWith(prefix))) {
      if (html.includes('type=text/markdown') || html.includes('type="text/markdown"')) {
        failures.push(`${pathname}: excluded from the twins, but its head links a twin`);
      }
      continue;
    }
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

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Markdown twins: ${twins} content pages checked, ${llmsFiles.length} llms.txt files with ${llmsLinks} links, in ${seconds}s.`,
);
if (twins === 0 || llmsFiles.length === 0) {
  failures.push('no twin or no llms.txt found: is the markdown-twins plugin enabled and the build complete?');
}
for (const failure of failures) {
  console.error(`✖ ${failure}`);
}
process.exit(failures.length > 0 ? 1 : 0);
