/**
 * A site that changes Infima's primary colour has to set all seven primary-colour
 * variables, since Infima does not derive them from the base colour. This module derives
 * them (HSL lightness steps from one base colour) for the site's stylesheet and for the
 * colour generator on the styling docs page, so the two can never disagree.
 */

export type ColorShade = {
  /** CSS custom property, e.g. `--ifm-color-primary-dark`. */
  variableName: string;
  /** Relative lightness change: negative darkens, positive lightens. */
  adjustment: number;
  /** Position in the generator's table, darkest first. */
  displayOrder: number;
  /** Position in the generated CSS, base colour first as Infima documents it. */
  codeOrder: number;
};

export const COLOR_SHADES: readonly ColorShade[] = [
  {variableName: '--ifm-color-primary-darkest', adjustment: -0.3, displayOrder: 0, codeOrder: 3},
  {variableName: '--ifm-color-primary-darker', adjustment: -0.15, displayOrder: 1, codeOrder: 2},
  {variableName: '--ifm-color-primary-dark', adjustment: -0.1, displayOrder: 2, codeOrder: 1},
  {variableName: '--ifm-color-primary', adjustment: 0, displayOrder: 3, codeOrder: 0},
  {variableName: '--ifm-color-primary-light', adjustment: 0.1, displayOrder: 4, codeOrder: 4},
  {variableName: '--ifm-color-primary-lighter', adjustment: 0.15, displayOrder: 5, codeOrder: 5},
  {variableName: '--ifm-color-primary-lightest', adjustment: 0.3, displayOrder: 6, codeOrder: 6},
];

type Hsl = {hue: number; saturation: number; lightness: number};

const HEX_COLOR = /^#?(?<hex>[0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

function parseHex(value: string): [number, number, number] {
  const hex = HEX_COLOR.exec(value.trim())?.groups?.hex;
  if (!hex) {
    throw new Error(`"${value}" is not a hex colour such as #2e8555 or #2e8.`);
  }
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16) / 255) as [number, number, number];
}

function rgbToHsl([red, green, blue]: [number, number, number]): Hsl {
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return {hue: 0, saturation: 0, lightness};
  }
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) {
    hue = ((green - blue) / delta) % 6;
  } else if (max === green) {
    hue = (blue - red) / delta + 2;
  } else {
    hue = (red - green) / delta + 4;
  }
  return {hue: (hue * 60 + 360) % 360, saturation, lightness};
}

function hslToHex({hue, saturation, lightness}: Hsl): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const secondary = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const match = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [red, green, blue] =
    sector === 0
      ? [chroma, secondary, 0]
      : sector === 1
        ? [secondary, chroma, 0]
        : sector === 2
          ? [0, chroma, secondary]
          : sector === 3
            ? [0, secondary, chroma]
            : sector === 4
              ? [secondary, 0, chroma]
              : [chroma, 0, secondary];
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round((channel + match) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Scales lightness by `1 + adjustment`, clamped to the valid range. */
export function adjustLightness(baseColor: string, adjustment: number): string {
  const hsl = rgbToHsl(parseHex(baseColor));
  const lightness = Math.min(1, Math.max(0, hsl.lightness * (1 + adjustment)));
  return hslToHex({...hsl, lightness});
}

export type ComputedShade = ColorShade & {value: string};

export function computeShades(baseColor: string): ComputedShade[] {
  return COLOR_SHADES.map((shade) => ({
    ...shade,
    value: adjustLightness(baseColor, shade.adjustment),
  }));
}

/** The CSS block a reader pastes into `src/css/custom.css`. */
export function shadesToCss(baseColor: string, selector = ':root'): string {
  const declarations = computeShades(baseColor)
    .sort((left, right) => left.codeOrder - right.codeOrder)
    .map(({variableName, value}) => `  ${variableName}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}`;
}
