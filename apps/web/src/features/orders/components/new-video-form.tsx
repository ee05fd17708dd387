import type { CapacityConflict } from '@screenspot/contracts/booking-api';
import { dayparts, type DaypartId } from '@screenspot/contracts/booking';
import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/contract-messages';
import { useFormat } from '../../../i18n/format';
import { CellsGoneError, type UploadProgress } from '../api/create-order';
import { useScreen } from '../api/get-screen';
import { useSendOrderVideo } from '../api/send-order-video';
import { useChosenVideo } from '../hooks/use-chosen-video';
import { isUnauthorized, useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { newVideoAnchor } from './order-links';
import { UploadSending } from './upload-sending';
import { VideoPicker } from './video-picker';
import styles from './video-upload-form.module.css';

/** New dates for the order: Dubai dates, dayparts and spots in every loop. */
export type ScheduleChoice = {
  startDate: string;
  endDate: string;
  dayparts: string[];
  spotsPerLoop: number;
};
type Schedule = ScheduleChoice;

function GoneCells({ cells }: { cells: CapacityConflict['cells'] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <ul className={styles.goneCells}>
      {cells.map((cell) => (
        <li key={`${cell.date}/${cell.daypart}`}>
          {t('reupload.goneCell', {
            date: format.day(cell.date, { day: 'numeric', month: 'short', year: 'numeric' }),
            daypart:
              cell.daypart in dayparts ? t(`dayparts.${cell.daypart as DaypartId}`) : cell.daypart,
            free: cell.free,
            count: cell.requested,
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * A new video for the customer's own order, on its page: a rejected order goes back to review with
 * it (same number, schedule and history); one in review has its video swapped until the operator
 * decides. When the order's spots were sold meanwhile, the answer lists them and the customer picks
 * new dates (`newDates`, composed by the route) for the same order and sends the video again.
 */
export function NewVideoForm({
  order,
  newDates,
}: {
  order: Order;
  newDates?: (onChange: (schedule: Schedule | null) => void) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const words = useContractMessage();
  const screen = useScreen(order.ledInfo.ledId);
  const chosen = useChosenVideo({
    size: screen.data?.size,
    maxSeconds: screen.data?.duration ?? Number.POSITIVE_INFINITY,
  });
  const send = useSendOrderVideo();
  const redirectToSignIn = useSignInRedirect();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [gone, setGone] = useState<CapacityConflict['cells'] | null>(null);
  const [dates, setDates] = useState<Schedule | null>(null);
  const [sent, setSent] = useState<'rejected' | 'swap' | null>(null);
  const abort = useRef<AbortController | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Arriving from "Upload a new video" elsewhere: the form appears once the order has loaded.
  useEffect(() => {
    if (window.location.hash === `#${newVideoAnchor}`) form.current?.scrollIntoView();
  }, []);
  const rejected = order.statusCode === orderStatus.rejected;
  const kind = rejected ? 'rejected' : 'swap';
  const file = chosen.file;
  const uploading = send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !chosen.sendable || uploading || (gone && !dates)) return;
    abort.current = new AbortController();
    setProgress({ loaded: 0, total: file.size });
    setSent(null);
    send.mutate(
      {
        orderId: order.id,
        video: file,
        ...(gone && dates ? { schedule: dates } : {}),
        onProgress: setProgress,
        signal: abort.current.signal,
      },
      {
        onSuccess: () => {
          setProgress(null);
          setGone(null);
          setSent(kind);
          chosen.choose(null);
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof CellsGoneError) setGone(error.cells);
          if (isUnauthorized(error)) redirectToSignIn();
        },
      },
    );
  };

  const failure =
    send.error && !isUnauthorized(send.error) && !(send.error instanceof CellsGoneError)
      ? send.error
      : null;

  return (
    <form
      id={newVideoAnchor}
      ref={form}
      data-new-dates={gone ? '' : undefined}
      className={`card ${styles.newVideo}`}
      onSubmit={submit}
      aria-labelledby={`${newVideoAnchor}-title`}
    >
      <h2 id={`${newVideoAnchor}-title`} className={styles.title}>
        {t(`reupload.title.${kind}`)}
      </h2>
      <p className={styles.lead}>{t(`reupload.lead.${kind}`)}</p>
      {sent ? (
        <p className={styles.sent} role="status">
          {t(`reupload.sent.${sent}`)}
        </p>
      ) : null}
      <VideoPicker
        chosen={chosen}
        onChoose={() => {
          send.reset();
          setSent(null);
        }}
        disabled={uploading || !screen.data}
      />
      {gone ? (
        <section className={styles.newDates} aria-labelledby={`${newVideoAnchor}-dates`}>
          <p className="form-error" role="alert">
            {words(send.error?.message) ?? t('reupload.goneTitle')}
          </p>
          <GoneCells cells={gone} />
          <h3 id={`${newVideoAnchor}-dates`} className={styles.title}>
            {t('reupload.goneTitle')}
          </h3>
          {newDates?.(setDates)}
        </section>
      ) : null}
      <UploadSending
        failure={failure}
        progress={progress}
        uploading={uploading}
        ready={chosen.sendable && (!gone || dates !== null)}
        submitLabel={gone ? t('reupload.submitNewDates') : t(`reupload.submit.${kind}`)}
        abort={abort}
      />
    </form>
  );
}
