import type { Order } from '@screenspot/contracts/order';
import type { OrderControls as Controls } from '@screenspot/contracts/order-control';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorText } from '../../../components/ui/error-text';
import { dayInDubai, useFormat } from '../../../i18n/format';
import { endOrderNow, replaceVideo, setOrderPaused, useControlOrder } from '../api/control-order';
import { useOrderControls } from '../api/get-order-controls';
import { rich } from './texts';
import { ScheduleEditor } from './schedule-editor';
import styles from './order-controls.module.css';

type Dialog = 'pause' | 'end' | 'schedule' | 'video' | null;

/** The buttons that open a dialog, in their order, each shown when the server allows its change. */
const dialogButtons = [
  { dialog: 'pause', allowedBy: 'canPause', label: 'controls.pause', look: 'btn-secondary' },
  {
    dialog: 'schedule',
    allowedBy: 'canEditSchedule',
    label: 'controls.editSchedule',
    look: 'btn-secondary',
  },
  {
    dialog: 'video',
    allowedBy: 'canReplaceVideo',
    label: 'controls.replaceVideo',
    look: 'btn-secondary',
  },
  { dialog: 'end', allowedBy: 'canEndNow', label: 'controls.endNow', look: 'btn-danger' },
] as const satisfies readonly {
  dialog: Dialog;
  allowedBy: keyof Controls;
  label: string;
  look: string;
}[];

/** A line the customer reads after a change: what happened and the document it made. */
type Outcome = { text: string; link?: { href: string; label: string } };

/**
 * Manage a booked order (decision 0025): pause and resume, end now with its refund named, edit the
 * schedule before it starts, replace the video. Each button shows only when the server allows it.
 */
export function OrderControls({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const controls = useOrderControls(order.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pause = useControlOrder((paused: boolean) => setOrderPaused(order.id, paused));
  const end = useControlOrder(() => endOrderNow(order.id));

  const data = controls.data;
  if (!data) return null;
  const anything =
    data.canPause ||
    data.canResume ||
    data.canEndNow ||
    data.canEditSchedule ||
    data.canReplaceVideo ||
    data.paused ||
    data.pendingVideo;
  // After an early end nothing is left to do, but the refund's line stays until the page changes.
  if (!anything && !outcome) return null;
  const close = () => setDialog(null);

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="order-control">
      <div className={styles.head}>
        <h2 id="order-control">{t('controls.title')}</h2>
        <p className={styles.phase}>{phaseText(t, data)}</p>
      </div>
      {data.paused ? <PausedNote paused={data.paused} /> : null}
      {data.pendingVideo ? (
        <p className={styles.note} role="status">
          {t('controls.pendingVideo', {
            name: data.pendingVideo.fileName
              ? t('controls.pendingVideoName', { name: data.pendingVideo.fileName })
              : '',
            date: format.date(data.pendingVideo.submittedAt, dayInDubai),
            state:
              data.pendingVideo.checkStatus === 'pending'
                ? t('controls.beingChecked')
                : t('controls.waitingModerators'),
          })}
        </p>
      ) : null}
      {outcome ? (
        <p className={styles.outcome} role="status">
          {outcome.text}{' '}
          {outcome.link ? (
            <a href={outcome.link.href} target="_blank" rel="noreferrer">
              {outcome.link.label}
            </a>
          ) : null}
        </p>
      ) : null}
      <ErrorText error={pause.error} />
      <div className={styles.buttons}>
        {data.canResume ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={pause.isPending}
            aria-busy={pause.isPending}
            onClick={() =>
              pause.mutate(false, {
                onSuccess: () => setOutcome({ text: t('controls.resumed') }),
              })
            }
          >
            {pause.isPending ? t('controls.resuming') : t('controls.resume')}
          </button>
        ) : null}
        {dialogButtons
          .filter((button) => data[button.allowedBy])
          .map((button) => (
            <button
              key={button.dialog}
              type="button"
              className={`btn ${button.look}`}
              onClick={() => setDialog(button.dialog)}
            >
              {t(button.label)}
            </button>
          ))}
      </div>

      {dialog === 'pause' ? (
        <ConfirmModal
          title={t('controls.pauseTitle', { id: order.id })}
          onClose={close}
          cancelLabel={t('controls.keepPlaying')}
          confirmLabel={t('controls.pause')}
          pendingLabel={t('controls.pausing')}
          pending={pause.isPending}
          onConfirm={() =>
            pause.mutate(true, {
              onSuccess: () => {
                close();
                setOutcome({ text: t('controls.pausedDone') });
              },
            })
          }
          error={pause.error}
        >
          <p className={styles.dialogText}>
            {t('controls.pauseText', { terms: t('controls.pauseTerms') })}
          </p>
        </ConfirmModal>
      ) : null}

      {dialog === 'end' ? (
        <ConfirmModal
          title={t('controls.endTitle', { id: order.id })}
          onClose={close}
          cancelLabel={t('controls.keepRunning')}
          confirmLabel={
            <Trans
              t={t}
              i18nKey="controls.endAndRefund"
              values={{ amount: format.cents(data.endNowRefundCents) }}
              components={rich}
            />
          }
          pendingLabel={t('controls.ending')}
          pending={end.isPending}
          danger
          onConfirm={() =>
            end.mutate(undefined, {
              onSuccess: (refund) => {
                close();
                setOutcome({
                  text: t('controls.ended', {
                    amount: format.cents(refund.refundCents),
                    number: refund.creditNoteNumber,
                  }),
                  link: { href: refund.creditNoteUrl, label: t('controls.downloadCreditNote') },
                });
              },
            })
          }
          error={end.error}
        >
          <p className={styles.dialogText}>
            <Trans
              t={t}
              i18nKey="controls.endText"
              values={{ amount: format.cents(data.endNowRefundCents) }}
              components={{ strong: <strong dir="ltr" /> }}
            />
          </p>
        </ConfirmModal>
      ) : null}

      {dialog === 'schedule' && order.schedule ? (
        <ScheduleEditor
          order={order}
          onClose={close}
          onDone={(text, link) => {
            close();
            setOutcome({ text, link });
          }}
        />
      ) : null}

      {dialog === 'video' ? (
        <ReplaceVideo
          orderId={order.id}
          onClose={close}
          onDone={() => {
            close();
            setOutcome({
              text: t('controls.videoSent'),
            });
          }}
        />
      ) : null}
    </section>
  );
}

