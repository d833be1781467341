import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {CurrentBundler} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkDocusaurusVersion,
  expectMatched,
  replaceCorePlugin,
  swapModules,
  VERIFIED_DOCUSAURUS_VERSION,
  type ModuleSwap,
} from '../index';

describe('checkDocusaurusVersion', () => {
  it('accepts the installed Docusaurus, the release the interventions were verified against', () => {
    expect(() => checkDocusaurusVersion()).not.toThrow();
  });

  it('stops on another release, naming the package, both versions and what to do', () => {
    const upgraded = (packageName: string) => (packageName === '@docusaurus/theme-common' ? '3.11.0' : '3.10.2');
    expect(() => checkDocusaurusVersion(upgraded, '3.10.2')).toThrow(
      /@docusaurus\/theme-common is 3\.11\.0, but .* verified against 3\.10\.2\. .*README\.md .* set VERIFIED_DOCUSAURUS_VERSION/,
    );
    expect(VERIFIED_DOCUSAURUS_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('expectMatched and replaceCorePlugin', () => {
  it('pass what they found on, and stop the build naming an intervention that found nothing', () => {
    expect(expectMatched('a rule edit', 2)).toBe(2);
    expect(() => expectMatched('a rule edit', 0)).toThrow('framework-internals: a rule edit found nothing to act on');
  });

  it("replace core's plugin in place, or stop when it is gone", () => {
    class CorePlugin {
      apply(): void {}
    }
    const other = {};
    const replacement = {};
    const plugins: unknown[] = [other, new CorePlugin(), other];
    replaceCorePlugin('a table move', plugins, 'CorePlugin', replacement);
    expect(plugins).toEqual([other, replacement, other]);
    expect(() => replaceCorePlugin('a table move', [other], 'CorePlugin', replacement)).toThrow(
      "a table move (core's CorePlugin in the client bundler configuration) found nothing",
    );
  });
});

describe('swapModules in a real build', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'framework-internals-'));
  const file = (name: string, source: string) => {
    const filePath = path.join(root, name);
    mkdirSync(path.dirname(filePath), {recursive: true});
    writeFileSync(filePath, source);
    return filePath;
  };
  file('node_modules/framework/lib/context.js', "export const where = 'framework';");
  file('node_modules/framework/index.js', "export {where} from './lib/context.js';");
  file('node_modules/highlighter/index.js', "export const highlight = 'library';");
  const ownContext = file('site/context.js', "export const where = 'site';");
  const ownHighlight = file('site/highlight.js', "export const highlight = 'site';");
  const entry = file('site/index.js', "export {where} from 'framework';\nexport {highlight} from 'highlighter';");
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  const bundler = {name: 'rspack', instance: rspack} as unknown as CurrentBundler;

  function build(swaps: ModuleSwap[]): Promise<{errors: string[]; output: string}> {
    const outDir = mkdtempSync(path.join(root, 'out-'));
    const compiler = rspack({
      mode: 'development',
      devtool: false,
      context: root,
      entry,
      output: {path: outDir},
      plugins: swapModules(bundler, 'client', swaps) as never,
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || !stats) {
          reject(error ?? new Error('no stats'));
          return;
        }
        const errors = stats.toJson({all: false, errors: true}).errors?.map(({message}) => message) ?? [];
        compiler.close(() => undefined);
        resolve({errors, output: stats.compilation.getAsset('main.js')?.source.source().toString() ?? ''});
      });
    });
  }

  it('swaps a module found by its resolved path, and one by request from a given importer', async () => {
    const {errors, output} = await build([
      {name: 'context', pattern: /[\\/]framework[\\/]lib[\\/]context\.js$/, replacement: ownContext},
      {name: 'highlight', pattern: /^highlighter$/, issuer: /[\\/]site[\\/]index\.js$/, replacement: ownHighlight},
    ]);
    expect(errors).toEqual([]);
    expect(output).toContain("'site'");
    expect(output).not.toContain("'framework'");
    expect(output).not.toContain("'library'");
  });

  it('fails the build naming each swap that matched nothing', async () => {
    const {errors} = await build([
      {name: 'context', pattern: /[\\/]framework[\\/]lib[\\/]context\.js$/, replacement: ownContext},
      {name: 'moved file', pattern: /[\\/]framework[\\/]lib[\\/]renamed\.js$/, replacement: ownHighlight},
      {name: 'other importer', pattern: /^highlighter$/, issuer: /[\\/]elsewhere[\\/]/, replacement: ownHighlight},
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('in the client bundle, these swaps of Docusaurus internals matched nothing');
    expect(errors[0]).toContain('- moved file (');
    expect(errors[0]).toContain('- other importer (');
    expect(errors[0]).not.toContain('- context (');
  });
});
