import { useState, type ReactNode } from 'react';
import styles from './settings.module.css';

/**
 * Removing something from the settings in two steps: the row's button that asks to remove it,
 * beside any other buttons of the row; then do it, or keep it.
 */
export function ConfirmRemoval({
  pending,
  labels,
  onConfirm,
  children = (askButton) => askButton,
}: {
  pending: boolean;
  /** `ask` is the button's text and `askNamed` its accessible name, which says what it removes. */
  labels: { ask: string; askNamed: string; confirm: string; pending: string; keep: string };
  onConfirm: () => void;
  /** The row's buttons until the removal is asked for, placed around the given ask button. */
  children?: (askButton: ReactNode) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return children(
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={labels.askNamed}
        onClick={() => setConfirming(true)}
      >
        {labels.ask}
      </button>,
    );
  }
  return (
    <div className={styles.tokenConfirm}>
      <button type="button" className="btn btn-danger" disabled={pending} onClick={onConfirm}>
        {pending ? labels.pending : labels.confirm}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
        {labels.keep}
      </button>
    </div>
  );
}
