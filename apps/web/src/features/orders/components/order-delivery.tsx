import { dayparts, type DaypartId } from '@screenspot/contracts/booking';
import type { OrderDelivery as Delivery, DeliveryRemedy } from '@screenspot/contracts/player';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useOrderDelivery } from '../api/get-order-delivery';
import { TableHead } from '../../../components/ui/table-head';
import { OrderQuerySection } from './order-query-section';
import { rich } from './texts';
import styles from './order-delivery.module.css';

const dayOptions = { weekday: 'short', day: 'numeric', month: 'short' } as const;

function share(played: number, booked: number): number {
  return booked > 0 ? Math.min(100, Math.round((played / booked) * 100)) : 0;
}

/** Plays so far against plays booked, per day of the flight (the screen's zone). */
export function OrderDelivery({ orderId, live }: { orderId: number; live: boolean }) {
  const { t } = useTranslation('orders');
  const delivery = useOrderDelivery(orderId, live);
  if (!live) return null;
  return (
    <OrderQuerySection
      id="order-delivery"
      title={t('delivery.title')}
      query={delivery}
      className={styles.section}
    >
      {(data) => <DeliveryTable delivery={data} />}
    </OrderQuerySection>
  );
}

function DeliveryTable({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <>
      <p className={styles.summary} data-testid="delivery-total">
        <Trans
          t={t}
          i18nKey="delivery.summary"
          count={delivery.booked}
          values={{
            played: format.number(delivery.played),
            booked: format.number(delivery.booked),
          }}
          components={rich}
        />
        <span>
          {t('delivery.share', { percent: format.number(share(delivery.played, delivery.booked)) })}
        </span>
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {t('delivery.caption', { timezone: delivery.timezone })}
        </caption>
        <TableHead columns={[t('delivery.day'), t('delivery.played'), t('delivery.booked')]} />
        <tbody>
          {delivery.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{format.day(day.date, dayOptions)}</th>
              <td>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${share(day.played, day.booked)}%` }} />
                </span>
                {format.number(day.played)}
              </td>
              <td>{format.number(day.booked)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('delivery.note', { timezone: delivery.timezone })}</p>
      {delivery.remedies.length > 0 && (
        <Remedies remedies={delivery.remedies} timezone={delivery.timezone} />
      )}
    </>
  );
}

/** One line per make-good or credit the delivery guarantee gave: why, and what it gave. */
function Remedies({ remedies, timezone }: { remedies: DeliveryRemedy[]; timezone: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const clock = new Intl.DateTimeFormat(format.locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  });
  const daypartName = (id: string) => (id in dayparts ? t(`dayparts.${id as DaypartId}`) : id);
  return (
    <section className={styles.remedies} aria-labelledby="delivery-remedies">
      <h3 id="delivery-remedies">{t('delivery.remedies.title')}</h3>
      <ul>
        {remedies.map((remedy) => (
          <li key={`${remedy.reason}-${remedy.date}-${remedy.daypart}-${remedy.from ?? ''}`}>
            <p data-testid="delivery-remedy">
              <Trans
                t={t}
                i18nKey={
                  remedy.reason === 'outage'
                    ? 'delivery.remedies.outage'
                    : 'delivery.remedies.shortfall'
                }
                values={{
                  day: format.day(remedy.date, dayOptions),
                  // "19:00–19:45" kept left to right inside an Arabic sentence.
                  time:
                    remedy.from && remedy.to
                      ? format.ltr(
                          `${clock.format(new Date(remedy.from))}–${clock.format(new Date(remedy.to))}`,
                        )
                      : '',
                  daypart: daypartName(remedy.daypart),
                  owed: t('delivery.remedies.owed', { count: remedy.playsOwed }),
                }}
                components={rich}
              />
            </p>
            {remedy.madeGoodPlays > 0 && (
              <p className={styles.remedy}>
                {t('delivery.remedies.madeGood', { count: remedy.madeGoodPlays })}
              </p>
            )}
            {remedy.creditedPlays > 0 && (
              <p className={styles.remedy}>
                {t(
                  remedy.creditNoteNumber
                    ? 'delivery.remedies.credited'
                    : 'delivery.remedies.creditedPending',
                  {
                    count: remedy.creditedPlays,
                    amount: format.cents(remedy.creditCents),
                    number: remedy.creditNoteNumber,
                  },
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
