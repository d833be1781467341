import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
/** What a source is turned into, and every file read to make it (the source itself included). */
export type Made<T> = {value: T; dependencies: string[]};

type Entry<T> = {fingerprint: string; dependencies: Record<string, string>; value: T};

function hashOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function contentHash(file: string): string | undefined {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * What sources were turned into, on disk (`node_modules/.cache/markdown-twins/`), one JSON
 * file per source: the locales of a build and later builds reuse it while the source and
 * every file it read (partials, raw-loader imports) are unchanged. `fingerprint` stands for
 * the converter itself: a new one invalidates every entry.
 */
export class SourceCache<T> {
  hits = 0;
  misses = 0;

  constructor(
    private readonly dir: string,
    private readonly fingerprint: string,
  ) {}

  /** What `file` was made into, from the cache when still valid, else from `make` (then stored). */
  get(file: string, make: () => Made<T>): T {
    const entryFile = path.join(this.dir, `${hashOf(file).slice(0, 32)}.json`);
    const cached = this.read(entryFile);
    if (cached) {
      this.hits += 1;
      return cached;
    }
    this.misses += 1;
    const made = make();
    const entry: Entry<T> = {
      fingerprint: this.fingerprint,
      dependencies: Object.fromEntries(
        made.dependencies.map((dependency) => [dependency, contentHash(dependency) ?? '']),
      ),
      value: made.value,
    };
    mkdirSync(this.dir, {recursive: true});
    // Write then rename: node_modules may be a hard-linked copy, and a file is never half written.
    const temporary = `${entryFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(entry));
    renameSync(temporary, entryFile);
    return made.value;
  }

  private read(entryFile: string): T | undefined {
    let entry: Entry<T>;
    try {
      entry = JSON.parse(readFileSync(entryFile, 'utf8')) as Entry<T>;
    } catch {
      return undefined;
    }
    const valid =
      entry.fingerprint === this.fingerprint &&
      Object.entries(entry.dependencies).every(([file, hash]) => contentHash(file) === hash);
    return valid ? entry.value : undefined;
  }
}

/**
 * Stands for the converter: its own source files (every .ts file of `folders`), the other
 * files it reads (the team list) and its options. A change to any of them invalidates the cache.
 */
export function converterFingerprint({
  folders,
  files,
  options,
}: {
  folders: string[];
  files: string[];
  options: unknown;
}) {
  const hash = createHash('sha256').update(JSON.stringify(options));
  const sources = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => path.join(folder, name)),
  );
  for (const file of [...sources, ...files]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}
