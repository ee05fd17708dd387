import { videoAccept } from '@screenspot/contracts/upload';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/icons';
import { useFormat } from '../../../i18n/format';
import type { ChosenVideo } from '../hooks/use-chosen-video';
import { useObjectUrl } from '../hooks/use-object-url';
import { FileFindings, findingIds } from './file-findings';
import styles from './video-upload-form.module.css';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * Choose a video (picker or drop), preview it, and say at once what the screen's rules find in it.
 * `describedBy` names the form's own messages (a failed send) for the input.
 */
export function VideoPicker({
  chosen: picked,
  disabled,
  describedBy,
  onChoose,
}: {
  chosen: ChosenVideo;
  disabled: boolean;
  describedBy?: string | null;
  /** Runs before each new choice (a file, or none): the form clears its last send's outcome. */
  onChoose?: () => void;
}) {
  const chosen = onChoose
    ? {
        ...picked,
        choose: (next: File | null) => {
          onChoose();
          picked.choose(next);
        },
      }
    : picked;
  const { t } = useTranslation('orders');
  const format = useFormat();
  const inputId = useId();
  const findingsId = `${inputId}-findings`;
  const [dragging, setDragging] = useState(false);
  const { file, reading, findings, unreadable } = chosen;
  const previewUrl = useObjectUrl(file);
  const flagged = findings.length > 0 || unreadable;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) chosen.choose(dropped);
  };

  return (
    <>
      <input
        id={inputId}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={videoAccept}
        disabled={disabled}
        aria-invalid={!chosen.sendable && flagged}
        aria-describedby={
          [...findingIds(findingsId, findings, unreadable), describedBy]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => chosen.choose(event.target.files?.[0] ?? null)}
      />
      {file && previewUrl ? (
        <div className={styles.preview}>
          <video
            key={previewUrl}
            className={styles.video}
            src={previewUrl}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('form.preview', { name: file.name })}
            onLoadedMetadata={(event) => chosen.read(event.currentTarget)}
            onError={() => chosen.failedToRead()}
          />
          <div className={styles.fileRow}>
            <div className={styles.fileInfo}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {t('form.megabytes', {
                  value: format.number(file.size / (1024 * 1024), oneDecimal),
                })}
                {reading.status === 'ready' && reading.durationMs > 0
                  ? t('form.seconds', {
                      seconds: format.number(reading.durationMs / 1000, oneDecimal),
                    })
                  : ''}
              </span>
            </div>
            {!disabled ? (
              <label htmlFor={inputId} className={`btn btn-secondary ${styles.change}`}>
                {t('form.chooseAnother')}
              </label>
            ) : null}
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className={`${styles.dropzone} ${dragging ? styles.dragging : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className={styles.icon} aria-hidden="true">
            <LineIcon
              size={28}
              strokeWidth={1.8}
              round="both"
              d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2"
            />
          </span>
          <span className={styles.dropTitle}>{t('form.chooseFile')}</span>
          <span className={styles.dropHint}>{t('form.dropHint')}</span>
        </label>
      )}
      <FileFindings id={findingsId} findings={findings} unreadable={unreadable} />
    </>
  );
}
