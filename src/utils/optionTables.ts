/**
 * Reads the option names documented in a reference page: the first cell of each row of
 * the tables under its "## Options" heading, e.g. | `routeBasePath` | `string` | ... |.
 * Nested rows such as `feedOptions.type` count for their top-level option.
 */
export function documentedOptionNames(source: string, heading = 'Options'): string[] {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) {
    return [];
  }
  const end = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  const names = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => name.split(/[.[]/)[0] as string);
  return [...new Set(names)].sort();
}

export type OptionsDrift = {undocumented: string[]; unknown: string[]};

/** Options the code has but the page lacks, and options the page names that do not exist. */
export function compareOptions(documented: string[], actual: string[], alwaysAccepted: string[] = []): OptionsDrift {
  return {
    undocumented: actual.filter((name) => !documented.includes(name)),
    unknown: documented.filter((name) => !actual.includes(name) && !alwaysAccepted.includes(name)),
  };
}
