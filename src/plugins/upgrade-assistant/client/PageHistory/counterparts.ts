/** `movedIds[version][id][otherVersion]`: the id the same page has in another version, when it differs. */
export type MovedIds = Record<string, Record<string, Record<string, string>>>;

/** What the upgrade-assistant plugin gives the browser for the page history. */
export type PageHistoryGlobalData = {docsPluginId: string; movedIds: MovedIds};

/** A docs version as the docs plugin's global data describes it, newest first. */
export type VersionDocs = {name: string; label: string; docs: {id: string; path: string}[]};

/** The same page in another version: its permalink, or none when that version lacks the page. */
export type Counterpart = {version: string; label: string; permalink?: string};

/**
 * The page `id` of `version` in each other version, newest first: the doc with the same
 * id, or with the id it moved to (`movedIds`); no permalink when the version has neither.
 */
export function counterparts(version: string, id: string, versions: VersionDocs[], moved: MovedIds): Counterpart[] {
  return versions
    .filter((other) => other.name !== version)
    .map((other) => {
      const otherId = moved[version]?.[id]?.[other.name] ?? id;
      const doc = other.docs.find((candidate) => candidate.id === otherId);
      return {version: other.name, label: other.label, ...(doc ? {permalink: doc.path} : {})};
    });
}

/** True when `version` comes before `other` in the newest-first list, i.e. is the newer one. */
export function isNewer(version: string, other: string, versions: VersionDocs[]): boolean {
  const names = versions.map(({name}) => name);
  return names.indexOf(version) < names.indexOf(other);
}
