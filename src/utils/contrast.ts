/** WCAG 2 contrast between two colours given as #rgb/#rrggbb or rgb()/rgba() strings. */

function toRgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
  }
  const channels = /^rgba?\(([^)]+)\)$/i
    .exec(color.trim())?.[1]
    ?.split(/[\s,/]+/)
    .map(Number);
  if (channels && channels.length >= 3 && channels.slice(0, 3).every((channel) => Number.isFinite(channel))) {
    return channels.slice(0, 3) as [number, number, number];
  }
  throw new Error(`"${color}" is not a colour this check understands (use #rrggbb or rgb()).`);
}

function relativeLuminance(color: string): number {
  const [red, green, blue] = toRgb(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
