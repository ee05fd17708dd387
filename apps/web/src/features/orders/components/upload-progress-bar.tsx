import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import styles from './upload-progress-bar.module.css';

/** Screen readers hear the progress at these steps, not at every chunk of bytes. */
const announceEvery = 10;

/**
 * Bytes sent so far; at 100 % the server is still checking the video. A polite live region
 * announces every 10 % and the end, so a screen-reader user follows the upload without noise.
 */
export function UploadProgressBar({ loaded, total }: { loaded: number; total: number }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const checking = percent >= 100;
  const step = Math.floor(percent / announceEvery) * announceEvery;
  const megabytes = (bytes: number) =>
    t('form.megabytes', {
      value: format.number(bytes / (1024 * 1024), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    });
  return (
    <div className={styles.wrap}>
      <div className={styles.labels}>
        <span id="upload-progress-label">
          {checking ? t('progress.checking') : t('progress.uploading')}
        </span>
        <span aria-hidden="true">
          {checking
            ? `${format.number(100)}%`
            : t('progress.detail', {
                percent: format.number(percent),
                loaded: megabytes(loaded),
                total: megabytes(total),
              })}
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
        <div className={styles.bar} style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="upload-announcement">
        {checking
          ? t('progress.announceChecking')
          : t('progress.announce', { percent: format.number(step) })}
      </p>
    </div>
  );
}
