import {
  addDays,
  bookingLimits,
  daypartIds,
  daypartOpenMinutes,
  dayparts,
  datesBetween,
  localDate,
  screenTimezone,
  sellableDayparts,
  sellableSpots,
  type DaypartId,
  type Multipliers,
  type OpeningHours,
  type SoldDaypartId,
} from '@screenspot/contracts/booking';
import type { ScreenLoopInfo } from '@screenspot/contracts/booking-api';
import { isRamadan, isRamadanDaypart } from '@screenspot/contracts/ramadan';
import { ramadanDayOf, ramadanPlace, soldCells } from '../catalog';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';
import { screenLoopInfo } from './schedule';
import { toScreenLoop } from '../../db/screen-loop';
import { loadScreen } from './service';
import { message } from '../../error-messages';

export async function readLoop(db: Db, id: number): Promise<ScreenLoopInfo> {
  return screenLoopInfo(await loadScreen(db, id));
}

/**
 * Inside a transaction: locks the screen and its cells that are not over yet, then refuses a loop
 * that would sell fewer spots than such a daypart already has sold or held, or opening hours that
 * would shorten one (409, the error on `field` or on the hour that changed). False when there is
 * no such screen. House slots default to the screen's own, hours stay when not given.
 */
export async function lockLoopChange(
  tx: Db,
  id: number,
  loop: {
    slotsPerLoop: number;
    houseSlots?: number;
    openingHours?: OpeningHours;
    ramadanDayparts?: boolean;
  },
  field: string,
  now = new Date(),
): Promise<boolean> {
  const screen = await repository.lockScreen(tx, id);
  if (!screen) return false;
  const houseSlots = loop.houseSlots ?? screen.houseSlots;
  const sold = soldCells(ramadanPlace(screen), toScreenLoop(screen));
  // From yesterday, whose night runs past midnight; a daypart that has ended is history.
  const future = (await repository.lockFutureCells(tx, id, addDays(localDate(now), -1))).filter(
    (cell) => sold.end(cell.date, cell.daypart) > now,
  );
  refuseRamadanSwitch(future, screen.ramadanDayparts, loop.ramadanDayparts);
  const ramadanCells = future.filter((cell) => isRamadanDaypart(cell.daypart));
  const hoursChange =
    loop.openingHours &&
    (loop.openingHours.open !== screen.opensAt || loop.openingHours.close !== screen.closesAt);
  if (ramadanCells.length > 0 && hoursChange) {
    const hour =
      loop.openingHours!.close === screen.closesAt ? 'openingHours.open' : 'openingHours.close';
    throw new HttpError(409, 'ramadan.hoursSold', { [hour]: 'ramadan.hoursSoldField' });
  }
  const cells = future.flatMap((cell) =>
    isRamadanDaypart(cell.daypart) ? [] : [{ ...cell, daypart: cell.daypart }],
  );
  const fullest = future.reduce((max, cell) => Math.max(max, cell.used), 0);
  if (fullest > sellableSpots({ slotsPerLoop: loop.slotsPerLoop, houseSlots })) {
    throw new HttpError(409, message('booking.loopBelowSold', { spots: fullest }), {
      [field]: message('booking.loopAtLeast', { count: fullest + houseSlots, house: houseSlots }),
    });
  }
  const hours = toScreenLoop(screen).openingHours;
  const next = loop.openingHours ?? hours;
  const shortened = cells.find(
    ({ daypart }) => daypartOpenMinutes(daypart, next) < daypartOpenMinutes(daypart, hours),
  );
  if (shortened) {
    const { label } = dayparts[shortened.daypart];
    const hour = next.close === hours.close ? 'openingHours.open' : 'openingHours.close';
    throw new HttpError(409, message('booking.hoursKeepOpen', { daypart: label }), {
      [hour]: message('booking.daypartSold', { daypart: label }),
    });
  }
  return true;
}

/**
 * New loop settings apply to future sales; they are refused when a future cell already holds
 * more spots than the new loop could sell, or lies in a daypart the new hours would shorten
 * (booked time is never squeezed out).
 */
