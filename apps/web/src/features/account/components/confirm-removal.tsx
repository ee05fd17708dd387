import styles from './settings.module.css';

/** The second step of removing something from the settings: do it, or keep it. */
export function ConfirmRemoval({
  pending,
  labels,
  onConfirm,
  onKeep,
}: {
  pending: boolean;
  labels: { confirm: string; pending: string; keep: string };
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div className={styles.tokenConfirm}>
      <button type="button" className="btn btn-danger" disabled={pending} onClick={onConfirm}>
        {pending ? labels.pending : labels.confirm}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onKeep}>
        {labels.keep}
      </button>
    </div>
  );
}
