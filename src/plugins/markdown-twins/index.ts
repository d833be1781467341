import {mkdir, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectPages, type TwinPage, type VersionGroup} from './collect';
import type {Root} from 'mdast';
import {convertFile, convertTree, renderTwin} from './convert';
import {SiteUrls, twinPathOf} from './links';
import {docsOf, renderLlmsFullTxt, renderLlmsTxt, type Twin} from './llmsTxt';

export const MARKDOWN_TWINS_PLUGIN_NAME = 'markdown-twins';

export type MarkdownTwinsOptions = {
  /** Content plugin instances without twins (the /tests fixtures). */
  excludedPluginIds: string[];
  /** Admonition keywords added to the theme's defaults (the docs plugin's `admonitions.keywords`). */
  extraAdmonitionKeywords: string[];
};

/** The MDX loader's default admonition keywords (@docusaurus/mdx-loader, not exported). */
const DEFAULT_ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

const CARD_LIST: Root = {
  type: 'root',
  children: [{type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [], children: []}],
};

/** What the theme's wrappers read: which content plugin instances have twins. */
export type MarkdownTwinsGlobalData = {excludedPluginIds: string[]};

function readCodeTranslation(localizationDir: string, id: string): string | undefined {
  try {
    const messages = JSON.parse(readFileSync(path.join(localizationDir, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    return messages[id]?.message;
  } catch {
    return undefined;
  }
}

/**
 * Writes a Markdown twin of every content page (`/docs/cli/` → `/docs/cli.md`), made from
 * its MDX source, and llms.txt / llms-full.txt for every docs version, in every locale.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {siteDir, siteConfig, baseUrl, i18n, localizationDir} = context;
  let collected: {versions: VersionGroup[]; others: TwinPage[]} = {versions: [], others: []};
  const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
  const admonitionKeywords = [...DEFAULT_ADMONITION_KEYWORDS, ...options.extraAdmonitionKeywords];
  const localeLabel = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;

  return {
    name: MARKDOWN_TWINS_PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      collected = collectPages(allContent, {siteDir, excludedPluginIds: options.excludedPluginIds});
      actions.setGlobalData({excludedPluginIds: options.excludedPluginIds} satisfies MarkdownTwinsGlobalData);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const allPages = [...collected.versions.flatMap((version) => version.pages), ...collected.others];
      const urls = new SiteUrls(
        {
          siteUrl: siteConfig.url,
          baseUrl,
          outDir,
          staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
        },
        allPages,
      );
      const fallbackNote = isDefaultLocale ? undefined : readCodeTranslation(localizationDir, 'docs.fallbackNotice');
      const twins = new Map<string, Twin>();
      for (const page of allPages) {
        const fallback = !isDefaultLocale && page.source !== undefined && !page.source.startsWith(localizationDir);
        const htmlFile = path.join(outDir, page.permalink.slice(baseUrl.length), 'index.html');
        let html: string | undefined;
        const site = {
          siteDir,
          admonitionKeywords,
          resolveLink: (url: string, fromFile: string) => urls.link(url, fromFile, page),
          resolveImage: (url: string, fromFile: string) =>
            urls.image(url, fromFile, page, () => (html ??= readFileSync(htmlFile, 'utf8'))),
          docCards: () => page.cards,
        };
        const content = page.source
          ? convertFile(page.source, site, {frontMatter: page.frontMatter})
          : // A generated category index is its cards.
            convertTree(CARD_LIST, path.join(siteDir, page.permalink), site);
        const notes = [
          ...(page.date ? [[page.date, ...(page.authors ?? [])].join(' · ')] : []),
          ...(fallback && fallbackNote ? [fallbackNote] : []),
        ];
        const markdown = renderTwin({title: page.title, description: page.description, notes}, content);
        const file = path.join(outDir, twinPathOf(page.permalink).slice(baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        twins.set(page.permalink, {page, url: urls.twinUrl(page.permalink), markdown, fallback});
      }
      await writeLlmsFiles({outDir, urls, twins});
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        logger.interpolate`[${i18n.currentLocale}] Markdown twins: ${twins.size} pages and llms.txt in ${seconds}s.`,
      );
    },
  };

  async function writeLlmsFiles({outDir, urls, twins}: {outDir: string; urls: SiteUrls; twins: Map<string, Twin>}) {
    const localeNote = isDefaultLocale
      ? undefined
      : `This is the ${localeLabel} edition: pages are in ${localeLabel} where translated and in English otherwise.`;
    const others = collected.others.flatMap((page) => twins.get(page.permalink) ?? []);
    const llmsPath = (version: VersionGroup) => (version.isCurrent ? baseUrl : `${version.versionPath}/`);
    const olderVersions = collected.versions.filter((version) => !version.isCurrent);
    for (const version of collected.versions) {
      const folder = llmsPath(version);
      const docs = docsOf(version, twins);
      const header = {
        title: version.isCurrent ? siteConfig.title : `${siteConfig.title} ${version.label}`,
        summary: version.isCurrent
          ? (siteConfig.tagline ?? '')
          : `The documentation of ${siteConfig.title} ${version.label}, an earlier version than the current docs.`,
        localeNote,
      };
      const fullUrl = urls.absolute(`${folder}llms-full.txt`);
      const llms = renderLlmsTxt(header, version.isCurrent ? [...docs, ...others] : docs, {
        fullUrl,
        otherFiles: version.isCurrent
          ? olderVersions.map((older) => ({
              title: `${siteConfig.title} ${older.label}`,
              url: urls.absolute(`${llmsPath(older)}llms.txt`),
              description: `the docs of version ${older.label}`,
            }))
          : [],
      });
      const dir = path.join(outDir, folder.slice(baseUrl.length));
      await mkdir(dir, {recursive: true});
      await writeFile(path.join(dir, 'llms.txt'), llms);
      await writeFile(path.join(dir, 'llms-full.txt'), renderLlmsFullTxt(header, docs));
    }
  }
}
