import {describe, expect, it} from 'vitest';
import {parseChangelog, releaseToPost} from '../parseChangelog';
import {groupBySeries, seriesTitle} from '../releaseSeries';

const CHANGELOG = `# Changelog

Intro text above the first release.

## 2.4.3 (2023-09-20)

A patch release
with two lines of summary.

#### Bug fixes

- \`docusaurus-theme-classic\`: Lists keep their class names. ([#9099](https://github.com/facebook/docusaurus/pull/9099))

#### Committers: 2

- Ori Shalom ([@ori-shalom](https://github.com/ori-shalom))
- [@TheCatLady](https://github.com/TheCatLady)

## 2.4.2 (2023-09-20)

Published by mistake; use 2.4.3.

## 2.0.0-beta.1 (2021-05-19)

A beta.

#### New features

- Added \`<Tabs>\` groups.

#### Maintenance

- Upgraded dependencies.
`;

function parseError(source: string): string {
  try {
    parseChangelog(source, 'CHANGELOG.md');
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('parseChangelog', () => {
  const releases = parseChangelog(CHANGELOG);

  it('reads every release with its version, date, line and summary', () => {
    expect(releases.map(({version, date, line}) => [version, date, line])).toEqual([
      ['2.4.3', '2023-09-20', 5],
      ['2.4.2', '2023-09-20', 19],
      ['2.0.0-beta.1', '2021-05-19', 23],
    ]);
    expect(releases[0]?.summary).toBe('A patch release with two lines of summary.');
  });

  it('groups entries under their headings and collects the committers', () => {
    expect(releases[0]?.groups).toEqual([
      {
        title: 'Bug fixes',
        entries: [
          '`docusaurus-theme-classic`: Lists keep their class names. ([#9099](https://github.com/facebook/docusaurus/pull/9099))',
        ],
      },
    ]);
    expect(releases[0]?.committers).toHaveLength(2);
    expect(releases[1]?.groups).toEqual([]);
    expect(releases[2]?.groups.map(({title}) => title)).toEqual(['New features', 'Maintenance']);
  });

  it('names the line of a malformed heading', () => {
    expect(parseError('## 2.4.3 2023-09-20\n\nSummary.')).toBe(
      'CHANGELOG.md:1: malformed release heading "## 2.4.3 2023-09-20": expected "## <version> (<YYYY-MM-DD>)". The date is missing or not in (YYYY-MM-DD) form.',
    );
    expect(parseError('## Version 2 (2023-09-20)\n\nSummary.')).toMatch(/^CHANGELOG.md:1: malformed release heading/);
  });

  it('rejects a missing or impossible date', () => {
    expect(parseError('## 2.4.3\n\nSummary.')).toMatch(/^CHANGELOG.md:1: .*date is missing/);
    expect(parseError('## 2.4.3 (2023-02-30)\n\nSummary.')).toBe(
      'CHANGELOG.md:1: release 2.4.3 has an impossible date 2023-02-30.',
    );
  });

  it('rejects a duplicate version, pointing at both lines', () => {
    expect(parseError('## 2.4.3 (2023-09-20)\n\nOne.\n\n## 2.4.3 (2023-09-21)\n\nTwo.')).toBe(
      'CHANGELOG.md:5: duplicate release 2.4.3, already defined at line 1.',
    );
  });

  it('rejects unknown groups, stray text, missing summaries and wrong committer counts', () => {
    expect(parseError('## 1.0.0 (2020-01-01)\n\nS.\n\n#### Features\n- x')).toMatch(
      /^CHANGELOG.md:5: unknown group "Features"/,
    );
    expect(parseError('## 1.0.0 (2020-01-01)\n\n#### Bug fixes\n\n- x')).toBe(
      'CHANGELOG.md:1: release 1.0.0 has no summary paragraph after its heading.',
    );
    expect(parseError('## 1.0.0 (2020-01-01)\n\nS.\n\n#### Bug fixes\n\nloose text')).toMatch(
      /^CHANGELOG.md:7: unexpected text "loose text"/,
    );
    expect(parseError('## 1.0.0 (2020-01-01)\n\nS.\n\n#### Committers: 2\n\n- One')).toMatch(
      /^CHANGELOG.md:5: "Committers: 2" lists 1 person;/,
    );
  });

  it('rejects characters that MDX would read as JSX, unless they are inline code', () => {
    expect(parseError('## 1.0.0 (2020-01-01)\n\nAdds <Tabs> support.')).toBe(
      'CHANGELOG.md:3: "<" outside inline code would break MDX; wrap the text in backticks.',
    );
    expect(parseError('## 1.0.0 (2020-01-01)\n\nAdds `<Tabs>` support.')).toBe('no error');
  });

  it('rejects a file without releases', () => {
    expect(parseError('# Changelog\n\nNothing yet.')).toMatch(/^CHANGELOG.md:1: no release found/);
  });
});

describe('releaseToPost', () => {
  it('writes front matter, the summary first, then one section per group', () => {
    const [latest] = parseChangelog(CHANGELOG);
    if (!latest) {
      throw new Error('the fixture has releases');
    }
    const post = releaseToPost(latest);
    expect(post).toMatch(
      /^---\ntitle: "2.4.3"\ndescription: "A patch release with two lines of summary."\ndate: 2023-09-20T23:00:00Z\nslug: "\/2.4.3"\n---\n\nA patch release/,
    );
    expect(post).toContain('## Bug fixes\n\n- `docusaurus-theme-classic`');
    expect(post).toContain('## Committers\n\n2 people contributed to this release:');
  });

  it('marks where the notes start, for list pages, only when a release has notes', () => {
    const [latest, summaryOnly] = parseChangelog(CHANGELOG);
    if (!latest || !summaryOnly) {
      throw new Error('the fixture has a release with notes and one with a summary only');
    }
    expect(releaseToPost(latest)).toContain('with two lines of summary.\n\n{/* truncate */}\n\n## Bug fixes');
    expect(releaseToPost(summaryOnly)).not.toContain('truncate');
  });

  it('orders releases of the same day by giving newer ones a later hour', () => {
    const [, sameDay] = parseChangelog(CHANGELOG);
    if (!sameDay) {
      throw new Error('the fixture has two releases on 2023-09-20');
    }
    expect(releaseToPost(sameDay, 1)).toContain('date: 2023-09-20T22:00:00Z');
  });
});

describe('release series', () => {
  it('names series by minor line or pre-release kind', () => {
    expect(seriesTitle('2.4.3')).toBe('2.4');
    expect(seriesTitle('2.0.0-beta.22')).toBe('2.0.0 betas');
    expect(seriesTitle('2.0.0-alpha.70')).toBe('2.0.0 alphas');
    expect(seriesTitle('2.0.0-rc.1')).toBe('2.0.0 release candidates');
  });

  it('groups releases in changelog order', () => {
    expect(groupBySeries(parseChangelog(CHANGELOG)).map(({title, releases}) => [title, releases.length])).toEqual([
      ['2.4', 2],
      ['2.0.0 betas', 1],
    ]);
  });
});
