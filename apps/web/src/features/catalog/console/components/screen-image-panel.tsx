import { imageUpload, type AdminScreen } from '@screenspot/contracts/admin-screens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenImageUrl } from '../api/get-screens';
import { useUploadScreenImage } from '../api/upload-screen-image';
import { Icon } from '../../../../components/console/icons';
import styles from './screens.module.css';
import { ErrorText } from '../../../../components/ui/error-text';
import { BodyPanel } from '../../../../components/console/body-panel';

/** The photo customers see on the screen's card; replaced by uploading a JPEG, PNG or WebP. */
export function ScreenImagePanel({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  const upload = useUploadScreenImage(screen.id);
  const [problem, setProblem] = useState<string | null>(null);
  const image = screenImageUrl(screen);

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > imageUpload.maxBytes) {
      setProblem(t('screenImage.tooLarge', { size: imageUpload.maxBytes / 1024 / 1024 }));
      return;
    }
    upload.mutate(file);
  };

  return (
    <BodyPanel id="screen-image-title" title={t('screenImage.title')}>
      {image ? (
        <img
          className={styles.imagePreview}
          src={image}
          alt={t('screenImage.alt', { name: screen.billboardName })}
        />
      ) : (
        <div className={styles.imageEmpty}>{t('screenImage.none')}</div>
      )}
      <label className={`btn btn-secondary btn-block ${styles.fileButton}`}>
        <Icon name="upload" size={18} />
        {upload.isPending ? t('screenImage.uploading') : t('screenImage.upload')}
        <input
          type="file"
          accept={imageUpload.accept}
          disabled={upload.isPending}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p className={styles.hint}>
        {t('screenImage.hint', { size: imageUpload.maxBytes / 1024 / 1024 })}
      </p>
      <div role="status" aria-live="polite">
        {problem || upload.error ? (
          <ErrorText error={problem ?? upload.error} className="field-error" announced={false} />
        ) : upload.isSuccess ? (
          <p className={styles.hint}>{t('screenImage.updated')}</p>
        ) : null}
      </div>
    </BodyPanel>
  );
}
