import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Details from '@theme/Details';
import styles from './styles.module.css';

export type Props = {
  /** The diagram drawn with Mermaid's light theme, as SVG markup (src/plugins/static-diagrams). */
  light: string;
  /** The same diagram drawn with Mermaid's dark theme. */
  dark: string;
  /** The diagram's Mermaid code block. */
  children: ReactNode;
};

/**
 * A Mermaid diagram drawn at build time: both colour modes are in the page and the
 * stylesheet shows the one matching `[data-theme]`, so switching needs no script. The
 * source follows, folded, for copy and search. The container keeps the Mermaid theme's
 * class name, which readers' custom CSS may target.
 */
export default function StaticDiagram({light, dark, children}: Props): ReactNode {
  // Kept across renders: React 19 sets `innerHTML` again for a new object, same string or not.
  const lightHtml = useMemo(() => ({__html: light}), [light]);
  const darkHtml = useMemo(() => ({__html: dark}), [dark]);
  return (
    <figure className={styles.diagram}>
      {/* The SVG is Mermaid's output for committed content, never readers' input. */}
      <div className={clsx('docusaurus-mermaid-container', styles.light)} dangerouslySetInnerHTML={lightHtml} />
      <div className={clsx('docusaurus-mermaid-container', styles.dark)} dangerouslySetInnerHTML={darkHtml} />
      <Details
        className={styles.source}
        summary={
          <summary>
            <Translate id="staticDiagram.source" description="Summary of the folded Mermaid source below a diagram">
              Diagram source
            </Translate>
          </summary>
        }>
        {children}
      </Details>
    </figure>
  );
}
