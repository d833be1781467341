import archivedVersions from '../versionsArchived.json';

/**
 * Older releases are hosted as separate snapshots. The navbar's version dropdown and the
 * /versions/ page both read them from versionsArchived.json.
 */
export type ArchivedVersion = {name: string; url: string};

export const ARCHIVED_VERSIONS: ArchivedVersion[] = Object.entries(archivedVersions).map(([name, url]) => ({
  name,
  url,
}));

/** How many archived versions the navbar dropdown lists before "All versions". */
export const ARCHIVED_VERSIONS_IN_DROPDOWN = 5;
