/**
 * The booking model (DOMAIN.md, "What is sold"): a screen plays a loop of slots; a spot is one slot
 * of the loop in one daypart of one date, a cell. Every rule here is shared by the web app and the
 * API, so the price a customer sees while choosing is the price the server freezes.
 */

import { vatCents } from './rates';
import type { RamadanDaypartId, ResolvedDaypart } from './ramadan';
import { screenUtcOffsetMinutes } from './time-zone';

export { localDate, localTime, screenTimezone, screenUtcOffsetMinutes } from './time-zone';

export const daypartIds = ['morning', 'daytime', 'evening', 'night'] as const;
export type DaypartId = (typeof daypartIds)[number];

/**
 * Every daypart a cell can be sold in: the fixed four, and Ramadan's two sunset-anchored ones
 * (`ramadan.ts`), sold on Ramadan dates by screens switched to them.
 */
export const soldDaypartIds = [...daypartIds, 'pre_iftar', 'after_iftar'] as const;
export type SoldDaypartId = DaypartId | RamadanDaypartId;

/** Whether a sold daypart is one of the fixed four (not Ramadan's). */
export function isFixedDaypart(id: string): id is DaypartId {
  return (daypartIds as readonly string[]).includes(id);
}

/**
 * A screen's Ramadan day: its resolved windows on a Ramadan date when it sells Ramadan dayparts,
 * and those of that Ramadan's first day (its prices); else null (the fixed dayparts apply,
 * exactly as on any other date).
 */
export type RamadanDay = (
  date: string,
) => { windows: ResolvedDaypart[]; firstDay: ResolvedDaypart[] } | null;

/**
 * Minutes after the local midnight of the cell's date. Night runs past midnight and belongs to the
 * date on which it starts, so its window ends at 26:00 (02:00 the next day).
 */
export const dayparts: Record<DaypartId, { label: string; start: number; end: number }> = {
  morning: { label: 'Morning 06–10', start: 6 * 60, end: 10 * 60 },
  daytime: { label: 'Daytime 10–16', start: 10 * 60, end: 16 * 60 },
  evening: { label: 'Evening 16–22', start: 16 * 60, end: 22 * 60 },
  night: { label: 'Night 22–02', start: 22 * 60, end: 26 * 60 },
};

export const bookingLimits = {
  maxFlightDays: 92,
  /** A flight starts at most this many days after today (Dubai). */
  maxDaysAhead: 365,
  maxSpotsPerLoop: 100,
  maxItemsPerCampaign: 20,
  /** A customer has this long after approval to pay, unless the first cell starts sooner. */
  paymentWindowHours: 48,
  /** Multipliers are stored in basis points: 10000 = ×1. */
  multiplierScale: 10_000,
} as const;

