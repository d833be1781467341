import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPLACED_MODULES} from '../replacedModules';

const require = createRequire(import.meta.url);

describe.each(REPLACED_MODULES)('$packageName/$file', ({pattern, packageName, file, exports, replacement}) => {
  // Export maps hide these files from require.resolve(): look in the node_modules folders Node would.
  const packageRoot = (require.resolve.paths(packageName) ?? [])
    .map((folder) => path.join(folder, packageName))
    .find((folder) => existsSync(path.join(folder, 'package.json')));
  const installed = path.join(packageRoot ?? packageName, file);

  it('is matched by the replacement pattern where it is installed', () => {
    expect(installed).toMatch(pattern);
  });

  it('still exports what the replacement provides, and only that', () => {
    const exported = [...readFileSync(installed, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
      ([, name]) => name,
    );
    expect(exported.sort()).toEqual([...exports].sort());
    const provided = [...readFileSync(replacement, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
      ([, name]) => name,
    );
    expect(provided.sort()).toEqual([...exports].sort());
  });
});
