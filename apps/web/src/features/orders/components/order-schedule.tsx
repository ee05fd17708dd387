import { dayparts, type DaypartId } from '@screenspot/contracts/booking';
import type { Order } from '@screenspot/contracts/order';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { rich } from './texts';
import styles from './order-schedule.module.css';
import { Money } from '../../../components/ui/money';

const dateOptions = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The booked schedule (Dubai dates) and its frozen price with VAT. */
export function OrderSchedule({ schedule }: { schedule: NonNullable<Order['schedule']> }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const parts = schedule.dayparts
    .map((id) => (id in dayparts ? t(`dayparts.${id as DaypartId}`) : id))
    .join(t('schedule.listSeparator'));
  return (
    <dl className={styles.schedule} aria-label={t('schedule.label')}>
      <div>
        <dt>{t('schedule.dates')}</dt>
        <dd>
          {format.days(schedule.startDate, schedule.endDate, dateOptions)}{' '}
          <span>{t('schedule.dubaiTime')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('schedule.dayparts')}</dt>
        <dd>{parts}</dd>
      </div>
      <div>
        <dt>{t('schedule.spots')}</dt>
        <dd>{format.number(schedule.spotsPerLoop)}</dd>
      </div>
      <div>
        <dt>{t('schedule.total')}</dt>
        <dd data-testid="order-total">
          <Money cents={schedule.totalCents} />{' '}
          <span>
            <Trans
              t={t}
              i18nKey="schedule.inclVat"
              values={{ vat: format.cents(schedule.vatCents) }}
              components={rich}
            />
          </span>
        </dd>
      </div>
    </dl>
  );
}
