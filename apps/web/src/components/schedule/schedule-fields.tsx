import { addDays, bookingLimits, daypartIds, type DaypartId } from '@screenspot/contracts/booking';
import { useTranslation } from 'react-i18next';
import styles from './schedule-fields.module.css';

/** One screen's schedule: dates (Asia/Dubai), dayparts and spots in every loop. */
export type ScheduleValue = {
  startDate: string;
  endDate: string;
  dayparts: DaypartId[];
  spotsPerLoop: number;
};

/**
 * Dates, dayparts and spots per loop as plain fields: a campaign's shared schedule, one screen's
 * own, or an order's new schedule. The parent lays them out.
 */
export function ScheduleFields({
  value,
  onChange,
  today,
}: {
  value: ScheduleValue;
  onChange: (next: ScheduleValue) => void;
  today: string;
}) {
  const { t } = useTranslation('booking');
  const toggle = (daypart: DaypartId) =>
    onChange({
      ...value,
      dayparts: value.dayparts.includes(daypart)
        ? value.dayparts.filter((p) => p !== daypart)
        : daypartIds.filter((p) => p === daypart || value.dayparts.includes(p)),
    });

  return (
    <>
      <div className={styles.dates}>
        <label>
          {t('fields.firstDay')}
          <input
            type="date"
            min={today}
            value={value.startDate}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
          />
        </label>
        <label>
          {t('fields.lastDay')}
          <input
            type="date"
            min={value.startDate}
            max={addDays(value.startDate, bookingLimits.maxFlightDays - 1)}
            value={value.endDate}
            onChange={(e) => onChange({ ...value, endDate: e.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.dayparts}>
        <legend>{t('fields.dayparts')}</legend>
        {daypartIds.map((daypart) => (
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
