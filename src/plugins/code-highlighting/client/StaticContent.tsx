import {createContext, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The classes of the theme's own code lines, which the build-time HTML uses (framework-internals README).
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {LINE_CLASS_PLACEHOLDER} from '../lineClassPlaceholders';

const LinesHtmlContext = createContext<string | undefined>(undefined);

/** Gives the code block's content its lines highlighted at build time (../rehypeStaticHighlight.ts). */
export const LinesHtmlProvider = LinesHtmlContext.Provider;

/** The block's lines highlighted at build time, if it has them. */
export function useLinesHtml(): string | undefined {
  return useContext(LinesHtmlContext);
}

/**
 * The classic theme's `CodeBlock/Content` for a block highlighted at build time: the same
 * `<pre>` and `<code>`, with the lines as one HTML string. Token colours are classes whose
 * CSS follows the colour mode, so the block is not re-rendered when the mode changes.
 */
export function StaticContent({
  className,
  linesHtml,
}: {
  readonly className?: string;
  readonly linesHtml: string;
}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {language, lineNumbersStart} = metadata;
  const {codeBlockRef} = wordWrap;
  // One object per block, kept across renders: React 19 sets `innerHTML` again whenever the
  // object is a new one, even with the same string, which re-parsed every block each time the
  // page re-rendered them (after hydration, on a colour mode switch).
  const innerHtml = useMemo(
    () => ({
      __html:
        lineNumbersStart === undefined
          ? linesHtml
          : linesHtml.replace(LINE_CLASS_PLACEHOLDER, (_, name: string) => lineStyles[name] ?? ''),
    }),
    [linesHtml, lineNumbersStart],
  );
  return (
    <pre
      ref={codeBlockRef}
      // The theme's own block: scrollable code is reachable with the keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(
          contentStyles.codeBlockLines,
          lineNumbersStart !== undefined && contentStyles.codeBlockLinesWithNumbering,
        )}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={innerHtml}
      />
    </pre>
  );
}
