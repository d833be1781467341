import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

/**
 * How a Prism theme styles tokens, as prism-react-renderer applies it: shared by the
 * browser's `Highlight` (inline styles) and the build-time highlighter (classes, with the
 * CSS written from the same styles), so that both give a token the same look.
 */

export type TypeStyles = Readonly<Record<string, CSSProperties>>;

/** The theme's styles that apply to `language`, merged per token type in the theme's order. */
export function typeStyles(theme: PrismTheme, language: string): TypeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages === undefined || languages.includes(language)) {
      types.forEach((type) => (byType[type] = {...byType[type], ...style}));
    }
  }
  return byType;
}

/**
 * Whether a token is an empty inline block (its line's only token, made empty so that the
 * line keeps its height), unless it carries a single styled type (an empty line inside a
 * comment, say), which prism-react-renderer gives that type's style alone.
 */
export function isInlineBlock({types, empty}: Token): boolean {
  const [onlyType] = types;
  return Boolean(empty) && !(types.length === 1 && onlyType !== 'plain');
}

/** The theme's part of a token's style: its types' styles merged, later types winning. */
export function themeStyle({types}: Token, byType: TypeStyles): CSSProperties | undefined {
  const [onlyType] = types;
  if (types.length === 1 && onlyType === 'plain') {
    return undefined;
  }
  return Object.assign({}, ...types.map((type) => byType[type])) as CSSProperties;
}

/** The inline style prism-react-renderer gives a token. */
export function tokenStyle(token: Token, byType: TypeStyles): CSSProperties | undefined {
  const [onlyType] = token.types;
  if (isInlineBlock(token)) {
    return {display: 'inline-block', ...themeStyle(token, byType)};
  }
  return token.empty && onlyType !== undefined ? byType[onlyType] : themeStyle(token, byType);
}
