import type {VersionRef} from './compare';

/** A comparison page as the index lists it. */
export type ComparisonSummary = {from: VersionRef; to: VersionRef; path: string};

/** `current` is the Canary docs, named so in URLs. */
const slugOf = (version: string) => (version === 'current' ? 'canary' : version);

/**
 * The path of a comparison page, relative to the base URL: `versions/compare/2.4.3-to-canary/`,
 * or of the index without arguments. Shared by the plugin and the versions page.
 */
export function comparePath(from?: string, to?: string): string {
  return from && to ? `versions/compare/${slugOf(from)}-to-${slugOf(to)}/` : 'versions/compare/';
}
