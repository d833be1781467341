import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../../src/utils/contrast';
import {darkCodeTheme, lightCodeTheme} from '../prism';

const MIN_CONTRAST = 4.5;

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_mode, theme) => {
  it('gives every token colour enough contrast on the code background', () => {
    const background = theme.plain.backgroundColor ?? '#ffffff';
    const entries = [{types: ['plain'], style: theme.plain}, ...theme.styles];
    const lowContrast = entries
      .filter(({style}) => typeof style.color === 'string')
      .map(({types, style}) => ({types: types.join('/'), ratio: contrastRatio(style.color as string, background)}))
      .filter(({ratio}) => ratio < MIN_CONTRAST)
      .map(({types, ratio}) => `${types}: ${ratio.toFixed(2)}`);
    expect(lowContrast).toEqual([]);
  });
});
