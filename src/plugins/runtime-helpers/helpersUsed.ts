import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The tslib helpers the compiled files of a folder call (`tslib_1.__importDefault(…)`). */
export function tslibHelpersUsed(libDir: string): string[] {
  const helpers = new Set<string>();
  for (const file of readdirSync(libDir, {recursive: true, encoding: 'utf8'})) {
    if (file.endsWith('.js')) {
      for (const [, helper = ''] of readFileSync(path.join(libDir, file), 'utf8').matchAll(/\btslib_1\.(__\w+)/g)) {
        helpers.add(helper);
      }
    }
  }
  return [...helpers].sort();
}
