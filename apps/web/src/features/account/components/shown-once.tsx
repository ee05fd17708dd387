import { useState, type ReactNode } from 'react';
import styles from './settings.module.css';

/**
 * A secret shown once (an API token, a webhook's signing secret), announced as it appears: what
 * was made, what to do with it, the value, a copy button and the button that puts it away. The
 * texts come from the caller's catalogue.
 */
export function ShownOnce({
  title,
  note,
  value,
  labels,
  onDone,
}: {
  title: string;
  note: ReactNode;
  value: string;
  labels: { value: string; copy: string; copied: string; done: string };
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.newToken} role="status">
      <p className={styles.newTokenTitle}>{title}</p>
      <p className={styles.newTokenNote}>{note}</p>
      <div className={styles.tokenValueRow}>
        <code className={styles.tokenValue} aria-label={labels.value}>
          {value}
        </code>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? labels.copied : labels.copy}
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {labels.done}
        </button>
      </div>
    </div>
  );
}
