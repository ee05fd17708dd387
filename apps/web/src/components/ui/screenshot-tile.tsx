import type { ReactNode } from 'react';
import styles from './screenshot-tile.module.css';

interface Shot {
  id: number;
  url: string;
  sha256: string;
}

/** The list that holds screenshot tiles, in as many columns as fit. */
export function ScreenshotGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One captured frame: the image at 16:9, what the caller says of it (screen, time, badges), and
 * the start of its sha256 with the whole hash on hover.
 */
export function ScreenshotTile({
  shot,
  alt,
  hashLabel,
  testId,
  children,
  footer,
}: {
  shot: Shot;
  alt: string;
  /** The translated label around the hash's first 16 digits. */
  hashLabel: (shortHash: string) => string;
  testId?: string;
  children: ReactNode;
  /** What follows the hash, such as whether the frame was signed. */
  footer?: ReactNode;
}) {
  return (
    <li className={styles.tile} data-testid={testId}>
      <img src={shot.url} alt={alt} width={320} height={180} loading="lazy" />
      {children}
      <code className={styles.hash} title={shot.sha256}>
        {hashLabel(shot.sha256.slice(0, 16))}
      </code>
      {footer}
    </li>
  );
}
