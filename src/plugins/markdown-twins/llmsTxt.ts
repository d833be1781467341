import type {Section, TwinPage, VersionGroup} from './collect';

/** A rendered twin, with what llms.txt says about it. */
export type Twin = {page: TwinPage; url: string; markdown: string; fallback: boolean};

const SECTION_ORDER: Section[] = ['Docs', 'API', 'Community', 'Blog', 'Changelog', 'Pages'];

function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function linkLine({page, url, fallback}: Twin, fallbackMark: string): string {
  const description = oneLine(page.description);
  return `- [${oneLine(page.title)}](${url})${fallback ? ` ${fallbackMark}` : ''}${description ? `: ${description}` : ''}`;
}

function sections(twins: Twin[], fallbackMark: string): string[] {
  return SECTION_ORDER.flatMap((section) => {
    const lines = twins.filter((twin) => twin.page.section === section).map((twin) => linkLine(twin, fallbackMark));
    return lines.length > 0 ? [`## ${section}`, '', ...lines, ''] : [];
  });
}

export type LlmsTxtHeader = {
  title: string;
  summary: string;
  /** Said when some pages are shown in English (a locale other than the default). */
  localeNote?: string;
};

/** An llms.txt as llmstxt.org describes it: title, summary, notes, then sections of links. */
export function renderLlmsTxt(
  header: LlmsTxtHeader,
  twins: Twin[],
  {otherFiles = [], fullUrl}: {otherFiles?: {title: string; url: string; description: string}[]; fullUrl: string},
): string {
  const fallbackMark = '(English)';
  const lines = [
    `# ${header.title}`,
    '',
    `> ${oneLine(header.summary)}`,
    '',
    `Every link is the Markdown version of a page. The whole documentation in one file: ${fullUrl}`,
    ...(header.localeNote ? ['', `${header.localeNote} Pages marked ${fallbackMark} are shown in English.`] : []),
    '',
    ...sections(twins, fallbackMark),
  ];
  if (otherFiles.length > 0) {
    lines.push(
      '## Optional',
      '',
      ...otherFiles.map(({title, url, description}) => `- [${title}](${url}): ${description}`),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** llms-full.txt: the twins of a docs version one after the other, in sidebar order. */
export function renderLlmsFullTxt(header: LlmsTxtHeader, twins: Twin[]): string {
  const intro = [`# ${header.title}`, '', `> ${oneLine(header.summary)}`, ''];
  if (header.localeNote) {
    intro.push(header.localeNote, '');
  }
  const pages = twins.map(({url, markdown}) => `Source: ${url}\n\n${markdown.trimEnd()}\n`);
  return [intro.join('\n'), ...pages].join('\n---\n\n');
}

export function docsOf(version: VersionGroup, twinsByPermalink: Map<string, Twin>): Twin[] {
  return version.pages.flatMap((page) => {
    const twin = twinsByPermalink.get(page.permalink);
    return twin ? [twin] : [];
  });
}
