import type { OrderDelivery as Delivery } from '@screenspot/contracts/player';
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
    </>
  );
}
