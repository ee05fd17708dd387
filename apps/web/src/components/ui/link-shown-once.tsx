import { useState } from 'react';
import styles from './link-shown-once.module.css';

/**
 * A secret link the server shows only once (a proposal's, a proof's): selected whole on focus,
 * with a button that copies it and says so. Give it `key={url}` so a new link starts uncopied.
 */
export function LinkShownOnce({
  id,
  url,
  label,
  copyLabel,
  copiedLabel,
  note,
}: {
  id: string;
  url: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
  /** That the link will not be shown again. */
  note: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.box} role="status">
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          className={`input ${styles.url}`}
          readOnly
          value={url}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? copiedLabel : copyLabel}
        </button>
      </div>
      <p className={styles.note}>{note}</p>
    </div>
  );
}
