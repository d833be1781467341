import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Props = {
  children: ReactNode;
  /** Shown in the fake address bar. */
  url?: string;
  minHeight?: number;
  className?: string;
};

/** Frames an example so readers see what a snippet renders to. */
export default function BrowserWindow({
  children,
  url = 'http://localhost:3000',
  minHeight,
  className,
}: Props): ReactNode {
  const style: CSSProperties | undefined = minHeight ? {minHeight} : undefined;
  return (
    <figure className={clsx(styles.browserWindow, className)}>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.dots}>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
        <span className={styles.address}>{url}</span>
      </div>
      <div className={styles.body} style={style}>
        {children}
      </div>
    </figure>
  );
}
