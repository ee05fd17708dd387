import { addDays } from '@screenspot/contracts/booking';
import type {
  CampaignChange as BookedChange,
  CampaignChangeRequest,
} from '@screenspot/contracts/campaign-change';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScheduleFields, type ScheduleValue } from '../../../components/schedule/schedule-fields';
import { ErrorText } from '../../../components/ui/error-text';
import { useCampaignTray } from '../../../lib/campaign-tray';
import { useChangeCampaign } from '../api/change-campaign';
import { useChangeQuote } from '../api/get-change-quote';
import { dubaiToday } from '../schedule';
import { BookingConflict, bookingConflict } from './booking-conflict';
import { QuoteSummary } from './quote-summary';
import styles from './campaign-change.module.css';

type Kind = 'extend' | 'screens';

/** The changes on offer, in order, each with its label's key. */
const kinds: readonly (readonly [Kind, string])[] = [
  ['extend', 'extend'],
  ['screens', 'addScreens'],
];

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * "Extend or add screens" on a paid campaign (decision 0043): more days for its screens, or the
 * screens in the tray with their schedule. The quote shows before anything is held; the change is
 * then booked all or nothing and reviewed and paid on its own, the paid orders untouched.
 */
export function CampaignChange({
  campaignId,
  lastDay,
}: {
  campaignId: number;
  /** The campaign's last day, to suggest a new one after it. */
  lastDay?: string | null;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const today = dubaiToday();
  const tray = useCampaignTray();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('extend');
  const [endDate, setEndDate] = useState(addDays(lastDay && lastDay > today ? lastDay : today, 7));
  const [schedule, setSchedule] = useState<ScheduleValue>({
    startDate: addDays(today, 1),
    endDate: addDays(today, 7),
    dayparts: ['evening'],
    spotsPerLoop: 1,
  });
  const [booked, setBooked] = useState<BookedChange | null>(null);
  const book = useChangeCampaign();

  const change: CampaignChangeRequest | null = !open
    ? null
    : kind === 'extend'
      ? isDate(endDate)
        ? { kind, endDate }
        : null
      : tray.length > 0 &&
          schedule.dayparts.length > 0 &&
          isDate(schedule.startDate) &&
          isDate(schedule.endDate)
        ? { kind, items: tray.map((screen) => ({ ledId: screen.ledId, ...schedule })) }
        : null;
  const quote = useChangeQuote(campaignId, booked ? null : change);

  if (booked) return <ChangeBooked change={booked} />;
  if (!open) {
    return (
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('change.open')}
      </button>
    );
  }

  const conflict = bookingConflict(book.error);
  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('change.title')}</h2>
      <p className={styles.hint}>{t('change.hint')}</p>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>{t('change.kind')}</legend>
        {kinds.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {t(`change.${label}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'extend' ? (
        <label className={styles.field}>
          {t('change.newLastDay')}
          <input
            type="date"
            min={today}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </label>
      ) : tray.length === 0 ? (
        <p>
          {t('change.emptyTray')} <Link to="/upload">{t('campaign.findScreens')}</Link>
        </p>
      ) : (
        <>
          <p>
            {t('change.trayScreens', {
              names: tray.map((s) => s.billboardName).join(t('listSeparator')),
            })}
          </p>
          <ScheduleFields value={schedule} onChange={setSchedule} today={today} />
        </>
      )}
      <QuoteSummary quote={change ? quote.data : undefined} error={quote.error?.message} />
      {conflict ? <BookingConflict conflict={conflict} /> : <ErrorText error={book.error} />}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!change || !quote.data || quote.isFetching || book.isPending}
          onClick={() =>
            change &&
            book.mutate({ campaignId, change }, { onSuccess: (answer) => setBooked(answer) })
          }
        >
          {book.isPending ? t('change.booking') : t('change.confirm')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('change.cancel')}
        </button>
      </div>
    </section>
  );
}

function ChangeBooked({ change }: { change: BookedChange }) {
  const { t } = useTranslation('booking');
  return (
    <section className={`card ${styles.card}`} role="status">
      <h2>{t('change.booked')}</h2>
      <p>{t('change.next')}</p>
      <ul className={styles.orders}>
        {change.orders.map((order) => {
          const item = change.quote.items.find((i) => i.ledId === order.ledId);
          return (
            <li key={order.orderId}>
              <Link to={`/order/${order.orderId}`}>
                {t('change.orderLine', { id: order.orderId, name: item?.billboardName ?? '' })}
              </Link>{' '}
              <span>
                {order.statusCode === orderStatus.awaitingVideo
                  ? t('change.uploadVideo')
                  : t('change.underReview')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
