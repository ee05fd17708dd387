import { addDays, bookingLimits, type SoldDaypartId } from '@screenspot/contracts/booking';
import { isRamadan, ramadanDaypartIds } from '@screenspot/contracts/ramadan';
import { useEffect, useId, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RangeCalendar } from '../../../components/schedule/range-calendar';
import { useFormat } from '../../../i18n/format';
import { useAvailability, useScreenLoop } from '../api/get-availability';
import { useQuote } from '../api/get-quote';
import { dubaiToday, firstOpenRun, type ScheduleChoice } from '../schedule';
import { QuoteSummary } from './quote-summary';
import { RamadanTimes } from './ramadan-times';
import styles from './schedule-picker.module.css';

// The stepper's signs: symbols, the same in every language.
const minus = '−';
const plus = '+';
const defaultDays = 7;

type Props = {
  ledId: number;
  /** The schedule when it can be booked as chosen, else null. */
  onChange: (schedule: ScheduleChoice | null) => void;
};

/**
 * Step 1 of booking one screen: a date range coloured by free capacity, dayparts, spots in every
 * loop with the plays they buy, and the live price with VAT.
 */
export function SchedulePicker({ ledId, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const today = dubaiToday();
  const last = addDays(today, bookingLimits.maxFlightDays - 1);
  const screen = useScreenLoop(ledId);
  const availability = useAvailability(ledId, today, last);
  // Null until the customer picks dates: then the default week follows the availability.
  const [picked, setRange] = useState<{ from: string; to: string } | null>(null);
  const [chosen, setChosen] = useState<SoldDaypartId[]>(['evening']);
  const [spots, setSpots] = useState(1);

  const fixed = screen.data?.dayparts ?? [];
  const total = (screen.data?.slotsPerLoop ?? 0) - (screen.data?.houseSlots ?? 0);
  const freeByDay = useMemo(() => {
    const map = new Map<string, Map<SoldDaypartId, number>>();
    for (const day of availability.data?.days ?? []) {
      map.set(day.date, new Map(day.dayparts.map((d) => [d.id, d.free])));
    }
    return map;
  }, [availability.data]);
  // The default: the evenings of the next seven days, or the first seven days after them with a
  // free evening spot each, so that a sold-out week never opens the page.
  const range = picked ??
    firstOpenRun(addDays(today, 1), last, defaultDays, (date) => {
      const free = freeByDay.get(date)?.get('evening');
      return free === undefined || free >= 1;
    }) ?? { from: addDays(today, 1), to: addDays(today, defaultDays) };

  const dates: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) dates.push(d);
  // A screen switched to Ramadan dayparts offers them when the dates reach into Ramadan.
  const ramadan = screen.data?.ramadanDayparts === true && dates.some(isRamadan);
  const sold: SoldDaypartId[] = ramadan ? [...fixed, ...ramadanDaypartIds] : fixed;
  const ramadanDays = ramadan
    ? (availability.data?.days ?? []).filter(
        (day) => day.date >= range.from && day.date <= range.to && isRamadan(day.date),
      )
    : [];
  const short = dates.flatMap((date) =>
    chosen
      // A daypart not sold that date (Ramadan's outside it, evening and night in it) is skipped.
      .filter((daypart) => freeByDay.get(date)?.has(daypart) ?? true)
      .map((daypart) => ({ date, daypart, free: freeByDay.get(date)?.get(daypart) ?? total }))
      .filter((cell) => cell.free < spots),
  );
  const mostSpots = Math.min(
    total,
    ...dates.flatMap((d) => chosen.map((p) => freeByDay.get(d)?.get(p) ?? total)),
  );
  // Ramadan's dayparts, once chosen, leave the schedule when the dates leave Ramadan.
  const picks = chosen.filter((daypart) => sold.includes(daypart));
  const valid = picks.length > 0 && short.length === 0 && spots >= 1;
  const schedule: ScheduleChoice | null = valid
    ? { startDate: range.from, endDate: range.to, dayparts: picks, spotsPerLoop: spots }
    : null;
  const key = JSON.stringify(schedule);
  useEffect(() => {
    onChange(schedule);
    // The key stands for the schedule's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const quote = useQuote(schedule ? [{ ledId, ...schedule }] : null);

  // A day's colour: the least free share among the chosen dayparts.
  const dayShare = (date: string) => {
    const day = freeByDay.get(date);
    if (!day || total <= 0) return 1;
    return Math.min(...chosen.map((p) => (day.get(p) ?? total) / total));
  };

  const toggle = (daypart: SoldDaypartId) =>
    setChosen((list) =>
      list.includes(daypart) ? list.filter((p) => p !== daypart) : [...list, daypart],
    );

  const list = (items: string[]) => items.join(t('listSeparator'));
  const plays = quote.data?.items[0]?.playsPerDay;

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('schedule.title')}
      </h2>
      <p className={styles.hint}>{t('schedule.hint')}</p>
      <div className={styles.grid}>
        <RangeCalendar
          from={range.from}
          to={range.to}
          today={today}
          last={last}
          freeShare={dayShare}
          onSelect={setRange}
        />
        <div className={styles.controls}>
          <p className={styles.range}>
            <Trans
              t={t}
              i18nKey="schedule.range"
              count={dates.length}
              values={{ from: format.day(range.from), to: format.day(range.to) }}
              components={{ b: <strong /> }}
            />
          </p>
          <fieldset className={styles.dayparts}>
            <legend>{t('schedule.dayparts')}</legend>
            {sold.map((daypart) => (
              <label key={daypart} className={styles.daypart}>
                <input
                  type="checkbox"
                  checked={chosen.includes(daypart)}
                  onChange={() => toggle(daypart)}
                />
                {t(`dayparts.${daypart}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.stepper}>
            <span id={`${id}-spots`}>{t('schedule.spots')}</span>
            <div role="group" aria-labelledby={`${id}-spots`} className={styles.stepperRow}>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('schedule.fewer')}
                disabled={spots <= 1}
                onClick={() => setSpots((n) => Math.max(1, n - 1))}
              >
                {minus}
              </button>
              <output aria-live="polite" className={styles.spots} data-testid="spots">
                {format.number(spots)}
              </output>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('schedule.more')}
                disabled={spots >= Math.max(1, total)}
                onClick={() => setSpots((n) => n + 1)}
              >
                {plus}
              </button>
            </div>
            <p className={styles.plays}>
              {plays !== undefined
                ? t('schedule.playsPerDay', { count: plays, plays: format.number(plays) })
                : ' '}
            </p>
          </div>
        </div>
      </div>
      {chosen.length === 0 ? (
        <p className="form-error" role="alert">
          {t('schedule.chooseDaypart')}
        </p>
      ) : null}
      {short.length > 0 ? (
        <div className={styles.full} role="alert">
          <p>
            <Trans
              t={t}
              i18nKey="schedule.notEnough"
              values={{
                cells: list(
                  short.slice(0, 4).map((cell) =>
                    t('schedule.cell', {
                      date: format.day(cell.date),
                      daypart: t(`daypartsInText.${cell.daypart}`),
                      free: format.number(cell.free),
                    }),
                  ),
                ),
                more: short.length > 4 ? t('schedule.andMore', { count: short.length - 4 }) : '',
              }}
              components={{ b: <strong /> }}
            />
          </p>
          <p>
            {mostSpots > 0
              ? t('schedule.chooseSpots', { count: mostSpots })
              : t('schedule.chooseOther')}
          </p>
        </div>
      ) : null}
      {ramadanDays.length > 0 ? <RamadanTimes days={ramadanDays} /> : null}
      <QuoteSummary quote={schedule ? quote.data : undefined} error={quote.error?.message} />
    </section>
  );
}
