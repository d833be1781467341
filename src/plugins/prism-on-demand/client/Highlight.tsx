import {createContext, use, useContext, useMemo, type CSSProperties, type ReactNode, type ReactPromise} from 'react';
import clsx from 'clsx';
import type {Grammar} from 'prismjs';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import languageLoaders from '@generated/docusaurus-site-prism-on-demand/languageLoaders';
import Prism from './prism';
import {highlightedLines} from './tokens';

const loading = new Map<string, ReactPromise<void>>();

/**
 * The loading of `language`'s grammar: nothing when Prism has no grammar for it, or already
 * had it before any block asked. One promise per language for the whole visit, still given
 * once it has settled, so that a block that suspended calls `use` again when React replays
 * it: React counts on that call to set up a first render's hooks, and a replay without it
 * throws ("Update hook called on initial render") and re-renders the whole page. A grammar
 * that fails to load leaves its blocks as plain text, not broken.
 */
function grammarLoading(language: string): ReactPromise<void> | undefined {
  const load = languageLoaders[language];
  const started = loading.get(language);
  if (started !== undefined || load === undefined || Prism.languages[language] !== undefined) {
    return started;
  }
  const promise = load().then(
    () => undefined,
    () => undefined,
  );
  // Marked the way `use` reads a settled promise, so that it returns at once: one it has not
  // seen yet would suspend the block for a tick although its grammar is there.
  void promise.then(() => Object.assign(promise, {status: 'fulfilled', value: undefined}));
  loading.set(language, promise);
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
  const grammarLoaded = useContext(WaitForGrammarsContext) ? grammarLoading(language) : undefined;
  if (grammarLoaded !== undefined) {
    use(grammarLoaded);
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
