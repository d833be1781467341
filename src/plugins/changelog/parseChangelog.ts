/**
 * Parses the Markdown changelog into releases. The format is strict on purpose: every
 * problem fails the build with the file, line and a hint, so a bad edit never publishes a
 * half-broken changelog.
 *
 *   ## 2.4.3 (2023-09-20)
 *
 *   One or two sentences of summary.
 *
 *   #### Bug fixes
 *   - `scope`: what changed. ([#123](https://github.com/...))
 *
 *   #### Committers: 1
 *   - Name ([@handle](https://github.com/handle))
 */

export const GROUP_HEADINGS = [
  'Breaking changes',
  'New features',
  'Bug fixes',
  'Performance',
  'Polish',
  'Documentation',
  'Maintenance',
] as const;

export type ChangelogGroup = {title: string; entries: string[]};

export type Release = {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** 1-based line of the release heading in the source. */
  line: number;
  summary: string;
  groups: ChangelogGroup[];
  committers: string[];
};

const RELEASE_HEADING = /^## (?<version>\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?) \((?<date>\d{4}-\d{2}-\d{2})\)$/;
const COMMITTERS_HEADING = /^#### Committers: (?<count>\d+)$/;

export class ChangelogError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ChangelogError';
  }
}

function isValidDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** `{`, `}`, `<` and `>` outside inline code would be read as JSX by MDX. */
function findUnsafeCharacter(text: string): string | undefined {
  const outsideCode = text.replace(/`[^`]*`/g, '');
  return /[{}<>]/.exec(outsideCode)?.[0];
}

export function parseChangelog(source: string, file = 'CHANGELOG.md'): Release[] {
  const releases: Release[] = [];
  const seen = new Map<string, number>();
  let release: Release | undefined;
  let group: ChangelogGroup | undefined;
  let inCommitters = false;
  let expectedCommitters = 0;
  let committersLine = 0;

  const fail = (line: number, message: string): never => {
    throw new ChangelogError(file, line, message);
  };
  const closeRelease = () => {
    if (!release) {
      return;
    }
    if (!release.summary) {
      fail(release.line, `release ${release.version} has no summary paragraph after its heading.`);
    }
    if (inCommitters && release.committers.length !== expectedCommitters) {
      fail(
        committersLine,
        `"Committers: ${expectedCommitters}" lists ${peopleCount(release.committers.length)}; make the count match the list.`,
      );
    }
    releases.push(release);
  };

  source.split('\n').forEach((rawLine, index) => {
    const lineNumber = index + 1;
    const line = rawLine.trimEnd();
    if (line.startsWith('## ')) {
      closeRelease();
      const match = RELEASE_HEADING.exec(line);
      if (!match?.groups) {
        const hint = /\(\d{4}-\d{2}-\d{2}\)/.test(line) ? '' : ' The date is missing or not in (YYYY-MM-DD) form.';
        return fail(lineNumber, `malformed release heading "${line}": expected "## <version> (<YYYY-MM-DD>)".${hint}`);
      }
      const {version, date} = match.groups as {version: string; date: string};
      if (!isValidDate(date)) {
        return fail(lineNumber, `release ${version} has an impossible date ${date}.`);
      }
      const firstLine = seen.get(version);
      if (firstLine !== undefined) {
        return fail(lineNumber, `duplicate release ${version}, already defined at line ${firstLine}.`);
      }
      seen.set(version, lineNumber);
      release = {version, date, line: lineNumber, summary: '', groups: [], committers: []};
      group = undefined;
      inCommitters = false;
      return undefined;
    }
    if (line.trim() === '' || (!release && (line.startsWith('# ') || !line.startsWith('#')))) {
      // Blank lines, and the title and introduction above the first release.
      return undefined;
    }
    if (!release) {
      return fail(lineNumber, `"${line}" comes before the first release heading.`);
    }
    const unsafe = findUnsafeCharacter(line);
    if (unsafe) {
      return fail(lineNumber, `"${unsafe}" outside inline code would break MDX; wrap the text in backticks.`);
    }
    if (line.startsWith('#### ')) {
      const committers = COMMITTERS_HEADING.exec(line);
      if (committers?.groups) {
        inCommitters = true;
        expectedCommitters = Number(committers.groups.count);
        committersLine = lineNumber;
        group = undefined;
        return undefined;
      }
      const title = line.slice(5);
      if (!(GROUP_HEADINGS as readonly string[]).includes(title)) {
        return fail(lineNumber, `unknown group "${title}"; use one of: ${GROUP_HEADINGS.join(', ')}, Committers: N.`);
      }
      if (inCommitters) {
        return fail(lineNumber, `group "${title}" comes after the committers; committers close a release.`);
      }
      group = {title, entries: []};
      release.groups.push(group);
      return undefined;
    }
    if (line.startsWith('#')) {
      return fail(lineNumber, `unexpected heading "${line}"; releases use "##" and groups "####".`);
    }
    if (line.startsWith('- ')) {
      if (inCommitters) {
        release.committers.push(line.slice(2));
      } else if (group) {
        group.entries.push(line.slice(2));
      } else {
        return fail(lineNumber, 'a list item must come under a group heading such as "#### Bug fixes".');
      }
      return undefined;
    }
    if (group || inCommitters || release.groups.length > 0) {
      return fail(lineNumber, `unexpected text "${line}" inside a group; entries start with "- ".`);
    }
    release.summary = release.summary ? `${release.summary} ${line.trim()}` : line.trim();
    return undefined;
  });
  closeRelease();
  if (releases.length === 0) {
    throw new ChangelogError(file, 1, 'no release found; releases start with "## <version> (<YYYY-MM-DD>)".');
  }
  return releases;
}

function peopleCount(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/**
 * The blog post the blog plugin reads for one release. `sameDayRank` counts the newer
 * releases published the same day (2.4.2 and 2.4.3, say): they get earlier hours, so the
 * blog's date order keeps the changelog's order.
 */
export function releaseToPost(release: Release, sameDayRank = 0): string {
  const sections = release.groups.map(
    ({title, entries}) => `## ${title}\n\n${entries.map((entry) => `- ${entry}`).join('\n')}`,
  );
  if (release.committers.length > 0) {
    sections.push(
      `## Committers\n\n${peopleCount(release.committers.length)} contributed to this release:\n\n${release.committers
        .map((committer) => `- ${committer}`)
        .join('\n')}`,
    );
  }
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(release.version)}`,
    `description: ${JSON.stringify(release.summary)}`,
    `date: ${release.date}T${String(23 - Math.min(sameDayRank, 23)).padStart(2, '0')}:00:00Z`,
    `slug: ${JSON.stringify(`/${release.version}`)}`,
    '---',
  ].join('\n');
  // List pages render the part above the marker; a release with only a summary has no notes to expand.
  const notes = sections.length > 0 ? `\n\n{/* truncate */}\n\n${sections.join('\n\n')}` : '';
  return `${frontMatter}\n\n${release.summary}${notes}\n`;
}
