import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../../src/utils/contrast';
import {darkCodeTheme, lightCodeTheme} from '../prism';

const MIN_CONTRAST = 4.5;
const CUSTOM_CSS = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** The value of a custom property in the stylesheet's first rule for `selector`. */
function cssVariable(selector: string, name: string): string {
  const rule = CUSTOM_CSS.slice(CUSTOM_CSS.indexOf(`${selector} {`));
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(rule.slice(0, rule.indexOf('}')))?.[1];
  if (!value) {
    throw new Error(`src/css/custom.css should set ${name} in its ${selector} rule`);
  }
  return value;
}

/** A translucent `rgb(r g b / a%)` laid over an opaque #rrggbb background, as #rrggbb. */
function layOver(translucent: string, background: string): string {
  const parts = /rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(translucent)?.slice(1).map(Number);
  if (!parts) {
    throw new Error(`"${translucent}" is not rgb(r g b / a%)`);
  }
  const alpha = (parts[3] ?? 0) / 100;
  const mixed = [0, 1, 2].map((index) => {
    const under = parseInt(background.slice(1 + index * 2, 3 + index * 2), 16);
    return Math.round((parts[index] ?? 0) * alpha + under * (1 - alpha));
  });
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe.each([
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
])('%s code theme', (_mode, theme, selector) => {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  it.each([
    ['the code background', background],
    ['a highlighted line', layOver(cssVariable(selector, '--docusaurus-highlighted-code-line-bg'), background)],
    ['an error line', layOver(cssVariable(selector, '--site-code-error-line-bg'), background)],
  ])('gives every token colour enough contrast on %s', (_label, lineBackground) => {
    const entries = [{types: ['plain'], style: theme.plain}, ...theme.styles];
    const lowContrast = entries
      .filter(({style}) => typeof style.color === 'string')
      .map(({types, style}) => ({types: types.join('/'), ratio: contrastRatio(style.color as string, lineBackground)}))
      .filter(({ratio}) => ratio < MIN_CONTRAST)
      .map(({types, ratio}) => `${types}: ${ratio.toFixed(2)}`);
    expect(lowContrast).toEqual([]);
  });
});
