import type {Release} from './parseChangelog';

export type ReleaseSeries = {
  /** e.g. "2.4", or "2.0.0 betas" for pre-releases of one version. */
  title: string;
  releases: {version: string; date: string}[];
};

const PRERELEASE_NAMES: Record<string, string> = {alpha: 'alphas', beta: 'betas', rc: 'release candidates'};

/** The series a release belongs to: its minor line, or its pre-release kind. */
export function seriesTitle(version: string): string {
  const [core, prerelease] = version.split('-');
  if (prerelease) {
    const kind = prerelease.split('.')[0] ?? prerelease;
    return `${core} ${PRERELEASE_NAMES[kind] ?? 'pre-releases'}`;
  }
  const [major, minor] = (core ?? version).split('.');
  return `${major}.${minor}`;
}

/** Groups releases by series, keeping the changelog's order (newest first). */
export function groupBySeries(releases: Release[]): ReleaseSeries[] {
  const series: ReleaseSeries[] = [];
  for (const {version, date} of releases) {
    const title = seriesTitle(version);
    const current = series.find((entry) => entry.title === title);
    if (current) {
      current.releases.push({version, date});
    } else {
      series.push({title, releases: [{version, date}]});
    }
  }
  return series;
}
