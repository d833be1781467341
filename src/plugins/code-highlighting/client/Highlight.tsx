import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps} from 'prism-react-renderer';
// Every grammar in the server bundle, nothing in the browser's (../index.ts).
import '@prism-on-demand/server-grammars';
import {typeStyles, tokenStyle, type TypeStyles} from '../tokenStyles';
import {loadedPrism} from './loadedPrism';
import {highlightedLines} from './tokens';

interface ThemeStyles {
  readonly block: CSSProperties;
  readonly line: CSSProperties;
  readonly byType: TypeStyles;
}

function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  return {block: theme.plain, line: {...theme.plain, backgroundColor: undefined}, byType: typeStyles(theme, language)};
}

/**
 * prism-react-renderer's `Highlight` for the classic theme's code block (props and render
 * props alike), for the blocks highlighted in the browser (those of React pages, and MDX
 * blocks whose code is known only at runtime; the others arrive highlighted, see
 * ../rehypeStaticHighlight.ts). It uses the grammar registered when the block renders: in the
 * browser, those the modules loaded so far import, with Prism's core; on the server, every
 * grammar. A language without one renders as plain text.
 */
export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const prism = loadedPrism();
  const grammar = prism?.languages[language];
  const lines = useMemo(() => highlightedLines(prism, code, language, grammar), [prism, code, language, grammar]);
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
