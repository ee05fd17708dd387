import type { ReactNode } from 'react';
import styles from './category-rules.module.css';

/**
 * A panel's own save button, then the line that says, politely, once the save went through.
 * The panel saves apart from the screen's form.
 */
export function SaveButton({
  disabled,
  onClick,
  saved,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  /** Shown beside the button once saved; null until then. */
  saved: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={disabled} onClick={onClick}>
        {children}
      </button>
      <span role="status" aria-live="polite" className={styles.hint}>
        {saved}
      </span>
    </>
  );
}