/** Local HH:MM to minutes after midnight. */
export function minutesOfDay(text: string): number {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export type OpeningHours = { open: string; close: string };

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/**
 * Minutes of a daypart inside the opening hours. A close at or before the open time means the
 * screen closes after midnight; 06:00–06:00 is open all day.
 */
export function daypartOpenMinutes(daypart: DaypartId, hours: OpeningHours): number {
  const { start, end } = dayparts[daypart];
  return openMinutesWithin(start, end, hours);
}

/** Minutes of a window (minutes after the date's midnight, up to 48 h) inside the opening hours. */
export function openMinutesWithin(start: number, end: number, hours: OpeningHours): number {
  const open = minutesOfDay(hours.open);
  let close = minutesOfDay(hours.close);
  if (close <= open) close += 1440;
  // The window may also reach into the next day's early hours (e.g. open 01:00–03:00).
  return overlap(start, end, open, close) + overlap(start, end, open + 1440, close + 1440);
}

/** The dayparts a screen sells: those with any open minutes. */
export function sellableDayparts(hours: OpeningHours): DaypartId[] {
  return daypartIds.filter((id) => daypartOpenMinutes(id, hours) > 0);
}

/** The day's sellable open minutes: the sum over the dayparts. */
export function dayOpenMinutes(hours: OpeningHours): number {
  return daypartIds.reduce((sum, id) => sum + daypartOpenMinutes(id, hours), 0);
}

export type ScreenLoop = {
  /** The screen's price of one spot for a whole day, in cents. */
  priceCents: number;
  /** Slot length: the screen's maximum video length. */
  durationSeconds: number;
  slotsPerLoop: number;
  houseSlots: number;
  openingHours: OpeningHours;
};

export function loopSeconds(screen: Pick<ScreenLoop, 'slotsPerLoop' | 'durationSeconds'>): number {
  return screen.slotsPerLoop * screen.durationSeconds;
}

/** Spots a cell can sell: the loop minus the operator's own slots. */
export function sellableSpots(screen: Pick<ScreenLoop, 'slotsPerLoop' | 'houseSlots'>): number {
  return Math.max(0, screen.slotsPerLoop - screen.houseSlots);
}

/** Plays of one spot in one cell: whole loops that fit in the daypart's open minutes. */
export function playsPerSpot(screen: ScreenLoop, daypart: DaypartId): number {
  const seconds = daypartOpenMinutes(daypart, screen.openingHours) * 60;
  const loop = loopSeconds(screen);
  return loop > 0 ? Math.floor(seconds / loop) : 0;
}

/**
 * THE PRICE RULE. One spot in one cell costs
 *   round(screen price × daypart open minutes ÷ day's open minutes × daypart multiplier)
 * in integer cents (half up). Selling every daypart of a day at ×1 costs the screen's price.
 */
export function cellPriceCents(
  screen: ScreenLoop,
  daypart: DaypartId,
  multiplierBasisPoints: number,
): number {
  const dayMinutes = dayOpenMinutes(screen.openingHours);
  if (dayMinutes === 0) return 0;
  const numerator =
    screen.priceCents * daypartOpenMinutes(daypart, screen.openingHours) * multiplierBasisPoints;
  return Math.round(numerator / (dayMinutes * bookingLimits.multiplierScale));
}

/** One daypart's price unit: one spot, in that daypart, for one day, in whole cents. */
export type DaypartPrice = { daypart: DaypartId; priceCents: number };

/** The price unit of each daypart the screen sells, in the day's order. */
export function daypartPrices(screen: ScreenLoop, multipliers: Multipliers): DaypartPrice[] {
  return sellableDayparts(screen.openingHours).map((daypart) => ({
    daypart,
    priceCents: cellPriceCents(screen, daypart, multipliers[daypart]),
  }));
}

/**
 * The "from" price of a screen, shown on the finder's card, pin and detail: the cheapest of its
 * daypart prices, so no schedule on it costs less per spot and day. 0 for a screen never open.
 */
export function fromPriceCents(screen: ScreenLoop, multipliers: Multipliers): number {
  const prices = daypartPrices(screen, multipliers).map((line) => line.priceCents);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

export const priceRuleText =
  'cell price = round(screen price × daypart open minutes ÷ day open minutes × daypart multiplier), in cents; VAT 5 % per order, rounded to the cent';

export type Multipliers = Record<DaypartId, number>;
/** The fixed dayparts' multipliers, with the screen's Ramadan ones when it sells them. */
export type SoldMultipliers = Multipliers & Partial<Record<RamadanDaypartId, number>>;

export const defaultMultipliers: Multipliers = {
  morning: 10_000,
  daytime: 9_000,
  evening: 12_500,
  night: 7_500,
};

export type ScheduleInput = {
  startDate: string;
  endDate: string;
  dayparts: SoldDaypartId[];
  spotsPerLoop: number;
};

/** Calendar dates from start to end inclusive (YYYY-MM-DD; no time zone involved). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= end; t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** The UTC instant a daypart of a date starts (or ends) in the screen's zone. */
export function cellInstant(date: string, minutesAfterMidnight: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`) - screenUtcOffsetMinutes * 60_000;
  return new Date(midnightUtc + minutesAfterMidnight * 60_000);
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** When the daypart's sold minutes end on this screen (end of the cell). */
export function cellEnd(date: string, daypart: DaypartId): Date {
  return cellInstant(date, dayparts[daypart].end);
}

export function cellStart(date: string, daypart: DaypartId): Date {
  return cellInstant(date, dayparts[daypart].start);
}

export type QuoteCell = {
  date: string;
  daypart: SoldDaypartId;
  spots: number;
  unitCents: number;
  plays: number;
  amountCents: number;
  /** A Ramadan daypart's window that date, minutes after its local midnight. */
  window?: { start: number; end: number };
};

export type ItemQuote = {
  days: number;
  cells: number;
  playsPerDay: number;
  plays: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  breakdown: {
    daypart: SoldDaypartId;
    multiplier: number;
    unitCents: number;
    playsPerCell: number;
    cells: number;
    amountCents: number;
  }[];
  cellList: QuoteCell[];
};

/** One date's cells of a schedule: the chosen dayparts sold that day, each with its window. */
function dayCells(
  screen: ScreenLoop,
  multipliers: SoldMultipliers,
  date: string,
  chosen: readonly SoldDaypartId[],
  ramadanDay: RamadanDay,
): {
  daypart: SoldDaypartId;
  start: number;
  unitCents: number;
  playsPerSpot: number;
  window?: { start: number; end: number };
}[] {
  const fixed = (daypart: DaypartId, plays = playsPerSpot(screen, daypart)) => ({
    daypart,
    start: dayparts[daypart].start,
    unitCents: cellPriceCents(screen, daypart, multipliers[daypart]),
    playsPerSpot: plays,
  });
  const day = ramadanDay(date);
  if (!day) return daypartIds.filter((id) => chosen.includes(id)).map((id) => fixed(id));
  const loop = loopSeconds(screen);
  const plays = (minutes: number) => (loop > 0 ? Math.floor((minutes * 60) / loop) : 0);
  return day.windows
    .filter((w) => chosen.includes(w.daypart))
    .map((w) => {
      if (w.daypart in dayparts) {
        // Morning and daytime keep their price; daytime ends where pre_iftar starts, if sooner.
        const id = w.daypart as DaypartId;
        const { start, end } = dayparts[id];
        return fixed(
          id,
          plays(openMinutesWithin(start, Math.min(end, w.end), screen.openingHours)),
        );
      }
      return {
        daypart: w.daypart,
        start: w.start,
        unitCents: ramadanCellPriceCents(screen, day.firstDay, w.daypart, multipliers),
        playsPerSpot: plays(w.end - w.start),
        window: { start: w.start, end: w.end },
      };
    });
}

/**
 * A Ramadan daypart's price of one spot for one day: the price rule on its window on the first
 * day of that Ramadan, so one price holds through the month while the window follows the sunset.
 */
export function ramadanCellPriceCents(
  screen: ScreenLoop,
  firstDay: readonly ResolvedDaypart[],
  daypart: SoldDaypartId,
  multipliers: SoldMultipliers,
): number {
  const window = firstDay.find((w) => w.daypart === daypart);
  const dayMinutes = dayOpenMinutes(screen.openingHours);
  if (!window || dayMinutes === 0) return 0;
  const multiplier = multipliers[daypart] ?? bookingLimits.multiplierScale;
  return Math.round(
    (screen.priceCents * (window.end - window.start) * multiplier) /
      (dayMinutes * bookingLimits.multiplierScale),
  );
}

/**
 * Prices one screen's schedule cell by cell; the totals are sums of the cells. On a screen's
 * Ramadan days (`ramadanDay`) the cells follow that date's resolved windows, so a Ramadan
 * daypart's window and plays move with the sunset, at one price for that Ramadan.
 */
export function quoteSchedule(
  screen: ScreenLoop,
  multipliers: SoldMultipliers,
  schedule: ScheduleInput,
  /** Cells that may still be sold (e.g. not yet ended); all by default. */
  isOnSale: (date: string, daypart: SoldDaypartId, startMinutes: number) => boolean = () => true,
  ramadanDay: RamadanDay = () => null,
): ItemQuote {
  const cellList: QuoteCell[] = [];
  const lines = new Map<SoldDaypartId, ItemQuote['breakdown'][number]>();
  const plays = new Map<SoldDaypartId, number>();
  const lineOf = (daypart: SoldDaypartId, unitCents: number, playsPerCell: number) => {
    let line = lines.get(daypart);
    if (!line) {
      const multiplier = multipliers[daypart] ?? bookingLimits.multiplierScale;
      line = {
        daypart,
        multiplier: multiplier / bookingLimits.multiplierScale,
        unitCents,
        playsPerCell,
        cells: 0,
        amountCents: 0,
      };
      lines.set(daypart, line);
    }
    return line;
  };
  for (const date of datesBetween(schedule.startDate, schedule.endDate)) {
    for (const cell of dayCells(screen, multipliers, date, schedule.dayparts, ramadanDay)) {
      if (!isOnSale(date, cell.daypart, cell.start)) continue;
      const cellPlays = cell.playsPerSpot * schedule.spotsPerLoop;
      const amountCents = cell.unitCents * schedule.spotsPerLoop;
      cellList.push({
        date,
        daypart: cell.daypart,
        spots: schedule.spotsPerLoop,
        unitCents: cell.unitCents,
        plays: cellPlays,
        amountCents,
        ...(cell.window ? { window: cell.window } : {}),
      });
      // A daypart has one price through a flight (a flight is shorter than a year: one Ramadan).
      const line = lineOf(cell.daypart, cell.unitCents, cellPlays);
      line.cells += 1;
      line.amountCents += amountCents;
      plays.set(cell.daypart, (plays.get(cell.daypart) ?? 0) + cellPlays);
    }
  }
  // Plays per cell: a Ramadan daypart's move with the sunset, so the line gives their mean.
  for (const line of lines.values()) {
    if (line.cells > 0) line.playsPerCell = Math.round(plays.get(line.daypart)! / line.cells);
  }
  // A chosen fixed daypart keeps its line even when none of its cells is still on sale.
  for (const daypart of daypartIds) {
    if (!schedule.dayparts.includes(daypart) || lines.has(daypart)) continue;
    lineOf(
      daypart,
      cellPriceCents(screen, daypart, multipliers[daypart]),
      playsPerSpot(screen, daypart) * schedule.spotsPerLoop,
    );
  }
  const order = (id: SoldDaypartId) => soldDaypartIds.indexOf(id);
  const breakdown = [...lines.values()].sort((a, b) => order(a.daypart) - order(b.daypart));
  const subtotalCents = cellList.reduce((sum, cell) => sum + cell.amountCents, 0);
  const vat = vatCents(subtotalCents);
  return {
    days: new Set(cellList.map((cell) => cell.date)).size,
    cells: cellList.length,
    playsPerDay: breakdown.reduce((sum, line) => sum + line.playsPerCell, 0),
    plays: cellList.reduce((sum, cell) => sum + cell.plays, 0),
    subtotalCents,
    vatCents: vat,
    totalCents: subtotalCents + vat,
    breakdown,
    cellList,
  };
}
