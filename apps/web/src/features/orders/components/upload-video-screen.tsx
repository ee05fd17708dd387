import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { signInPath } from '../../../lib/session';
import { useScreen } from '../api/get-screen';
import { formatMoney } from '../../../lib/money';
import { ScreenImage } from './screen-image';
import { UploadRequirements } from './upload-requirements';
import { VideoUploadForm } from './video-upload-form';
import styles from './upload-video-screen.module.css';

/** /uploadVideo/{ledId}: the screen's limits beside the picker, preview and upload. */
type UploadVideoScreenProps = {
  ledIdParam: string | undefined;
  /** Step 1's schedule picker, composed by the route. */
  scheduleSection?: ReactNode;
  schedule: ComponentProps<typeof VideoUploadForm>['schedule'];
  /** Whether someone is signed in: null while the server is being asked. */
  signedIn: boolean | null;
};

export function UploadVideoScreen({
  ledIdParam,
  signedIn,
  scheduleSection,
  schedule,
}: UploadVideoScreenProps) {
  const location = useLocation();
  const ledId = ledIdParam && /^\d{1,9}$/.test(ledIdParam) ? Number(ledIdParam) : null;
  const screen = useScreen(ledId);

  if (ledId === null || screen.isError) {
    const missing = ledId === null || (screen.error as { status?: number }).status === 404;
    return (
      <div className={`card ${styles.notice}`} role="alert">
        <h1 className={styles.noticeTitle}>
          {missing ? 'This screen was not found' : 'We could not load this screen'}
        </h1>
        <p>
          {missing
            ? 'It may have been removed. Pick another screen to book.'
            : 'Please check your connection and try again.'}
        </p>
        <Link to="/upload" className="btn btn-primary">
          Find a screen
        </Link>
      </div>
    );
  }

  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Step 1 of 3</p>
        <h1>Upload Your Video</h1>
        {screen.data ? (
          <p className={styles.lead}>
            For <strong>{screen.data.billboardName}</strong> · {screen.data.location}
          </p>
        ) : (
          <p className={styles.lead} aria-busy="true">
            Loading the screen…
          </p>
        )}
      </header>
      <div className={styles.tracker}>
        <StepTracker done={0} />
      </div>
      {screen.data ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            {scheduleSection}
            {signedIn === null ? (
              <p className={`card ${styles.notice}`} aria-busy="true">
                Checking your account…
              </p>
            ) : signedIn ? (
              <VideoUploadForm
                ledId={screen.data.ledId}
                maxSeconds={screen.data.duration}
                schedule={schedule}
              />
            ) : (
              <div className={`card ${styles.notice}`}>
                <h2>Sign in to upload your video</h2>
                <p>Your video and its approval are kept in your account.</p>
                <Link
                  to={signInPath({ returnTo: location.pathname + location.search })}
                  className="btn btn-primary"
                >
                  Sign In
                </Link>
              </div>
            )}
          </div>
          <aside className={styles.aside} aria-label="Screen and requirements">
            <section className={`card ${styles.screen}`} aria-label="Selected screen">
              <ScreenImage ledId={screen.data.ledId} name={screen.data.billboardName} />
              <div className={styles.screenText}>
                <h2 className={styles.screenName}>{screen.data.billboardName}</h2>
                <p className={styles.screenMeta}>{screen.data.location}</p>
                <p className={styles.price}>
                  From {formatMoney(screen.data.price)} <span>per spot</span>
                </p>
              </div>
            </section>
            <UploadRequirements screen={screen.data} />
          </aside>
        </div>
      ) : (
        <div className={styles.skeleton} aria-hidden="true" />
      )}
    </>
  );
}
