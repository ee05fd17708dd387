import { dayparts, type DaypartId } from '@screenspot/contracts/booking';
import type { Order } from '@screenspot/contracts/order';
import styles from './order-schedule.module.css';
import { formatCents } from '../../../lib/money';

const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const money = formatCents;

/** The booked schedule (Dubai dates) and its frozen price with VAT. */
export function OrderSchedule({ schedule }: { schedule: NonNullable<Order['schedule']> }) {
  const parts = schedule.dayparts.map((id) => dayparts[id as DaypartId]?.label ?? id).join(', ');
  return (
    <dl className={styles.schedule} aria-label="Schedule and price">
      <div>
        <dt>Dates</dt>
        <dd>
          {day(schedule.startDate)} – {day(schedule.endDate)} <span>(Dubai time)</span>
        </dd>
      </div>
      <div>
        <dt>Dayparts</dt>
        <dd>{parts}</dd>
      </div>
      <div>
        <dt>Spots per loop</dt>
        <dd>{schedule.spotsPerLoop}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd data-testid="order-total">
          {money(schedule.totalCents)} <span>incl. VAT {money(schedule.vatCents)}</span>
        </dd>
      </div>
    </dl>
  );
}
