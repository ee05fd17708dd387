import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/contract-messages';
import { UploadCancelledError, type UploadProgress } from '../api/create-order';
import { UploadProgressBar } from './upload-progress-bar';
import styles from './video-upload-form.module.css';

/**
 * The end of a form that sends a video: why the last send failed (or that it was cancelled), the
 * bytes sent so far, and the submit button with a way to cancel while it sends. The actions show
 * only when `ready` (a video is chosen and whatever else the form needs).
 */
export function UploadSending({
  failure,
  failureId,
  progress,
  uploading,
  ready,
  submitLabel,
  abort,
}: {
  failure: Error | null;
  failureId?: string;
  progress: UploadProgress | null;
  uploading: boolean;
  ready: boolean;
  submitLabel: string;
  abort: RefObject<AbortController | null>;
}) {
  const { t } = useTranslation('orders');
  const words = useContractMessage();
  return (
    <>
      {failure ? (
        <p id={failureId} className="form-error" role="alert">
          {failure instanceof UploadCancelledError
            ? t('form.cancelled')
            : t('form.failed', { message: words(failure.message) })}
        </p>
      ) : null}
      {progress ? <UploadProgressBar loaded={progress.loaded} total={progress.total} /> : null}
      {ready ? (
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary btn-block" disabled={uploading}>
            {uploading ? t('form.uploading') : submitLabel}
          </button>
          {uploading ? (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => abort.current?.abort()}
            >
              {t('form.cancelUpload')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
