import type {CurrentBundler} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {readFileSync} from 'node:fs';
import {installedPackageFile} from '../../utils/installedModules';

/**
 * The Docusaurus release every intervention listed in README.md was last checked against.
 * Bump it only after going through that list with the new release's files side by side.
 */
export const VERIFIED_DOCUSAURUS_VERSION = '3.10.2';

/** The packages whose private files the interventions depend on, released in lockstep. */
const DOCUSAURUS_PACKAGES = ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common'] as const;

function installedVersion(packageName: string): string {
  const manifest = installedPackageFile(packageName, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * Throws unless every Docusaurus package the site reaches into is the release the
 * interventions were verified against: an upgrade stops the build until someone has checked
 * each of them again and bumped `VERIFIED_DOCUSAURUS_VERSION`.
 */
export function checkDocusaurusVersion(
  versionOf: (packageName: string) => string = installedVersion,
  verified: string = VERIFIED_DOCUSAURUS_VERSION,
): void {
  for (const packageName of DOCUSAURUS_PACKAGES) {
    const version = versionOf(packageName);
    if (version !== verified) {
      throw new Error(
        `framework-internals: ${packageName} is ${version}, but the site's interventions in Docusaurus internals were verified against ${verified}. Check each one listed in src/plugins/framework-internals/README.md against ${version}, then set VERIFIED_DOCUSAURUS_VERSION in src/plugins/framework-internals/index.ts to ${version}.`,
      );
    }
  }
}

/** One module of the framework (or of a library it imports) that the site replaces by its own. */
export interface ModuleSwap {
  /** Who swaps what, as the build's error names it, e.g. "hydration: core's browserContext". */
  readonly name: string;
  /** The request, or the resolved path, of the module that is replaced. */
  readonly pattern: RegExp;
  /** The absolute path of the site's module, which nothing but this swap may import. */
  readonly replacement: string;
  /** Only requests made by a module whose path matches this are swapped. */
  readonly issuer?: RegExp;
}

/** What the bundler hands a replacement callback: the request, and once resolved, the file. */
interface ResolveData {
  request: string;
  contextInfo?: {issuer?: string};
  createData?: {resource?: string};
}

/** A module of a finished module graph; a file the bundler read has its path (and query) here. */
type Module = {readonly resource?: string} | object;

/**
 * How many modules import each swap's replacement, in a finished module graph. The
 * replacement is reached through its swap only, so this counts the imports the swap
 * redirected; it reads the module graph rather than counting resolutions, so a build served
 * from the bundler's persistent cache counts the same.
 */
export function countSwapMatches<M extends Module>(
  swaps: readonly ModuleSwap[],
  modules: Iterable<M>,
  importersOf: (module: M) => number,
): Map<ModuleSwap, number> {
  const counts = new Map(swaps.map((swap) => [swap, 0]));
  for (const module of modules) {
    const resource = 'resource' in module ? module.resource?.split('?')[0] : undefined;
    for (const swap of swaps) {
      if (resource === swap.replacement) {
        counts.set(swap, (counts.get(swap) ?? 0) + importersOf(module));
      }
    }
  }
  return counts;
}

/** The build error for the swaps that matched nothing, or undefined when all did. */
export function unmatchedSwapsMessage(counts: ReadonlyMap<ModuleSwap, number>, bundle: string): string | undefined {
  const unmatched = [...counts].filter(([, count]) => count === 0).map(([swap]) => swap);
  if (unmatched.length === 0) {
    return undefined;
  }
  const list = unmatched.map((swap) => `  - ${swap.name} (${String(swap.pattern)})`).join('\n');
  return `framework-internals: in the ${bundle} bundle, these swaps of Docusaurus internals matched nothing, so the site would silently lose what they do:\n${list}\nThe module they replace has moved or changed: see src/plugins/framework-internals/README.md.`;
}

/**
 * The bundler plugins that make `swaps` in one bundle (client or server): one
 * NormalModuleReplacementPlugin per swap, and a check, once the module graph is complete,
 * that fails the build naming every swap that matched nothing.
 */
export function swapModules(
  bundler: CurrentBundler,
  bundle: 'client' | 'server',
  swaps: readonly ModuleSwap[],
): WebpackPluginInstance[] {
  checkDocusaurusVersion();
  const {NormalModuleReplacementPlugin, WebpackError} = bundler.instance;
  const replacements = swaps.map(
    (swap) =>
      new NormalModuleReplacementPlugin(swap.pattern, (data: ResolveData) => {
        if (swap.issuer && !swap.issuer.test(data.contextInfo?.issuer ?? '')) {
          return;
        }
        // Matched by its resolved path (the bundler calls again after resolving), or by its request.
        if (data.createData?.resource !== undefined) {
          data.createData.resource = swap.replacement;
        } else {
          data.request = swap.replacement;
        }
      }),
  );
  const check: WebpackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('FrameworkInternalsSwapCheck', (compilation) => {
        compilation.hooks.finishModules.tap('FrameworkInternalsSwapCheck', (modules) => {
          const counts = countSwapMatches(
            swaps,
            modules,
            (module) =>
              new Set(
                Array.from(
                  compilation.moduleGraph.getIncomingConnections(module),
                  ({originModule}) => originModule,
                ).filter((origin) => origin !== null),
              ).size,
          );
          const message = unmatchedSwapsMessage(counts, bundle);
          if (message !== undefined) {
            compilation.errors.push(new WebpackError(message));
          }
        });
      });
    },
  };
  return [...replacements, check];
}

/**
 * For interventions that are not module swaps (a parse of generated code, an edit of core's
 * bundler rules): returns `count`, or throws naming the intervention when it found nothing
 * to act on.
 */
export function expectMatched(name: string, count: number): number {
  checkDocusaurusVersion();
  if (count === 0) {
    throw new Error(
      `framework-internals: ${name} found nothing to act on in this Docusaurus build, so the site would silently lose what it does. See src/plugins/framework-internals/README.md.`,
    );
  }
  return count;
}

/**
 * Replaces the instance of one of core's bundler plugins, found by class name, in a bundler
 * configuration's plugin list; throws when it is not there.
 */
export function replaceCorePlugin(
  name: string,
  plugins: unknown[] | undefined,
  className: string,
  replacement: unknown,
): void {
  const list = plugins ?? [];
  const index = list.findIndex((plugin) => typeof plugin === 'object' && plugin?.constructor.name === className);
  expectMatched(`${name} (core's ${className} in the client bundler configuration)`, index < 0 ? 0 : 1);
  list.splice(index, 1, replacement);
}
