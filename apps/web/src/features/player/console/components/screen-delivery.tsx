import type { ScreenDelivery as Delivery } from '@screenspot/contracts/player';
import { useTranslation } from 'react-i18next';
import { useScreenDelivery } from '../api/screen-delivery';
import { formatDay, formatNumber as n } from '../../../../components/console/format';
import { LoadError } from '../../../../components/console/empty-state';
import admin from '../../../../components/console/console.module.css';
import styles from './screen-delivery.module.css';
import { BodyPanel } from '../../../../components/console/body-panel';

/** The screen's plays per day against what paid orders booked, the last 14 days. */
export function ScreenDelivery({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const delivery = useScreenDelivery(screenId);
  return (
    <BodyPanel
      id="screen-delivery"
      title={t('delivery.title')}
      aside={
        delivery.data ? (
          <span className={admin.secondary} data-testid="screen-delivery-total">
            {t('delivery.total', {
              played: n(delivery.data.played),
              booked: n(delivery.data.booked),
              count: delivery.data.booked,
              zone: delivery.data.timezone,
            })}
          </span>
        ) : null
      }
    >
      {delivery.error ? (
        <LoadError error={delivery.error} onRetry={() => void delivery.refetch()} />
      ) : null}
      {delivery.data ? <Bars delivery={delivery.data} /> : <div className={styles.placeholder} />}
    </BodyPanel>
  );
}

function Bars({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('admin');
  const max = Math.max(1, ...delivery.days.flatMap((d) => [d.booked, d.played]));
  return (
    <>
      <ol className={styles.bars} aria-label={t('delivery.bars', { zone: delivery.timezone })}>
        {delivery.days.map((day) => {
          const date = new Date(`${day.date}T00:00:00Z`);
          const text = t('delivery.day', {
            date: formatDay(day.date),
            played: n(day.played),
            booked: n(day.booked),
          });
          return (
            <li key={day.date} className={styles.day} title={text}>
              <span className={styles.column} aria-hidden="true">
                <span
                  className={styles.booked}
                  style={{ height: `${(day.booked / max) * 100}%` }}
                />
                <span
                  className={styles.played}
                  style={{ height: `${(day.played / max) * 100}%` }}
                />
              </span>
              <span className={styles.label}>
                <span aria-hidden="true">
                  {formatDay(day.date, { weekday: 'narrow' })}
                  <br />
                  {date.getUTCDate()}
                </span>
                <span className="visually-hidden">{text}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.legend}>
        <span className={styles.key}>
          <span className={styles.keyPlayed} aria-hidden="true" /> {t('delivery.played')}
        </span>
        <span className={styles.key}>
          <span className={styles.keyBooked} aria-hidden="true" /> {t('delivery.booked')}
        </span>
      </p>
    </>
  );
}
