import type { ComponentProps, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { signInPath } from '../../../lib/session';
import { useScreen } from '../api/get-screen';
import { useFormat } from '../../../i18n/format';
import { rich } from './texts';
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
  const { t } = useTranslation('orders');
  const format = useFormat();
  const location = useLocation();
  const ledId = ledIdParam && /^\d{1,9}$/.test(ledIdParam) ? Number(ledIdParam) : null;
  const screen = useScreen(ledId);

  if (ledId === null || screen.isError) {
    const missing = ledId === null || (screen.error as { status?: number }).status === 404;
    return (
      <div className={`card ${styles.notice}`} role="alert">
        <h1 className={styles.noticeTitle}>
          {missing ? t('upload.notFound') : t('upload.loadFailed')}
        </h1>
        <p>{missing ? t('upload.notFoundText') : t('upload.loadFailedText')}</p>
        <Link to="/upload" className="btn btn-primary">
          {t('common.findScreen')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('upload.step')}</p>
        <h1>{t('upload.title')}</h1>
        {screen.data ? (
          <p className={styles.lead}>
            <Trans
              t={t}
              i18nKey="upload.for"
              values={{ name: screen.data.billboardName, location: screen.data.location }}
              components={rich}
            />
          </p>
        ) : (
          <p className={styles.lead} aria-busy="true">
            {t('upload.loadingScreen')}
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
                {t('upload.checkingAccount')}
              </p>
            ) : signedIn ? (
              <VideoUploadForm
                ledId={screen.data.ledId}
                maxSeconds={screen.data.duration}
                screenSize={screen.data.size}
                schedule={schedule}
              />
            ) : (
              <div className={`card ${styles.notice}`}>
                <h2>{t('upload.signInTitle')}</h2>
                <p>{t('upload.signInText')}</p>
                <Link
                  to={signInPath({ returnTo: location.pathname + location.search })}
                  className="btn btn-primary"
                >
                  {t('upload.signIn')}
                </Link>
              </div>
            )}
          </div>
          <aside className={styles.aside} aria-label={t('upload.aside')}>
            <section className={`card ${styles.screen}`} aria-label={t('upload.selectedScreen')}>
              <ScreenImage ledId={screen.data.ledId} name={screen.data.billboardName} />
              <div className={styles.screenText}>
                <h2 className={styles.screenName}>{screen.data.billboardName}</h2>
                <p className={styles.screenMeta}>{screen.data.location}</p>
                <p className={styles.price}>
                  <Trans
                    t={t}
                    i18nKey="upload.from"
                    values={{ price: format.money(screen.data.price) }}
                    components={{ ...rich, span: <span /> }}
                  />
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
