import {createContext, use, useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Grammar} from 'prismjs';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import languageLoaders from '@generated/docusaurus-site-prism-on-demand/languageLoaders';
import Prism from './prism';
import {highlightedLines} from './tokens';

const loading = new Map<string, Promise<void>>();

/**
 * The loading of `language`'s grammar, or nothing when it has loaded or Prism has none.
 * One promise per language for the whole visit: React's `use` needs the same promise on
 * every render. A grammar that fails to load leaves its blocks as plain text, not broken.
 */
function grammarLoading(language: string): Promise<void> | undefined {
  const load = languageLoaders[language];
  if (load === undefined || Prism.languages[language] !== undefined) {
    return undefined;
  }
  let promise = loading.get(language);
  if (promise === undefined) {
    promise = load().then(
      () => undefined,
      () => undefined,
    );
    loading.set(language, promise);
  }
  return promise;
}

/**
 * Starts loading the grammars of these languages (names Prism has no grammar for are
 * ignored). A page's MDX calls it when its module is evaluated, which happens when the route
 * is preloaded, so its blocks rarely have to wait (see ../remarkPreloadGrammars.ts).
 */
export function preloadGrammars(languages: readonly string[]): readonly string[] {
  languages.forEach(grammarLoading);
  return languages;
}

const WaitForGrammarsContext = createContext(true);

/** Blocks inside render at once, as plain text where their grammar has not loaded yet. */
export function WithoutWaitingForGrammars({children}: {readonly children: ReactNode}): ReactNode {
  return <WaitForGrammarsContext value={false}>{children}</WaitForGrammarsContext>;
}

/** The grammar of `language`, suspending the block while its module loads. */
function useGrammar(language: string): Grammar | undefined {
  const pending = useContext(WaitForGrammarsContext) ? grammarLoading(language) : undefined;
  if (pending !== undefined) {
    use(pending);
  }
  return Prism.languages[language];
}

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
 * props alike), on a Prism that holds only the grammars loaded so far: a block whose language
 * is not loaded yet waits for it under the nearest Suspense boundary.
 */
export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const grammar = useGrammar(language);
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