function phaseText(t: TFunction<'orders'>, data: Controls): string {
  if (data.paused) return t('controls.phase.paused');
  switch (data.phase) {
    case 'scheduled':
      return t('controls.phase.scheduled');
    case 'live':
      return t('controls.phase.live');
    case 'unpaid':
      return t('controls.phase.unpaid');
    default:
      return '';
  }
}

function PausedNote({ paused }: { paused: NonNullable<Controls['paused']> }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const byUs = paused.by === 'operator';
  return (
    <div className={styles.paused} role="status">
      <strong>
        {t(byUs ? 'controls.pausedByUs' : 'controls.pausedByYou', {
          date: format.date(paused.at, dayInDubai),
        })}
      </strong>
      {paused.reason ? (
        <span>
          <Trans
            t={t}
            i18nKey="controls.pausedReason"
            values={{ reason: paused.reason }}
            components={[<bdi key="reason" />]}
          />
        </span>
      ) : null}
      <span>{t('controls.pauseTerms')}</span>
      {byUs ? <span>{t('controls.weWillResume')}</span> : null}
    </div>
  );
}

function ReplaceVideo({
  orderId,
  onClose,
  onDone,
}: {
  orderId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const [file, setFile] = useState<File | null>(null);
  const send = useControlOrder((video: File) => replaceVideo(orderId, video));
  return (
    <ConfirmModal
      title={t('controls.replaceTitle')}
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('controls.sendForReview')}
      pendingLabel={t('controls.sending')}
      pending={send.isPending}
      disabled={!file}
      onConfirm={() => file && send.mutate(file, { onSuccess: onDone })}
      error={send.error}
    >
      <p className={styles.dialogText}>{t('controls.replaceText')}</p>
      {/* The page's own button and words, not the browser's (English whatever the page's language). */}
      <label className={`btn btn-secondary ${styles.file}`}>
        {file ? t('controls.chooseAnotherVideo') : t('controls.chooseVideo')}
        <input
          type="file"
          accept="video/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <p className={styles.fileName} aria-live="polite">
        {file ? <bdi>{file.name}</bdi> : t('controls.noVideoChosen')}
      </p>
    </ConfirmModal>
  );
}
