import { imageUpload, type AdminScreen } from '@screenspot/contracts/admin';
import { useState } from 'react';
import { screenImageUrl } from '../api/get-screens';
import { useUploadScreenImage } from '../api/upload-screen-image';
import { Icon } from './icons';
import admin from './admin.module.css';
import styles from './screens.module.css';

/** The photo customers see on the screen's card; replaced by uploading a JPEG, PNG or WebP. */
export function ScreenImage({ screen }: { screen: AdminScreen }) {
  const upload = useUploadScreenImage(screen.id);
  const [problem, setProblem] = useState<string | null>(null);
  const image = screenImageUrl(screen);

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > imageUpload.maxBytes) {
      setProblem(`The image is larger than ${imageUpload.maxBytes / 1024 / 1024} MB.`);
      return;
    }
    upload.mutate(file);
  };

  return (
    <section className={admin.panel} aria-labelledby="screen-image-title">
      <div className={admin.panelHeader}>
        <h2 id="screen-image-title" className={admin.panelTitle}>
          Image
        </h2>
      </div>
      <div className={admin.panelBody}>
        {image ? (
          <img
            className={styles.imagePreview}
            src={image}
            alt={`${screen.billboardName} as customers see it`}
          />
        ) : (
          <div className={styles.imageEmpty}>No image yet</div>
        )}
        <label className={`btn btn-secondary btn-block ${styles.fileButton}`}>
          <Icon name="upload" size={18} />
          {upload.isPending ? 'Uploading…' : 'Upload an image'}
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
          JPEG, PNG or WebP, up to {imageUpload.maxBytes / 1024 / 1024} MB.
        </p>
        <div role="status" aria-live="polite">
          {problem || upload.error ? (
            <p className="field-error">{problem ?? upload.error?.message}</p>
          ) : upload.isSuccess ? (
            <p className={styles.hint}>Image updated.</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
