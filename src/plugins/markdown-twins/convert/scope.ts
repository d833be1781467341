import path from 'node:path';
import vm from 'node:vm';
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdx';
import type {Program} from 'estree';
import {visit} from 'unist-util-visit';

/** A file a document imports or requires for its URL (an image, a download). */
export class AssetRef {
  constructor(readonly file: string) {}

  /** `require('./image.png').default`, as bundlers return it, is the same file. */
  get default(): AssetRef {
    return this;
  }
}

const ASSET_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|mp4|webm)$/i;
const PARTIAL_EXTENSION = /\.mdx?$/;
const RAW_LOADER = /^!!raw-loader!/;

/** What the imports and `export const` lines of one MDX document bind, for its expressions. */
export type DocumentScope = {
  /** Imported Markdown partials by local name. */
  partials: Map<string, string>;
  /** Evaluates a JavaScript expression of the document (attribute values, `{…}` blocks). */
  evaluate(expression: string): unknown;
};

function resolveImport(source: string, fromFile: string, siteDir: string): string {
  const specifier = source.replace(RAW_LOADER, '');
  if (specifier.startsWith('@site/')) {
    return path.join(siteDir, specifier.slice('@site/'.length));
  }
  return path.resolve(path.dirname(fromFile), specifier);
}

/**
 * Builds a sandbox with the values a document defines: raw-loader imports as their text,
 * asset imports and `require()` calls as AssetRef, the props a partial was given, and every
 * `export const` that is plain JavaScript (one holding JSX is a component, handled by name).
 * The sandbox is made on the first evaluation: most documents have no expression to evaluate.
 * `readFile` reads the files raw-loader imports (the caller records them as dependencies).
 */
export function createDocumentScope(
  tree: Root,
  {
    file,
    siteDir,
    props,
    frontMatter,
    readFile,
  }: {
    file: string;
    siteDir: string;
    props: Record<string, unknown>;
    frontMatter: Record<string, unknown>;
    readFile: (file: string) => string;
  },
): DocumentScope {
  const partials = new Map<string, string>();
  const sandbox: Record<string, unknown> = {
    props,
    // What the MDX loader and the theme put in scope of every document.
    frontMatter,
    useBaseUrl: (url: string) => url,
    require: (specifier: string) => new AssetRef(resolveImport(specifier, file, siteDir)),
  };
  const exportsSource: string[] = [];
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const source = String(statement.source.value);
        const resolved = resolveImport(source, file, siteDir);
        for (const specifier of statement.specifiers) {
          const name = specifier.local.name;
          if (RAW_LOADER.test(source)) {
            sandbox[name] = readFile(resolved);
          } else if (PARTIAL_EXTENSION.test(source)) {
            partials.set(name, resolved);
          } else if (ASSET_EXTENSION.test(source) && specifier.type === 'ImportDefaultSpecifier') {
            sandbox[name] = new AssetRef(resolved);
          }
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const {start, end} = statement.declaration as unknown as {start: number; end: number};
        const offset = node.position?.start.offset ?? 0;
        exportsSource.push(node.value.slice(start - offset, end - offset));
      }
    }
  });
  let context: vm.Context | undefined;
  const createContext = () => {
    const created = vm.createContext(sandbox);
    for (const declaration of exportsSource) {
      try {
        // `const` bindings of a script stay visible to later scripts in the same context.
        vm.runInContext(declaration, created, {timeout: 1000});
      } catch {
        // JSX or browser-only code: a component, converted by name when the page uses it.
      }
    }
    return created;
  };
  return {
    partials,
    evaluate: (expression) => vm.runInContext(`(${expression})`, (context ??= createContext()), {timeout: 1000}),
  };
}
