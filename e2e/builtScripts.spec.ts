import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, localeFolders} from './support/builtSite';

/**
 * The bundler writes each JSON module (a doc's metadata, a sidebar, a version's data) into the
 * JavaScript chunks as `JSON.parse('…')`. Renaming files after minifying once rewrote six
 * digits of a doc's `lastUpdatedAt` there into a chunk's hash (see
 * src/plugins/routing-and-prefetch/lean-chunk-maps): the page threw while loading and never
 * hydrated, and which page it hit changed from build to build. This reads every chunk of
 * every locale, without a browser, and parses every such literal.
 */
const JSON_MODULE = /JSON\.parse\('((?:[^'\\]|\\.)*)'\)/g;

function scriptFolders(): string[] {
  return ['', ...localeFolders()].map((locale) => path.join(BUILD_DIR, locale, 'assets', 'js'));
}

test('every JSON module in the built JavaScript parses', () => {
  const failures: string[] = [];
  let parsed = 0;
  for (const folder of scriptFolders()) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      for (const [, literal = ''] of source.matchAll(JSON_MODULE)) {
        // The literal is a JavaScript string: its escapes are read as the browser reads them.
        const text = runInNewContext(`'${literal}'`) as string;
        try {
          JSON.parse(text);
          parsed += 1;
        } catch (error) {
          failures.push(`${path.relative(BUILD_DIR, path.join(folder, file))}: ${(error as Error).message}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(parsed).toBeGreaterThan(1000);
});
