import {
  addDays,
  bookingLimits,
  daypartIds,
  soldDaypartIds,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { RangeCalendar } from './range-calendar';
import styles from './schedule-fields.module.css';

/** One screen's schedule: dates (Asia/Dubai; '' while a typed day is incomplete), dayparts, spots. */
export type ScheduleValue = {
  startDate: string;
  endDate: string;
  dayparts: SoldDaypartId[];
  spotsPerLoop: number;
};

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** Whether both days are whole dates, in order, within one flight: only then is it priced. */
export function hasValidDates(value: Pick<ScheduleValue, 'startDate' | 'endDate'>): boolean {
  return (
    isDay(value.startDate) &&
    isDay(value.endDate) &&
    value.endDate >= value.startDate &&
    value.endDate <= addDays(value.startDate, bookingLimits.maxFlightDays - 1)
  );
}

/**
 * Dates, dayparts and spots per loop as plain fields: a campaign's shared schedule, one screen's
 * own, or an order's new schedule. The parent lays them out.
 */
export function ScheduleFields({
  value,
  onChange,
  today,
  freeShare,
}: {
  value: ScheduleValue;
  onChange: (next: ScheduleValue) => void;
  today: string;
  /** With it, a calendar tinted by each day's share of free spots (0 to 1) comes first. */
  freeShare?: (date: string) => number;
}) {
  const { t } = useTranslation('booking');
  const toggle = (daypart: SoldDaypartId) =>
    onChange({
      ...value,
      dayparts: value.dayparts.includes(daypart)
        ? value.dayparts.filter((p) => p !== daypart)
        : soldDaypartIds.filter((p) => p === daypart || value.dayparts.includes(p)),
    });

  return (
    <>
      {freeShare ? (
        <RangeCalendar
          from={value.startDate}
          to={value.endDate}
          today={today}
          last={addDays(today, bookingLimits.maxFlightDays - 1)}
          freeShare={freeShare}
          onSelect={(range) => onChange({ ...value, startDate: range.from, endDate: range.to })}
        />
      ) : null}
      <div className={styles.dates}>
        <DateField
          label={t('fields.firstDay')}
          value={value.startDate}
          min={today}
          onChange={(startDate) => onChange({ ...value, startDate })}
        />
        <DateField
          label={t('fields.lastDay')}
          value={value.endDate}
          min={isDay(value.startDate) ? value.startDate : today}
          max={
            isDay(value.startDate)
              ? addDays(value.startDate, bookingLimits.maxFlightDays - 1)
              : undefined
          }
          onChange={(endDate) => onChange({ ...value, endDate })}
        />
      </div>
      <fieldset className={styles.dayparts}>
        <legend>{t('fields.dayparts')}</legend>
        {/* Ramadan's dayparts show where the schedule has them (booked on a Ramadan screen). */}
        {soldDaypartIds
          .filter(
            (id) => (daypartIds as readonly string[]).includes(id) || value.dayparts.includes(id),
          )
          .map((daypart) => (
            <label key={daypart}>
              <input
                type="checkbox"
                checked={value.dayparts.includes(daypart)}
                onChange={() => toggle(daypart)}
              />
              {t(`dayparts.${daypart}`)}
            </label>
          ))}
      </fieldset>
      <label className={styles.spots}>
        {t('fields.spots')}
        <input
          type="number"
          min={1}
          max={bookingLimits.maxSpotsPerLoop}
          value={value.spotsPerLoop}
          onChange={(e) =>
            onChange({ ...value, spotsPerLoop: Math.max(1, Number(e.target.value) || 1) })
          }
        />
      </label>
    </>
  );
}
