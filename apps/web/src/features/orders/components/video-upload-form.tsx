import { messages } from '@screenspot/contracts/messages';
import {
  checkVideo,
  formatMegabytes,
  uploadMessages,
  videoAccept,
} from '@screenspot/contracts/upload';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UploadCancelledError, useCreateOrder, type UploadProgress } from '../api/create-order';
import { useObjectUrl } from '../hooks/use-object-url';
import { isUnauthorized, useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { UploadProgressBar } from './upload-progress-bar';
import styles from './video-upload-form.module.css';

type Metadata = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; durationMs: number };

/** Pick a video, preview it, check it against the screen's limits, and send it with progress. */
type Schedule = { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };

export function VideoUploadForm({
  ledId,
  maxSeconds,
  schedule,
}: {
  ledId: number;
  maxSeconds: number;
  /** The schedule chosen in step 1; null while it cannot be booked as chosen. */
  schedule: Schedule | null;
}) {
  const inputId = useId();
  const navigate = useNavigate();
  const redirectToSignIn = useSignInRedirect();
  const createOrder = useCreateOrder();
  const [file, setFile] = useState<File | null>(null);
  const [metadata, setMetadata] = useState<Metadata>({ status: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const previewUrl = useObjectUrl(file);
  const uploading = createOrder.isPending;

  const choose = (next: File | null) => {
    createOrder.reset();
    setProgress(null);
    setFile(next);
    setMetadata({ status: next ? 'loading' : 'idle' });
    setProblem(null);
  };

  const onMetadata = (seconds: number) => {
    // Some recorders leave the length out; then the server has the last word.
    const durationMs = Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0;
    setMetadata({ status: 'ready', durationMs });
    if (file) setProblem(checkVideo({ bytes: file.size, durationMs }, maxSeconds));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (!dropped.type.startsWith('video/')) {
      choose(null);
      setProblem(uploadMessages.notVideo);
      return;
    }
    choose(dropped);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || file.size === 0) {
      window.alert(messages.noFileData);
      return;
    }
    if (problem || uploading) return;
    abort.current = new AbortController();
    setProgress({ loaded: 0, total: file.size });
    createOrder.mutate(
      {
        ledId,
        video: file,
        schedule: schedule ?? undefined,
        onProgress: setProgress,
        signal: abort.current.signal,
      },
      {
        onSuccess: (order) => navigate(`/received?order=${order.id}`),
        onError: (error) => {
          setProgress(null);
          if (isUnauthorized(error)) redirectToSignIn();
        },
      },
    );
  };

  const failure =
    createOrder.error && !isUnauthorized(createOrder.error) ? createOrder.error : null;
  const canSubmit =
    file !== null && metadata.status === 'ready' && problem === null && schedule !== null;

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        Your video
      </h2>
      <input
        id={inputId}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={videoAccept}
        disabled={uploading}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
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
            aria-label={`Preview of ${file.name}`}
            onLoadedMetadata={(event) => onMetadata(event.currentTarget.duration)}
            onError={() => {
              setMetadata({ status: 'error' });
              setProblem(uploadMessages.unreadableInBrowser);
            }}
          />
          <div className={styles.fileRow}>
            <div className={styles.fileInfo}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {formatMegabytes(file.size)}
                {metadata.status === 'ready' && metadata.durationMs > 0
                  ? ` · ${(metadata.durationMs / 1000).toFixed(1)} s`
                  : ''}
              </span>
            </div>
            {!uploading ? (
              <label htmlFor={inputId} className={`btn btn-secondary ${styles.change}`}>
                Choose another
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
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path
                d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className={styles.dropTitle}>Choose a video file</span>
          <span className={styles.dropHint}>or drag it here · MP4, MOV or WebM</span>
        </label>
      )}

      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure instanceof UploadCancelledError
            ? 'The upload was cancelled. Your video was not sent.'
            : `${failure.message} Nothing was saved; you can try again.`}
        </p>
      ) : null}
      {progress ? <UploadProgressBar loaded={progress.loaded} total={progress.total} /> : null}

      {canSubmit ? (
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary btn-block" disabled={uploading}>
            {uploading ? 'Uploading...' : 'Submit for Approval'}
          </button>
          {uploading ? (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => abort.current?.abort()}
            >
              Cancel upload
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
