import { localDate, type DaypartId } from '@screenspot/contracts/booking';
import type { Quote } from '@screenspot/contracts/booking-api';
import type { Order } from '@screenspot/contracts/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasValidDates,
  ScheduleFields,
  type ScheduleValue,
} from '../../../components/schedule/schedule-fields';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorText } from '../../../components/ui/error-text';
import { api } from '../../../lib/api-client';
import { useFormat } from '../../../i18n/format';
import { changeSchedule, useControlOrder } from '../api/control-order';
import styles from './order-controls.module.css';
import { Money } from '../../../components/ui/money';

/** The new schedule's price, as the booking page quotes it (POST /api/quote). */
function useNewQuote(ledId: number, choice: ScheduleValue) {
  const valid = choice.dayparts.length > 0 && hasValidDates(choice);
  return useQuery({
    queryKey: ['quote', 'order-edit', ledId, choice],
    queryFn: () => api.post<Quote>('/api/quote', { items: [{ ledId, ...choice }] }),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Edit an order's dates, dayparts or spots before it starts: a new quote, checked against the
 * screen's free spots all or nothing. A paid order's difference is invoiced or credited.
 */
export function ScheduleEditor({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: (text: string, link?: { href: string; label: string }) => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const formatCents = format.cents;
  const schedule = order.schedule!;
  const [choice, setChoice] = useState<ScheduleValue>({
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    dayparts: schedule.dayparts as DaypartId[],
    spotsPerLoop: schedule.spotsPerLoop,
  });
  const today = localDate(new Date());
  const quote = useNewQuote(order.ledInfo.ledId, choice);
  const save = useControlOrder(() => changeSchedule(order.id, choice));
  const paid = order.statusCode === 2;
  const newTotal = quote.data?.totalCents;
  const difference = newTotal === undefined ? null : newTotal - schedule.totalCents;

  const submit = () =>
    save.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.invoice) {
          onDone(
            t('editor.changedInvoice', {
              amount: formatCents(answer.differenceCents),
              number: answer.invoice.number,
            }),
            { href: answer.invoice.url, label: t('controls.downloadInvoice') },
          );
        } else if (answer.creditNote) {
          onDone(
            t('editor.changedCredit', {
              amount: formatCents(-answer.differenceCents),
              number: answer.creditNote.number,
            }),
            { href: answer.creditNote.url, label: t('controls.downloadCreditNote') },
          );
        } else {
          onDone(t('editor.changed', { amount: formatCents(answer.totalCents) }));
        }
      },
    });

  return (
    <ConfirmModal
      title={t('editor.title')}
      onClose={onClose}
      width={560}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('editor.save')}
      pendingLabel={t('editor.saving')}
      pending={save.isPending}
      disabled={choice.dayparts.length === 0 || !hasValidDates(choice)}
      onConfirm={submit}
      error={save.error}
    >
      <div className={styles.form}>
        <p className={styles.dialogText}>
          {t('editor.text')}
          {paid ? t('editor.textPaid') : ''}
        </p>
        <ScheduleFields value={choice} onChange={setChoice} today={today} />
        <dl className={styles.price} aria-live="polite">
          <div>
            <dt>{t('editor.now')}</dt>
            <dd>
              <Money cents={schedule.totalCents} />
            </dd>
          </div>
          <div>
            <dt>{t('editor.newSchedule')}</dt>
            <dd>
              <bdi dir="ltr">{newTotal === undefined ? '—' : formatCents(newTotal)}</bdi>
            </dd>
          </div>
          {paid && difference !== null && difference !== 0 ? (
            <div>
              <dt>{difference > 0 ? t('editor.toPay') : t('editor.credited')}</dt>
              <dd>
                <Money cents={Math.abs(difference)} />
              </dd>
            </div>
          ) : null}
        </dl>
        <ErrorText error={quote.error} />
      </div>
    </ConfirmModal>
  );
}
