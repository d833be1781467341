import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {
  PAGE_TEXT_DIR,
  startsSection,
  TEXT_RUN_WORDS,
  textWords,
  type PageAnchor,
  type PageOutline,
} from './searchIndex';

/** What Pagefind 1.x writes before the JSON of a fragment, inside its gzip compression. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** The parts of a Pagefind fragment read here. */
interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  anchors: PageAnchor[];
}

/**
 * A fragment file of the bundle, parsed. Its format is Pagefind's own, not a documented
 * interface: a fragment that does not read as expected fails the build, naming the file,
 * rather than leaving the search without snippets.
 */
export function parseFragment(file: string, bytes: Buffer): Fragment {
  let text: string;
  try {
    text = gunzipSync(bytes).toString('utf8');
  } catch {
    text = bytes.toString('utf8');
  }
  const fragment: Partial<Fragment> | undefined = text.startsWith(FRAGMENT_SIGNATURE)
    ? (JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as Partial<Fragment>)
    : undefined;
  if (
    typeof fragment?.url !== 'string' ||
    typeof fragment.content !== 'string' ||
    typeof fragment.meta !== 'object' ||
    !Array.isArray(fragment.anchors)
  ) {
    throw new Error(
      `Pagefind's fragment ${file} is not in the format the search's snippets are made from ` +
        `("${FRAGMENT_SIGNATURE}", then JSON with url, content, meta and anchors): see "Page text" in ` +
        'src/plugins/local-search/README.md.',
    );
  }
  return fragment as Fragment;
}

/**
 * The outline and word runs of one page (see `PAGE_TEXT_DIR`), by file name. Words keep
 * `<` and `>` escaped, as Pagefind's `data()` answers them.
 */
export function pageTextFiles(id: string, {url, content, meta, filters, anchors}: Fragment): Map<string, string> {
  const {words, segmented} = textWords(content.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  const outline: PageOutline = {
    url,
    meta,
    kind: filters?.kind?.[0],
    anchors: anchors
      .filter(startsSection)
      .map(({element, id: anchorId, text, title, location}) => ({element, id: anchorId, text, title, location})),
    wordCount: words.length,
    segmented,
  };
  const files = new Map([[`${id}.json`, JSON.stringify(outline)]]);
  for (let run = 0; run * TEXT_RUN_WORDS < words.length; run += 1) {
    files.set(`${id}.${run}.json`, JSON.stringify(words.slice(run * TEXT_RUN_WORDS, (run + 1) * TEXT_RUN_WORDS)));
  }
  return files;
}

/**
 * Writes every page's text, split for the snippets, from the fragments Pagefind wrote to
 * the bundle at `outputPath`.
 */
export async function writePageTexts(outputPath: string): Promise<void> {
  const fragments = path.join(outputPath, 'fragment');
  const folder = path.join(outputPath, PAGE_TEXT_DIR);
  await mkdir(folder, {recursive: true});
  for (const file of await readdir(fragments)) {
    const id = path.basename(file, '.pf_fragment');
    const files = pageTextFiles(id, parseFragment(file, await readFile(path.join(fragments, file))));
    await Promise.all([...files].map(([name, text]) => writeFile(path.join(folder, name), text)));
  }
}