export async function changeLoop(
  db: Db,
  id: number,
  settings: {
    slotsPerLoop: number;
    houseSlots: number;
    openingHours: { open: string; close: string };
    ramadanDayparts?: boolean;
    ramadanMultipliers?: { pre_iftar: number; after_iftar: number };
  },
  now = new Date(),
): Promise<ScreenLoopInfo> {
  await db.transaction(async (tx) => {
    if (!(await lockLoopChange(tx, id, settings, 'slotsPerLoop', now))) {
      throw new HttpError(404, 'screen.notFoundAlt');
    }
    await repository.updateLoop(tx, id, {
      slotsPerLoop: settings.slotsPerLoop,
      houseSlots: settings.houseSlots,
      opensAt: settings.openingHours.open,
      closesAt: settings.openingHours.close,
      ramadanDayparts: settings.ramadanDayparts,
      preIftarMultiplier: basisPoints(settings.ramadanMultipliers?.pre_iftar),
      afterIftarMultiplier: basisPoints(settings.ramadanMultipliers?.after_iftar),
    });
  });
  return readLoop(db, id);
}

const scale = bookingLimits.multiplierScale;

function basisPoints(multiplier: number | undefined): number | undefined {
  return multiplier === undefined ? undefined : Math.round(multiplier * scale);
}

/**
 * Switching Ramadan dayparts on or off never strands a sold cell: on, while a future Ramadan
 * date has evening or night spots sold or held; off, while pre_iftar or after_iftar has any.
 */
function refuseRamadanSwitch(
  cells: { date: string; daypart: string }[],
  current: boolean,
  next: boolean | undefined,
): void {
  if (next === undefined || next === current) return;
  const stranded = next
    ? cells.find((c) => (c.daypart === 'evening' || c.daypart === 'night') && isRamadan(c.date))
    : cells.find((c) => isRamadanDaypart(c.daypart));
  if (!stranded) return;
  const text = message(next ? 'ramadan.strandedOnRamadanDate' : 'ramadan.mustStayOn', {
    daypart: stranded.daypart,
    date: stranded.date,
  });
  throw new HttpError(409, text, { ramadanDayparts: text });
}

export async function readMultipliers(db: Db): Promise<Record<DaypartId, number>> {
  const stored = await repository.readMultipliers(db);
  return Object.fromEntries(daypartIds.map((id) => [id, stored[id] / scale])) as Record<
    DaypartId,
    number
  >;
}

/** The multipliers in basis points, as every price (quote, "from" price) is computed with them. */
export function priceMultipliers(db: Db): Promise<Multipliers> {
  return repository.readMultipliers(db);
}

/** Prices of future quotes change; booked orders keep their frozen quote. */
export async function changeMultipliers(db: Db, values: Record<string, number>) {
  const basisPoints = Object.fromEntries(
    daypartIds.map((id) => [id, Math.round(values[id]! * scale)]),
  ) as Multipliers;
  await repository.writeMultipliers(db, basisPoints);
  return readMultipliers(db);
}

export async function occupancy(db: Db, id: number, range: { from: string; to: string }) {
  const days = datesBetween(range.from, range.to);
  if (days.length < 1 || days.length > bookingLimits.maxFlightDays) {
    const text = message('booking.flightDays', { most: bookingLimits.maxFlightDays });
    throw new HttpError(400, text, { to: text });
  }
  const screen = await loadScreen(db, id);
  const ledger = await repository.readLedger(db, id, range.from, range.to);
  const cells = new Map(ledger.map((row) => [`${row.date}/${row.daypart}`, row]));
  const total = sellableSpots(screen);
  const sold: SoldDaypartId[] = sellableDayparts(toScreenLoop(screen).openingHours);
  const ramadanDay = ramadanDayOf(ramadanPlace(screen));
  return {
    ledId: id,
    timezone: screenTimezone,
    days: days.map((date) => ({
      date,
      dayparts: (ramadanDay(date)?.windows.map((w) => w.daypart) ?? sold).map((daypart) => {
        const cell = cells.get(`${date}/${daypart}`);
        const booked = cell?.booked ?? 0;
        const held = cell?.held ?? 0;
        return { id: daypart, booked, held, free: Math.max(0, total - booked - held), total };
      }),
    })),
  };
}
