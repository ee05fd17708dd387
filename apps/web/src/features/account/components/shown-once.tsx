import { useState } from 'react';
import styles from './settings.module.css';

/**
 * A secret shown once (an API token, a webhook's signing secret): the value, a copy button and the
 * button that puts it away. The texts come from the caller's catalogue.
 */
export function ShownOnce({
  value,
  labels,
  onDone,
}: {
  value: string;
  labels: { value: string; copy: string; copied: string; done: string };
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <>
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
    </>
  );
}
