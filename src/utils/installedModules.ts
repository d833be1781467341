import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The path of a file inside an installed package. Export maps hide such files from
 * `require.resolve()`, so this looks in the node_modules folders Node would.
 */
export function installedPackageFile(packageName: string, file: string): string {
  const packageRoot = (require.resolve.paths(packageName) ?? [])
    .map((folder) => path.join(folder, packageName))
    .find((folder) => existsSync(path.join(folder, 'package.json')));
  return path.join(packageRoot ?? packageName, file);
}

/** The functions and constants an ES module file exports by name, sorted. */
export function exportedNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?(?:const|function) (\w+)/gm)]
    .map(([, name = '']) => name)
    .sort();
}
