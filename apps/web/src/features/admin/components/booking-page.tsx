import { daypartIds, dayparts, localDate } from '@screenspot/contracts/booking';
import { useEffect, useState, type FormEvent } from 'react';
import {
  useLoop,
  useMultipliers,
  useOccupancy,
  useSaveLoop,
  useSaveMultipliers,
  type Multipliers,
} from '../api/booking';
import { useScreens } from '../api/get-screens';
import { PageHeader } from './page-header';
import admin from './admin.module.css';
import styles from './booking-page.module.css';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Daypart multipliers, a screen's loop and its occupancy calendar (Asia/Dubai). */
export function BookingPage() {
  const screens = useScreens({ size: 100 });
  const [screenId, setScreenId] = useState<number | null>(null);
  useEffect(() => {
    if (screenId === null && screens.data?.items[0]) setScreenId(screens.data.items[0].id);
  }, [screenId, screens.data]);
  return (
    <>
      <PageHeader
        title="Booking"
        description="Daypart prices, each screen's loop and how full its calendar is (Dubai time)."
      />
      <MultipliersPanel />
      <section className={`${admin.panel} ${styles.box}`} aria-label="Screen loop and occupancy">
        <label className={styles.pick}>
          Screen
          <select
            className="input"
            value={screenId ?? ''}
            onChange={(event) => setScreenId(Number(event.target.value))}
          >
            {screens.data?.items.map((screen) => (
              <option key={screen.id} value={screen.id}>
                {screen.billboardName}
              </option>
            ))}
          </select>
        </label>
        {screenId !== null ? <LoopForm key={screenId} screenId={screenId} /> : null}
        {screenId !== null ? <OccupancyCalendar screenId={screenId} /> : null}
      </section>
    </>
  );
}

function MultipliersPanel() {
  const stored = useMultipliers();
  const save = useSaveMultipliers();
  const [values, setValues] = useState<Multipliers | null>(null);
  const shown = values ?? stored.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown) save.mutate(shown, { onSuccess: () => setValues(null) });
  };
  return (
    <form
      className={`${admin.panel} ${styles.box}`}
      onSubmit={submit}
      aria-label="Daypart multipliers"
    >
      <h2 className={admin.panelTitle}>Daypart multipliers</h2>
      <p className={styles.hint}>
        A spot costs the screen&rsquo;s day price × the daypart&rsquo;s share of open hours × its
        multiplier. Booked orders keep their price.
      </p>
      <div className={styles.fields}>
        {daypartIds.map((id) => (
          <label key={id}>
            {dayparts[id].label}
            <input
              className="input"
              type="number"
              step="0.05"
              min="0.1"
              max="10"
              value={shown?.[id] ?? ''}
              onChange={(event) =>
                shown && setValues({ ...shown, [id]: Number(event.target.value) })
              }
            />
          </label>
        ))}
      </div>
      {save.error ? (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={!values || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save multipliers'}
      </button>
    </form>
  );
}

function LoopForm({ screenId }: { screenId: number }) {
  const loop = useLoop(screenId);
  const save = useSaveLoop(screenId);
  const [form, setForm] = useState<{
    slots: string;
    house: string;
    open: string;
    close: string;
  } | null>(null);
  const shown =
    form ??
    (loop.data
      ? {
          slots: String(loop.data.slotsPerLoop),
          house: String(loop.data.houseSlots),
          open: loop.data.openingHours.open,
          close: loop.data.openingHours.close,
        }
      : null);
  if (!shown) return null;
  const change = (key: keyof typeof shown) => (event: { target: { value: string } }) =>
    setForm({ ...shown, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        slotsPerLoop: Number(shown.slots),
        houseSlots: Number(shown.house),
        openingHours: { open: shown.open, close: shown.close },
      },
      { onSuccess: () => setForm(null) },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Loop settings" className={styles.loop}>
      <div className={styles.fields}>
        <label>
          Slots per loop
          <input
            className="input"
            type="number"
            min="1"
            value={shown.slots}
            onChange={change('slots')}
          />
        </label>
        <label>
          House slots
          <input
            className="input"
            type="number"
            min="0"
            value={shown.house}
            onChange={change('house')}
          />
        </label>
        <label>
          Opens
          <input className="input" type="time" value={shown.open} onChange={change('open')} />
        </label>
        <label>
          Closes
          <input className="input" type="time" value={shown.close} onChange={change('close')} />
        </label>
      </div>
      {loop.data ? (
        <p className={styles.hint}>
          Loop of {loop.data.loopSeconds} s · sells {loop.data.dayparts.join(', ')} ·{' '}
          {loop.data.timezone}
        </p>
      ) : null}
      {save.error ? (
        <p className="form-error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={!form || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save loop'}
      </button>
    </form>
  );
}

function OccupancyCalendar({ screenId }: { screenId: number }) {
  const today = localDate(new Date());
  const [from, setFrom] = useState(today);
  const occupancy = useOccupancy(screenId, from, addDays(from, 13));
  const days = occupancy.data?.days ?? [];
  const ids = days[0]?.dayparts.map((d) => d.id) ?? [];
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarBar}>
        <h2 className={admin.panelTitle}>Occupancy, 14 days</h2>
        <div>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setFrom(addDays(from, -14))}
          >
            Earlier
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setFrom(addDays(from, 14))}
          >
            Later
          </button>
        </div>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Booked / held / free spots per day and daypart
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {ids.map((id) => (
                <th key={id} scope="col">
                  {dayparts[id].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {day.dayparts.map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      cell.free === 0 ? styles.full : cell.free < cell.total / 2 ? styles.low : ''
                    }
                  >
                    <span title="booked">{cell.booked}</span> /{' '}
                    <span title="held">{cell.held}</span> /{' '}
                    <strong title="free">{cell.free}</strong>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>Each cell: booked (paid) / held (unpaid) / free.</p>
    </div>
  );
}
