import { formatMegabytes } from '@screenspot/contracts/upload';
import styles from './upload-progress-bar.module.css';

/** Bytes sent so far; at 100 % the server is still checking the video. */
export function UploadProgressBar({ loaded, total }: { loaded: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const checking = percent >= 100;
  return (
    <div className={styles.wrap}>
      <div className={styles.labels}>
        <span id="upload-progress-label">{checking ? 'Checking your video…' : 'Uploading'}</span>
        <span aria-hidden="true">
          {checking
            ? '100%'
            : `${percent}% · ${formatMegabytes(loaded)} of ${formatMegabytes(total)}`}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
