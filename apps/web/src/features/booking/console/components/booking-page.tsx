import { addDays, daypartIds, localDate } from '@screenspot/contracts/booking';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLoop,
  useMultipliers,
  useOccupancy,
  useSaveLoop,
  useSaveMultipliers,
  useScreenChoices,
  type Multipliers,
} from '../api/booking';
import { daypartIdList as partIds, formatDay } from '../../../../components/console/format';
import { PageHeader } from '../../../../components/console/page-header';
import admin from '../../../../components/console/console.module.css';
import styles from './booking-page.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

/** Daypart multipliers, a screen's loop and its occupancy calendar (Asia/Dubai). */
export function BookingPage() {
  const { t } = useTranslation('admin');
  const screens = useScreenChoices();
  const [screenId, setScreenId] = useState<number | null>(null);
  useEffect(() => {
    if (screenId === null && screens.data?.items[0]) setScreenId(screens.data.items[0].id);
  }, [screenId, screens.data]);
  return (
    <>
      <PageHeader title={t('booking.title')} description={t('booking.description')} />
      <MultipliersPanel />
      <section className={`${admin.panel} ${styles.box}`} aria-label={t('booking.loopRegion')}>
        <label className={styles.pick}>
          {t('booking.screen')}
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
  const { t } = useTranslation('admin');
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
      aria-label={t('booking.multipliers')}
    >
      <h2 className={admin.panelTitle}>{t('booking.multipliers')}</h2>
      <p className={styles.hint}>{t('booking.multipliersHint')}</p>
      <div className={styles.fields}>
        {daypartIds.map((id) => (
          <MultiplierField
            key={id}
            label={t(`daypart.${id}Hours`)}
            value={shown?.[id] ?? ''}
            onChange={(event) => shown && setValues({ ...shown, [id]: Number(event.target.value) })}
          />
        ))}
      </div>
      <SaveFooter save={save} ready={values !== null} label={t('booking.saveMultipliers')} />
    </form>
  );
}

function LoopForm({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const loop = useLoop(screenId);
  const save = useSaveLoop(screenId);
  const [form, setForm] = useState<{
    slots: string;
    house: string;
    open: string;
    close: string;
    ramadan: boolean;
    preIftar: string;
    afterIftar: string;
  } | null>(null);
  const shown =
    form ??
    (loop.data
      ? {
          slots: String(loop.data.slotsPerLoop),
          house: String(loop.data.houseSlots),
          open: loop.data.openingHours.open,
          close: loop.data.openingHours.close,
          ramadan: loop.data.ramadanDayparts,
          preIftar: String(loop.data.ramadanMultipliers.pre_iftar),
          afterIftar: String(loop.data.ramadanMultipliers.after_iftar),
        }
      : null);
  if (!shown) return null;
  type TextKey = Exclude<keyof typeof shown, 'ramadan'>;
  const change = (key: TextKey) => (event: { target: { value: string } }) =>
    setForm({ ...shown, [key]: event.target.value });
  const inputs: { key: TextKey; label: string; type: string; min?: string }[] = [
    { key: 'slots', label: t('booking.slotsPerLoop'), type: 'number', min: '1' },
    { key: 'house', label: t('booking.houseSlots'), type: 'number', min: '0' },
    { key: 'open', label: t('booking.opens'), type: 'time' },
    { key: 'close', label: t('booking.closes'), type: 'time' },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        slotsPerLoop: Number(shown.slots),
        houseSlots: Number(shown.house),
        openingHours: { open: shown.open, close: shown.close },
        ramadanDayparts: shown.ramadan,
        ramadanMultipliers: {
          pre_iftar: Number(shown.preIftar),
          after_iftar: Number(shown.afterIftar),
        },
      },
      { onSuccess: () => setForm(null) },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('booking.loopSettings')} className={styles.loop}>
      <div className={styles.fields}>
        {inputs.map(({ key, label, ...input }) => (
          <label key={key}>
            {label}
            <input className="input" {...input} value={shown[key]} onChange={change(key)} />
          </label>
        ))}
      </div>
      <fieldset className={styles.ramadan}>
        <legend>{t('booking.ramadan')}</legend>
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={shown.ramadan}
            onChange={(event) => setForm({ ...shown, ramadan: event.target.checked })}
          />
          {t('booking.ramadanSwitch')}
        </label>
        <div className={styles.fields}>
          {(
            [
              ['preIftar', 'pre_iftarHours'],
              ['afterIftar', 'after_iftarHours'],
            ] as const
          ).map(([key, label]) => (
            <MultiplierField
              key={key}
              label={t(`daypart.${label}`)}
              value={shown[key]}
              onChange={change(key)}
            />
          ))}
        </div>
        <p className={styles.hint}>{t('booking.ramadanHint')}</p>
      </fieldset>
      {loop.data ? (
        <p className={styles.hint}>
          {t('booking.loopHint', {
            seconds: loop.data.loopSeconds,
            dayparts: partIds(loop.data.dayparts),
            zone: loop.data.timezone,
          })}
        </p>
      ) : null}
      <SaveFooter save={save} ready={form !== null} label={t('booking.saveLoop')} />
    </form>
  );
}

function OccupancyCalendar({ screenId }: { screenId: number }) {
  const { t } = useTranslation('admin');
  const today = localDate(new Date());
  const [from, setFrom] = useState(today);
  const occupancy = useOccupancy(screenId, from, addDays(from, 13));
  const days = occupancy.data?.days ?? [];
  const ids = days[0]?.dayparts.map((d) => d.id) ?? [];
  return (
    <div className={styles.calendar}>
      <div className={styles.calendarBar}>
        <h2 className={admin.panelTitle}>{t('booking.occupancy')}</h2>
        <div>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setFrom(addDays(from, -14))}
          >
            {t('booking.earlier')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setFrom(addDays(from, 14))}
          >
            {t('booking.later')}
          </button>
        </div>
      </div>
      {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too. */}
      <div
        className={styles.tableWrap}
        role="region"
        aria-label={t('booking.occupancy')}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{t('booking.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('booking.date')}</th>
              {ids.map((id) => (
                <th key={id} scope="col">
                  {t(`daypart.${id}Hours`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {formatDay(day.date, { weekday: 'short', day: 'numeric', month: 'short' })}
                </th>
                {day.dayparts.map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      cell.free === 0 ? styles.full : cell.free < cell.total / 2 ? styles.low : ''
                    }
                  >
                    <span title={t('booking.booked')}>{cell.booked}</span> /{' '}
                    <span title={t('booking.held')}>{cell.held}</span> /{' '}
                    <strong title={t('booking.free')}>{cell.free}</strong>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t('booking.cellHint')}</p>
    </div>
  );
}

/** A booking form's failure, if the last save failed, and its save button. */
function SaveFooter({
  save,
  ready,
  label,
}: {
  save: { error: Error | null; isPending: boolean };
  /** Whether the form has its values (they arrive with the screen's settings). */
  ready: boolean;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ErrorText error={save.error} />
      <button type="submit" className="btn btn-primary" disabled={!ready || save.isPending}>
        {save.isPending ? t('common.savingDots') : label}
      </button>
    </>
  );
}

/** A daypart's price multiplier, within what the API takes: ×0.1 to ×10, in steps of 0.05. */
function MultiplierField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label>
      {label}
      <input
        className="input"
        type="number"
        step="0.05"
        min="0.1"
        max="10"
        value={value}
        onChange={onChange}
      />
    </label>
  );
}
