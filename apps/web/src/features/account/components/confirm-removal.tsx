import { useState, type ReactNode } from 'react';
import styles from './settings.module.css';

/**
 * Removing something from the settings in two steps: the row's own buttons, one of which asks to
 * remove it; then do it, or keep it.
 */
export function ConfirmRemoval({
  pending,
  labels,
  onConfirm,
  children,
}: {
  pending: boolean;
  labels: { confirm: string; pending: string; keep: string };
  onConfirm: () => void;
  /** The buttons shown until the removal is asked for, given the way to ask. */
  children: (ask: () => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) return children(() => setConfirming(true));
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
