/**
 * Whether a doc's Markdown was read from the current locale's translation folder. The docs
 * plugin records the file it read as `@site/<i18n path>/<locale path>/…` for a translation,
 * and as the English file (`@site/docs/…`, `@site/versioned_docs/…`) when it fell back.
 */
export function isTranslatedDocSource(
  source: string,
  {i18nPath, localePath}: {i18nPath: string; localePath: string},
): boolean {
  const folder = i18nPath.replace(/^\.\//, '').replace(/\/+$/, '');
  return source.startsWith(`@site/${folder}/${localePath}/`);
}
