export type Rule = {test?: unknown; use?: unknown; oneOf?: unknown};

type LoaderEntry = {loader?: string; options?: Record<string, unknown>};

const FONT_FILE = 'font.woff2';

function isFontRule(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test(FONT_FILE);
}

/** Sets url-loader's size limit to false (always emit a file) in the font rules. */
export function keepFontsAsFiles(rules: Rule[]): number {
  let changed = 0;
  for (const rule of rules) {
    if (Array.isArray(rule.oneOf)) {
      changed += keepFontsAsFiles(rule.oneOf as Rule[]);
    }
    if (!isFontRule(rule) || !Array.isArray(rule.use)) {
      continue;
    }
    for (const entry of rule.use as LoaderEntry[]) {
      if (entry.loader?.includes('url-loader') && entry.options) {
        entry.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}
