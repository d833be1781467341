import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {converterFingerprint, SourceCache} from './cache';
import {collectPages, isExcluded, type TwinPage, type VersionGroup} from './collect';
import {
  convertSource,
  docCardsPlaceholder,
  fillTemplate,
  linkList,
  renderTwin,
  toTemplate,
  type TwinTemplate,
} from './convert';
import {SiteUrls, twinPathOf} from './links';
import {docsOf, renderLlmsFullTxt, renderLlmsTxt, type Twin} from './llmsTxt';
import {PhaseTimer} from './phaseTimer';

export const MARKDOWN_TWINS_PLUGIN_NAME = 'markdown-twins';

export type MarkdownTwinsOptions = {
  /** Content plugin instances without twins (the /tests fixtures). */
  excludedPluginIds: string[];
  /** Route prefixes without twins, under the locale's base URL (`/examples/`). */
  excludedPaths: string[];
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

/** What the theme's wrappers read: which pages have no twin. */
export type MarkdownTwinsGlobalData = {
  excludedPluginIds: string[];
  /** Pages of the other instances without a twin: the excluded paths, pages marked noindex. */
  excludedPermalinks: string[];
};

const pluginDir = path.dirname(fileURLToPath(import.meta.url));
/** The files the converter is made of, and the data it reads: a change invalidates the cache. */
const CONVERTER_FOLDERS = [path.join(pluginDir, 'convert')];
const CONVERTER_DATA = [path.join(pluginDir, '../../data/team.ts')];
/** A generated category index is its cards. */
const GENERATED_INDEX = toTemplate([docCardsPlaceholder()]);

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
  const {admonitions, headingIds} = siteConfig.markdown.mdx1Compat;
  const mdx1Compat = {admonitions, headingIds};
  const localeLabel = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;

  return {
    name: MARKDOWN_TWINS_PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      const all = collectPages(allContent, {siteDir, excludedPluginIds: options.excludedPluginIds});
      const excludedPaths = options.excludedPaths.map((prefix) => `${baseUrl}${prefix.replace(/^\//, '')}`);
      const excluded = (page: TwinPage) => isExcluded(page, excludedPaths);
      collected = {
        versions: all.versions.map((version) => ({...version, pages: version.pages.filter((page) => !excluded(page))})),
        others: all.others.filter((page) => !excluded(page)),
      };
      const excludedPermalinks = [...all.versions.flatMap((version) => version.pages), ...all.others]
        .filter(excluded)
        .map((page) => page.permalink);
      actions.setGlobalData({
        excludedPluginIds: options.excludedPluginIds,
        excludedPermalinks,
      } satisfies MarkdownTwinsGlobalData);
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const timer = new PhaseTimer();
      const cache = new SourceCache<TwinTemplate>(
        path.join(siteDir, 'node_modules/.cache/markdown-twins'),
        converterFingerprint({
          folders: CONVERTER_FOLDERS,
          files: CONVERTER_DATA,
          options: {admonitionKeywords, mdx1Compat},
        }),
      );
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
        const {source} = page;
        const fallback = !isDefaultLocale && source !== undefined && !source.startsWith(localizationDir);
        const template = source
          ? cache.get(source, () =>
              timer.time('convert', () => {
                const converted = convertSource(
                  source,
                  {siteDir, admonitionKeywords, mdx1Compat, timer},
                  {frontMatter: page.frontMatter},
                );
                return {
                  value: timer.time('print', () => toTemplate(converted.nodes)),
                  dependencies: converted.dependencies,
                };
              }),
            )
          : GENERATED_INDEX;
        const htmlFile = path.join(outDir, page.permalink.slice(baseUrl.length), 'index.html');
        let html: string | undefined;
        const body = timer.time('fill', () =>
          fillTemplate(template, {
            link: (url, fromFile) => urls.link(url, fromFile, page),
            image: (url, fromFile) => urls.image(url, fromFile, page, () => (html ??= readFileSync(htmlFile, 'utf8'))),
            docCards: () =>
              linkList(
                page.cards.map(({title, permalink, description}) => ({
                  title,
                  url: urls.link(permalink, source ?? siteDir, page),
                  description,
                })),
              ),
          }),
        );
        const notes = [
          ...(page.date ? [[page.date, ...(page.authors ?? [])].join(' · ')] : []),
          ...(fallback && fallbackNote ? [fallbackNote] : []),
        ];
        const markdown = timer.time('fill', () =>
          renderTwin({title: page.title, description: page.description, notes}, body),
        );
        const file = path.join(outDir, twinPathOf(page.permalink).slice(baseUrl.length));
        timer.time('write', () => {
          mkdirSync(path.dirname(file), {recursive: true});
          writeFileSync(file, markdown);
        });
        twins.set(page.permalink, {page, url: urls.twinUrl(page.permalink), markdown, fallback});
      }
      timer.time('llms.txt', () => writeLlmsFiles({outDir, urls, twins}));
      // All of the above is synchronous: no other plugin's postBuild runs in between, so the
      // wall time and the process's CPU time are the twins' own.
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const {user, system} = process.cpuUsage(cpuStarted);
      const cpuSeconds = ((user + system) / 1e6).toFixed(1);
      logger.info(
        logger.interpolate`[${i18n.currentLocale}] Markdown twins: ${twins.size} pages and llms.txt in ${seconds}s, CPU ${cpuSeconds}s (${timer.summary()}; ${cache.hits} sources from the cache, ${cache.misses} converted).`,
      );
    },
  };

  function writeLlmsFiles({outDir, urls, twins}: {outDir: string; urls: SiteUrls; twins: Map<string, Twin>}) {
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
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'llms.txt'), llms);
      writeFileSync(path.join(dir, 'llms-full.txt'), renderLlmsFullTxt(header, docs));
    }
  }
}
