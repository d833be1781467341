import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
// Every grammar in the server bundle, nothing in the browser's (../index.ts).
import '@prism-on-demand/server-grammars';
import Prism from './prism';
import {highlightedLines} from './tokens';

interface ThemeStyles {
  readonly block: CSSProperties;
  readonly line: CSSProperties;
  readonly byType: Readonly<Record<string, CSSProperties>>;
}

/** The theme's styles that apply to `language`, merged per token type in the theme's order. */
function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages === undefined || languages.includes(language)) {
      types.forEach((type) => (byType[type] = {...byType[type], ...style}));
    }
  }
  return {block: theme.plain, line: {...theme.plain, backgroundColor: undefined}, byType};
}

/**
 * The inline style of a token: its types' styles merged. A line's only token, made empty by
 * `tokenLines`, is an inline block so the line keeps its height, unless it carries a single
 * styled type (an empty line inside a comment, say): prism-react-renderer gives that one the
 * type's style alone, and blocks look the same as with it.
 */
function tokenStyle({types, empty}: Token, byType: ThemeStyles['byType']): CSSProperties | undefined {
  const [onlyType] = types;
  if (types.length === 1 && onlyType === 'plain') {
    return empty ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty && onlyType !== undefined) {
    return byType[onlyType];
  }
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => byType[type]));
}

/**
 * prism-react-renderer's `Highlight` for the classic theme's code block (props and render
 * props alike), with the grammar registered when the block renders: in the browser, those the
 * modules loaded so far import (a page's MDX imports its blocks' grammars, see
 * ../remarkImportGrammars.ts); on the server, every grammar. A language without one renders
 * as plain text.
 */
export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const grammar = Prism.languages[language];
  const lines = useMemo(() => highlightedLines(Prism, code, language, grammar), [code, language, grammar]);
  const styles = useMemo(() => (theme ? themeStyles(theme, language) : undefined), [theme, language]);

  const renderProps: RenderProps = {
    tokens: lines,
    className: `prism-code language-${language}`,
    style: styles?.block ?? {},
    getLineProps: ({className, style, line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: styles || style ? {...styles?.line, ...style} : undefined,
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style
        ? {...(styles && tokenStyle(token, styles.byType)), ...style}
        : styles && tokenStyle(token, styles.byType),
    }),
  };
  return children(renderProps);
}
