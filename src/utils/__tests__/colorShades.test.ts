import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {adjustLightness, computeShades, isHexColor, shadesToCss} from '../colorShades';

const customCss = readFileSync(new URL('../../css/custom.css', import.meta.url), 'utf8');

function declaredVariables(selector: string): Record<string, string> {
  const start = customCss.indexOf(`${selector} {`);
  const block = customCss.slice(start, customCss.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--ifm-color-primary[a-z-]*):\s*(#[0-9a-f]{6});/g)].map((match) => [match[1], match[2]]),
  );
}

describe('colour shades', () => {
  it('keeps the base colour unchanged', () => {
    expect(adjustLightness('#2e8555', 0)).toBe('#2e8555');
    expect(adjustLightness('#25C2A0', 0)).toBe('#25c2a0');
  });

  it('darkens and lightens by relative lightness', () => {
    const shades = computeShades('#2e8555').map(({value}) => value);
    expect(shades).toEqual(['#205d3b', '#277148', '#29784c', '#2e8555', '#33925e', '#359962', '#3cad6f']);
  });

  it('orders the generated CSS base colour first', () => {
    expect(shadesToCss('#25c2a0', "[data-theme='dark']").split('\n').slice(0, 3)).toEqual([
      "[data-theme='dark'] {",
      '  --ifm-color-primary: #25c2a0;',
      '  --ifm-color-primary-dark: #21af90;',
    ]);
  });

  it('accepts three-digit colours and rejects anything else with a clear message', () => {
    expect(adjustLightness('#fff', -0.5)).toBe('#808080');
    expect(isHexColor('2e8555')).toBe(true);
    expect(isHexColor('green')).toBe(false);
    expect(() => computeShades('rgb(0 0 0)')).toThrow('"rgb(0 0 0)" is not a hex colour');
  });

  it('matches the palette declared in custom.css for both colour modes', () => {
    for (const [selector, base] of [
      [':root', '#2e8555'],
      ["[data-theme='dark']", '#25c2a0'],
    ] as const) {
      const expected = Object.fromEntries(computeShades(base).map(({variableName, value}) => [variableName, value]));
      expect(declaredVariables(selector)).toEqual(expected);
    }
  });
});
