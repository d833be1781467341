import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);

/** Mermaid's theme for each colour mode of the site. */
export const DIAGRAM_THEMES = {light: 'default', dark: 'dark'} as const;
export type ColorMode = keyof typeof DIAGRAM_THEMES;
export const COLOR_MODES = Object.keys(DIAGRAM_THEMES) as ColorMode[];

/** Mermaid's settings besides the theme. */
interface RenderOptions {
  startOnLoad: boolean;
  fontFamily: string;
  themeVariables: Record<string, string>;
}

/**
 * Labels use Arial's metrics (Liberation Sans, its metric twin, where the diagrams are
 * drawn): Mermaid sizes each box for its text when it renders, so the font must measure the
 * same on the machine that renders and on readers'.
 */
const FONT_FAMILY = 'arial, "Liberation Sans", sans-serif';

/**
 * Mermaid's settings for a colour mode. The dark theme puts edge labels (#ccc) on #585858,
 * 4.43:1, under WCAG's 4.5:1; a darker label background gives 6.4:1.
 */
export function renderOptions(mode: ColorMode): RenderOptions {
  const darkLabels: Record<string, string> = mode === 'dark' ? {edgeLabelBackground: '#404040'} : {};
  return {startOnLoad: false, fontFamily: FONT_FAMILY, themeVariables: {fontFamily: FONT_FAMILY, ...darkLabels}};
}

/**
 * Every id in a cached SVG starts with this; the remark plugin replaces it with a prefix of
 * its own per diagram and colour mode, so that two diagrams on one page (or one diagram in
 * both modes) never share an id, a marker or a style rule.
 */
export const ID_PLACEHOLDER = 'diagram-id-placeholder';

export const MERMAID_VERSION: string = (require('mermaid/package.json') as {version: string}).version;

export const CACHE_DIR = fileURLToPath(new URL('../../data/diagrams/', import.meta.url));

/** The cache key: what the SVG depends on (source, theme, settings, Mermaid's version). */
export function diagramKey(source: string, mode: ColorMode): string {
  return createHash('sha256')
    .update(JSON.stringify([MERMAID_VERSION, DIAGRAM_THEMES[mode], renderOptions(mode), source]))
    .digest('hex');
}

export function cacheFile(key: string): string {
  return path.join(CACHE_DIR, `${key}.svg`);
}

/** The cached SVG of a diagram in one colour mode, or undefined when it was never rendered. */
export function readCachedSvg(source: string, mode: ColorMode): string | undefined {
  const file = cacheFile(diagramKey(source, mode));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
