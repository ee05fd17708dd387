import {
  bookingLimits,
  dayparts as daypartInfo,
  type DaypartId,
} from '@screenspot/contracts/booking';
import { useEffect, useId, useMemo, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useAvailability, useScreenLoop } from '../api/get-availability';
import { useQuote } from '../api/get-quote';
import {
  addDays,
  dubaiToday,
  formatDay,
  fromPickerDate,
  toPickerDate,
  type ScheduleChoice,
} from '../schedule';
import { QuoteSummary } from './quote-summary';
import styles from './schedule-picker.module.css';

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
  const today = dubaiToday();
  const last = addDays(today, bookingLimits.maxFlightDays - 1);
  const screen = useScreenLoop(ledId);
  const availability = useAvailability(ledId, today, last);
  const [range, setRange] = useState<{ from: string; to: string }>({
    from: addDays(today, 1),
    to: addDays(today, 7),
  });
  const [chosen, setChosen] = useState<DaypartId[]>(['evening']);
  const [spots, setSpots] = useState(1);

  const sold = screen.data?.dayparts ?? [];
  const total = (screen.data?.slotsPerLoop ?? 0) - (screen.data?.houseSlots ?? 0);
  const freeByDay = useMemo(() => {
    const map = new Map<string, Map<DaypartId, number>>();
    for (const day of availability.data?.days ?? []) {
      map.set(day.date, new Map(day.dayparts.map((d) => [d.id, d.free])));
    }
    return map;
  }, [availability.data]);

  const dates: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) dates.push(d);
  const short = dates.flatMap((date) =>
    chosen
      .map((daypart) => ({ date, daypart, free: freeByDay.get(date)?.get(daypart) ?? total }))
      .filter((cell) => cell.free < spots),
  );
  const mostSpots = Math.min(
    total,
    ...dates.flatMap((d) => chosen.map((p) => freeByDay.get(d)?.get(p) ?? total)),
  );
  const valid = chosen.length > 0 && short.length === 0 && spots >= 1;
  const schedule: ScheduleChoice | null = valid
    ? { startDate: range.from, endDate: range.to, dayparts: chosen, spotsPerLoop: spots }
    : null;
  const key = JSON.stringify(schedule);
  useEffect(() => {
    onChange(schedule);
    // The key stands for the schedule's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const quote = useQuote(schedule ? [{ ledId, ...schedule }] : null);

  // A day's colour: the least free share among the chosen dayparts.
  const dayShare = (date: Date) => {
    const day = freeByDay.get(fromPickerDate(date));
    if (!day || total <= 0) return 1;
    return Math.min(...chosen.map((p) => (day.get(p) ?? total) / total));
  };
  const selected: DateRange = { from: toPickerDate(range.from), to: toPickerDate(range.to) };

  const toggle = (daypart: DaypartId) =>
    setChosen((list) =>
      list.includes(daypart) ? list.filter((p) => p !== daypart) : [...list, daypart],
    );

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Choose when it plays
      </h2>
      <p className={styles.hint}>Dates and dayparts are Dubai time (Asia/Dubai).</p>
      <div className={styles.grid}>
        <div className={styles.calendar}>
          <DayPicker
            mode="range"
            required
            numberOfMonths={1}
            selected={selected}
            onSelect={(next) => {
              if (!next?.from) return;
              const from = fromPickerDate(next.from);
              const to = next.to ? fromPickerDate(next.to) : from;
              const capped =
                to > addDays(from, bookingLimits.maxFlightDays - 1)
                  ? addDays(from, bookingLimits.maxFlightDays - 1)
                  : to;
              setRange({ from, to: capped });
            }}
            disabled={[{ before: toPickerDate(today) }, { after: toPickerDate(last) }]}
            startMonth={toPickerDate(today)}
            endMonth={toPickerDate(last)}
            modifiers={{
              full: (date) => dayShare(date) === 0,
              low: (date) => dayShare(date) > 0 && dayShare(date) < 0.5,
            }}
            modifiersClassNames={{ full: styles.dayFull!, low: styles.dayLow! }}
          />
          <ul className={styles.legend} aria-label="Calendar colours">
            <li>
              <span className={styles.swatchOpen} /> Free
            </li>
            <li>
              <span className={styles.swatchLow} /> Filling up
            </li>
            <li>
              <span className={styles.swatchFull} /> Full
            </li>
          </ul>
        </div>
        <div className={styles.controls}>
          <p className={styles.range}>
            <strong>{formatDay(range.from)}</strong> to <strong>{formatDay(range.to)}</strong> ·{' '}
            {dates.length} {dates.length === 1 ? 'day' : 'days'}
          </p>
          <fieldset className={styles.dayparts}>
            <legend>Dayparts</legend>
            {sold.map((daypart) => (
              <label key={daypart} className={styles.daypart}>
                <input
                  type="checkbox"
                  checked={chosen.includes(daypart)}
                  onChange={() => toggle(daypart)}
                />
                {daypartInfo[daypart].label}
              </label>
            ))}
          </fieldset>
          <div className={styles.stepper}>
            <span id={`${id}-spots`}>Spots in every loop</span>
            <div role="group" aria-labelledby={`${id}-spots`} className={styles.stepperRow}>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label="One spot fewer"
                disabled={spots <= 1}
                onClick={() => setSpots((n) => Math.max(1, n - 1))}
              >
                −
              </button>
              <output aria-live="polite" className={styles.spots} data-testid="spots">
                {spots}
              </output>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label="One spot more"
                disabled={spots >= Math.max(1, total)}
                onClick={() => setSpots((n) => n + 1)}
              >
                +
              </button>
            </div>
            <p className={styles.plays}>
              {quote.data
                ? `${quote.data.items[0]!.playsPerDay.toLocaleString('en-US')} plays a day`
                : ' '}
            </p>
          </div>
        </div>
      </div>
      {chosen.length === 0 ? (
        <p className="form-error" role="alert">
          Choose at least one daypart.
        </p>
      ) : null}
      {short.length > 0 ? (
        <div className={styles.full} role="alert">
          <p>
            <strong>Not enough free spots</strong> on{' '}
            {short
              .slice(0, 4)
              .map((cell) => `${formatDay(cell.date)} ${cell.daypart} (${cell.free} free)`)
              .join(', ')}
            {short.length > 4 ? ` and ${short.length - 4} more` : ''}.
          </p>
          <p>
            {mostSpots > 0
              ? `Choose ${mostSpots} ${mostSpots === 1 ? 'spot' : 'spots'} per loop, other dayparts, or dates shown as free.`
              : 'Choose other dayparts, or dates shown as free in the calendar.'}
          </p>
        </div>
      ) : null}
      <QuoteSummary quote={schedule ? quote.data : undefined} error={quote.error?.message} />
    </section>
  );
}
