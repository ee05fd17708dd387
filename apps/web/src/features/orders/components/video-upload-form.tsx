import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOrder, type UploadProgress } from '../api/create-order';
import { useChosenVideo } from '../hooks/use-chosen-video';
import { isUnauthorized, useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { AdvertFieldset, useAdvertDraft } from '../../../components/forms/advert-fields';
import {
  emptyPermitForm,
  permitBlank,
  permitFormErrors,
  PermitFields,
  type PermitForm,
} from '../../../components/forms/permit-fields';
import { addOrderPermit } from '../api/order-permits';
import { UploadSending } from './upload-sending';
import { VideoPicker } from './video-picker';
import styles from './video-upload-form.module.css';

type Schedule = { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };

/** Pick a video, preview it, check it against the screen's rules, and send it with progress. */
export function VideoUploadForm({
  ledId,
  maxSeconds,
  screenSize,
  schedule,
}: {
  ledId: number;
  maxSeconds: number;
  /** The screen's pixels, such as 1920x1080: a picture of another shape cannot be sent. */
  screenSize?: string;
  /** The schedule chosen in step 1; null while it cannot be booked as chosen. */
  schedule: Schedule | null;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const failureId = `${titleId}-failure`;
  const navigate = useNavigate();
  const redirectToSignIn = useSignInRedirect();
  const createOrder = useCreateOrder();
  const chosen = useChosenVideo({ size: screenSize, maxSeconds });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const advert = useAdvertDraft();
  // The content permit is needed to play (decision 0062) but may come later, on the order page
  // (its mock-up is made for the application); given here, it is added once the order exists.
  const [permit, setPermit] = useState<PermitForm>(emptyPermitForm);
  const [permitErrors, setPermitErrors] = useState<Record<string, string>>({});
  const abort = useRef<AbortController | null>(null);
  const uploading = createOrder.isPending;
  const file = chosen.file;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || file.size === 0) {
      window.alert(t('form.noFileData'));
      return;
    }
    if (!chosen.sendable || uploading || !schedule || !advert.ready) return;
    const withPermit = !permitBlank(permit);
    const missing = withPermit ? permitFormErrors(permit) : {};
    setPermitErrors(missing);
    if (Object.keys(missing).length > 0) return;
    abort.current = new AbortController();
    setProgress({ loaded: 0, total: file.size });
    createOrder.mutate(
      {
        ledId,
        video: file,
        schedule,
        advert: advert.fields ?? undefined,
        onProgress: setProgress,
        signal: abort.current.signal,
      },
      {
        onSuccess: async (order) => {
          if (!withPermit) return navigate(`/received?order=${order.id}`);
          try {
            await addOrderPermit(order.id, permit);
            await navigate(`/received?order=${order.id}`);
          } catch {
            // The order is placed; its page shows the permit form and says what was wrong.
            await navigate(`/order/${order.id}#order-permits`);
          }
        },
        onError: (error) => {
          setProgress(null);
          if (isUnauthorized(error)) redirectToSignIn();
        },
      },
    );
  };

  const failure =
    createOrder.error && !isUnauthorized(createOrder.error) ? createOrder.error : null;
  // A change to the advert or the permit clears the last attempt's failure.
  const edit =
    <T,>(apply: (next: T) => void) =>
    (next: T) => {
      createOrder.reset();
      apply(next);
    };

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('form.title')}
      </h2>
      <VideoPicker
        chosen={chosen}
        onChoose={() => {
          createOrder.reset();
          setProgress(null);
        }}
        disabled={uploading}
        describedBy={failure ? failureId : null}
      />
      <AdvertFieldset value={advert.draft} disabled={uploading} onChange={edit(advert.setDraft)} />
      {/* In view, not folded away: days no permit covers do not play (decision 0062). */}
      <fieldset
        className={styles.permit}
        disabled={uploading}
        aria-describedby={`${titleId}-permit`}
      >
        <legend className={styles.permitLegend}>{t('permits.atUpload')}</legend>
        <p id={`${titleId}-permit`} className={styles.permitLead}>
          {t('permits.atUploadLead')}
        </p>
        <PermitFields value={permit} errors={permitErrors} onChange={edit(setPermit)} />
      </fieldset>
      <UploadSending
        failure={failure}
        failureId={failureId}
        progress={progress}
        uploading={uploading}
        ready={chosen.sendable && schedule !== null && advert.ready}
        submitLabel={t('form.submit')}
        abort={abort}
      />
      {chosen.sendable && schedule !== null && !advert.ready ? (
        <p className={styles.advertMissing}>{t('advert.missing')}</p>
      ) : null}
    </form>
  );
}
