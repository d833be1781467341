import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../contrast';

describe('contrastRatio', () => {
  it('matches the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#2e8555', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#2e8555'), 10);
  });

  it('reads rgb() colours and rejects names', () => {
    expect(contrastRatio('rgb(0, 0, 0)', '#ffffff')).toBeCloseTo(21, 5);
    expect(() => contrastRatio('green', '#ffffff')).toThrow('"green" is not a colour');
  });
});
