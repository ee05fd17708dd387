import { parseScreenSize } from '@screenspot/contracts/screen';
import { limits } from '@screenspot/contracts/limits';
import { fitsScreenDuration, videoAccept } from '@screenspot/contracts/upload';
import { aspectLabel, sameAspect } from '@screenspot/contracts/video-checks';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { UploadCancelledError, useCreateOrder, type UploadProgress } from '../api/create-order';
import { useObjectUrl } from '../hooks/use-object-url';
import { isUnauthorized, useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { LineIcon } from '../../../components/ui/icons';
import { UploadProgressBar } from './upload-progress-bar';
import styles from './video-upload-form.module.css';

type Metadata = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; durationMs: number };

/** Why a chosen video cannot be sent; the server checks the same rules (contracts/upload.ts). */
type Problem =
  | { key: 'tooLarge' }
  | { key: 'tooLong'; seconds: number }
  | { key: 'notVideo' }
  | { key: 'unreadableInBrowser' };

/** The same rules as checkVideo in contracts/upload.ts, as a reason the page can word. */
function checkChosenVideo(
  video: { bytes: number; durationMs: number },
  maxSeconds: number,
): Problem | null {
  if (video.bytes > limits.maxVideoBytes) return { key: 'tooLarge' };
  if (!fitsScreenDuration(video.durationMs, maxSeconds))
    return { key: 'tooLong', seconds: maxSeconds };
  return null;
}

const maxMegabytes = Math.round(limits.maxVideoBytes / (1024 * 1024));

function problemText(t: TFunction<'orders'>, problem: Problem): string {
  switch (problem.key) {
    case 'tooLarge':
      return t('form.problem.tooLarge', { megabytes: maxMegabytes });
    case 'tooLong':
      return t('form.problem.tooLong', { seconds: problem.seconds });
    default:
      return t(`form.problem.${problem.key}`);
  }
}

type Fit = { severity: 'fail' | 'warn'; message: string };

/**
 * The picture against the screen (as screenFitWarning in contracts/video-checks.ts): a different
 * shape fails the checks, a different size is warned about. Null when it fits.
 */
function screenFit(
  t: TFunction<'orders'>,
  video: { width: number; height: number },
  screen: { width: number; height: number },
): Fit | null {
  if (video.width <= 0 || video.height <= 0) return null;
  const sizes = {
    video: `${video.width}×${video.height}`,
    screen: `${screen.width}×${screen.height}`,
  };
  if (!sameAspect(video, screen)) {
    return {
      severity: 'fail',
      message: t('form.fitFail', {
        ...sizes,
        videoAspect: aspectLabel(video.width, video.height),
        screenAspect: aspectLabel(screen.width, screen.height),
      }),
    };
  }
  if (video.width !== screen.width || video.height !== screen.height) {
    const smaller = video.width < screen.width;
    return { severity: 'warn', message: t(smaller ? 'form.fitWarnUp' : 'form.fitWarnDown', sizes) };
  }
  return null;
}

/** Pick a video, preview it, check it against the screen's limits, and send it with progress. */
type Schedule = { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };

export function VideoUploadForm({
  ledId,
  maxSeconds,
  screenSize,
  schedule,
}: {
  ledId: number;
  maxSeconds: number;
  /** The screen's pixels, such as 1920x1080: a picture that does not fit is warned about. */
  screenSize?: string;
  /** The schedule chosen in step 1; null while it cannot be booked as chosen. */
  schedule: Schedule | null;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const fitId = `${inputId}-fit`;
  const failureId = `${inputId}-failure`;
  const navigate = useNavigate();
  const redirectToSignIn = useSignInRedirect();
  const createOrder = useCreateOrder();
  const [file, setFile] = useState<File | null>(null);
  const [metadata, setMetadata] = useState<Metadata>({ status: 'idle' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fit, setFit] = useState<Fit | null>(null);
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
    setFit(null);
  };

  const onMetadata = (seconds: number, width: number, height: number) => {
    const screen = screenSize ? parseScreenSize(screenSize) : null;
    setFit(screen ? screenFit(t, { width, height }, screen) : null);
    // Some recorders leave the length out; then the server has the last word.
    const durationMs = Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0;
    setMetadata({ status: 'ready', durationMs });
    if (file) setProblem(checkChosenVideo({ bytes: file.size, durationMs }, maxSeconds));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (!dropped.type.startsWith('video/')) {
      choose(null);
      setProblem({ key: 'notVideo' });
      return;
    }
    choose(dropped);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || file.size === 0) {
      window.alert(t('form.noFileData'));
      return;
    }
    if (problem || uploading || !schedule) return;
    abort.current = new AbortController();
    setProgress({ loaded: 0, total: file.size });
    createOrder.mutate(
      {
        ledId,
        video: file,
        schedule,
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
        {t('form.title')}
      </h2>
      <input
        id={inputId}
        className={`visually-hidden ${styles.input}`}
        type="file"
        accept={videoAccept}
        disabled={uploading}
        aria-invalid={problem !== null || failure !== null}
        aria-describedby={
          [problem ? problemId : null, fit && !problem ? fitId : null, failure ? failureId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
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
            aria-label={t('form.preview', { name: file.name })}
            onLoadedMetadata={(event) =>
              onMetadata(
                event.currentTarget.duration,
                event.currentTarget.videoWidth,
                event.currentTarget.videoHeight,
              )
            }
            onError={() => {
              setMetadata({ status: 'error' });
              setProblem({ key: 'unreadableInBrowser' });
            }}
          />
          <div className={styles.fileRow}>
            <div className={styles.fileInfo}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {t('form.megabytes', {
                  value: format.number(file.size / (1024 * 1024), {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
                {metadata.status === 'ready' && metadata.durationMs > 0
                  ? t('form.seconds', {
                      seconds: format.number(metadata.durationMs / 1000, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      }),
                    })
                  : ''}
              </span>
            </div>
            {!uploading ? (
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

      {problem ? (
        <p id={problemId} className="form-error" role="alert">
          {problemText(t, problem)}
        </p>
      ) : null}
      {fit && !problem ? (
        <p id={fitId} className={styles.fitWarning} role="status" data-severity={fit.severity}>
          <strong>{fit.severity === 'fail' ? t('form.wrongShape') : t('form.wrongSize')}</strong>{' '}
          {fit.message}
        </p>
      ) : null}
      {failure ? (
        <p id={failureId} className="form-error" role="alert">
          {failure instanceof UploadCancelledError
            ? t('form.cancelled')
            : t('form.failed', { message: failure.message })}
        </p>
      ) : null}
      {progress ? <UploadProgressBar loaded={progress.loaded} total={progress.total} /> : null}

      {canSubmit ? (
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary btn-block" disabled={uploading}>
            {uploading ? t('form.uploading') : t('form.submit')}
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
    </form>
  );
}
