import {TAG_TYPES, type Site, type TagType} from '@site/src/data/showcaseTypes';

/** How selected tags combine: a site must have all of them (AND) or any of them (OR). */
export type Operator = 'AND' | 'OR';

export type ShowcaseFilters = {tags: TagType[]; operator: Operator; name: string};

export const NO_FILTERS: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

const QUERY = {tags: 'tags', operator: 'operator', name: 'name'} as const;

function isTag(value: string): value is TagType {
  return (TAG_TYPES as readonly string[]).includes(value);
}

/** Reads the filters from a query string; unknown tags and bad values are ignored. */
export function readFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll(QUERY.tags).filter(isTag))];
  const operator = params.get(QUERY.operator)?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  const name = (params.get(QUERY.name) ?? '').slice(0, 200);
  return {tags, operator, name};
}

/** Writes the filters into a query string, keeping any other parameters. */
export function writeFilters(search: string, filters: ShowcaseFilters): string {
  const params = new URLSearchParams(search);
  params.delete(QUERY.tags);
  filters.tags.forEach((tag) => params.append(QUERY.tags, tag));
  if (filters.operator === 'AND') {
    params.set(QUERY.operator, 'AND');
  } else {
    params.delete(QUERY.operator);
  }
  if (filters.name) {
    params.set(QUERY.name, filters.name);
  } else {
    params.delete(QUERY.name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasFilters({tags, name}: ShowcaseFilters): boolean {
  return tags.length > 0 || name.trim() !== '';
}

export function toggleTag(tags: TagType[], tag: TagType): TagType[] {
  return tags.includes(tag) ? tags.filter((selected) => selected !== tag) : [...tags, tag];
}

function matchesName(site: Site, name: string): boolean {
  const query = name.trim().toLocaleLowerCase();
  return query === '' || site.title.toLocaleLowerCase().includes(query);
}

function matchesTags(site: Site, {tags, operator}: ShowcaseFilters): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

export function filterSites(sites: readonly Site[], filters: ShowcaseFilters): Site[] {
  return sites.filter((site) => matchesName(site, filters.name) && matchesTags(site, filters));
}
