import {
  addDays,
  bookingLimits,
  cellInstant,
  cellStart,
  localDate,
  quoteSchedule,
  screenTimezone,
  sellableDayparts,
  sellableSpots,
  loopSeconds,
  type ItemQuote,
  type Multipliers,
  type RamadanDay,
  type SoldDaypartId,
  type SoldMultipliers,
} from '@screenspot/contracts/booking';
import { isRamadanDaypart } from '@screenspot/contracts/ramadan';
import type {
  BookingItem,
  Quote,
  QuoteItem,
  ScreenLoopInfo,
} from '@screenspot/contracts/booking-api';
import { priceRuleText } from '@screenspot/contracts/booking';
import { deadlineParts } from '@screenspot/contracts/deadline';
import {
  effectiveCpmCents,
  impressionsMethodVersion,
  scheduleImpressions,
} from '@screenspot/contracts/audience';
import { HttpError } from '../../plugins/errors';
import { ramadanDayOf, ramadanPlace } from '../catalog';
import type { CellRequest, ScreenLoopRow } from './repository';
import { toScreenLoop } from '../../db/screen-loop';
import { messageOfWords } from '../../i18n';
import { message } from '../../error-messages';

/** How long a quote's prices are promised; a booking freezes them for good. */
const quoteValidMinutes = 15;

/** The shared multipliers, with the screen's own for its Ramadan dayparts. */
export function screenMultipliers(row: ScreenLoopRow, multipliers: Multipliers): SoldMultipliers {
  return {
    ...multipliers,
    pre_iftar: row.preIftarMultiplier,
    after_iftar: row.afterIftarMultiplier,
  };
}

export function screenLoopInfo(row: ScreenLoopRow): ScreenLoopInfo {
  const loop = toScreenLoop(row);
  return {
    ledId: row.id,
    slotsPerLoop: row.slotsPerLoop,
    houseSlots: row.houseSlots,
    loopSeconds: loopSeconds(loop),
    openingHours: loop.openingHours,
    timezone: screenTimezone,
    dayparts: sellableDayparts(loop.openingHours),
    ramadanDayparts: row.ramadanDayparts,
    ramadanMultipliers: {
      pre_iftar: row.preIftarMultiplier / bookingLimits.multiplierScale,
      after_iftar: row.afterIftarMultiplier / bookingLimits.multiplierScale,
    },
  };
}

/**
 * A cell is on sale until `earliest`: a cell that has started is never sold, and the earliest one
 * sold starts at least the lead time after now (so its video can be reviewed).
 */
export const onSale =
  (earliest: Date) => (date: string, _daypart: SoldDaypartId, startMinutes: number) =>
    cellInstant(date, startMinutes).getTime() >= earliest.getTime();

export type PreparedItem = {
  item: BookingItem;
  screen: ScreenLoopRow;
  quote: ItemQuote;
  wire: QuoteItem;
  cells: CellRequest[];
  /** The hold never outlives this: the first cell's start. */
  firstCellAt: Date;
};

/** An order's columns from its prepared item: screen, price, schedule, frozen quote, hold end. */
export function bookedOrderFields(p: PreparedItem) {
  return {
    screenId: p.screen.id,
    priceCents: p.screen.priceCents,
    flightStart: p.item.startDate,
    flightEnd: p.item.endDate,
    dayparts: p.item.dayparts,
    spotsPerLoop: p.item.spotsPerLoop,
    quote: p.wire as unknown as Record<string, unknown>,
    subtotalCents: p.quote.subtotalCents,
    vatCents: p.quote.vatCents,
    totalCents: p.quote.totalCents,
    firstCellAt: p.firstCellAt,
    holdExpiresAt: p.firstCellAt,
  };
}

export const notSoldMessage =
  'None of the chosen dayparts is sold on these dates (Ramadan dayparts only on Ramadan dates, in place of evening and night)';

/** When a quoted cell starts: its fixed daypart's clock start, or its Ramadan window's. */
function firstCellStart(ramadanDay: RamadanDay, first: ItemQuote['cellList'][number]): Date {
  const { date, daypart } = first;
  if (!isRamadanDaypart(daypart)) return cellStart(date, daypart);
  return cellInstant(
    date,
    ramadanDay(date)?.windows.find((w) => w.daypart === daypart)?.start ?? 0,
  );
}

/** The message of a schedule whose every cell starts before `earliest`. */
export function tooSoonMessage(earliest: Date): string {
  const { date, time } = deadlineParts(earliest, 'en');
  return `Every chosen daypart starts too soon; the earliest bookable start is ${date}, ${time} (Dubai time)`;
}

/** Checks each item against its screen and prices it; throws 4xx naming the bad field. */
export function prepareItems(
  items: BookingItem[],
  screens: Map<number, ScreenLoopRow>,
  multipliers: Multipliers,
  window: { now: Date; earliest: Date },
  /** Hourly audience profiles by screen; a screen without one is estimated at 0 impressions. */
  profiles: Map<number, number[]> = new Map(),
): PreparedItem[] {
  const seen = new Set<number>();
  const today = localDate(window.now);
  const lastStart = addDays(today, bookingLimits.maxDaysAhead);
  return items.map((item, index) => {
    const field = (name: string) => (items.length === 1 ? name : `items.${index}.${name}`);
    const screen = screens.get(item.ledId);
    if (!screen) {
      throw new HttpError(404, 'screen.notFoundAlt', {
        [field('ledId')]: 'screen.unknown',
      });
    }
    if (seen.has(item.ledId)) {
      throw new HttpError(400, 'booking.screenOnce', {
        [field('ledId')]: 'booking.screenOnceShort',
      });
    }
    seen.add(item.ledId);
    if (item.startDate < today) {
      const text = message('booking.startPassed', { today, timezone: screenTimezone });
      throw new HttpError(400, text, { [field('startDate')]: text });
    }
    // A far start would hold the catalogue for nothing: nobody plans a year ahead on a screen.
    if (item.startDate > lastStart) {
      const text = message('booking.startTooFar', {
        days: bookingLimits.maxDaysAhead,
        last: lastStart,
      });
      throw new HttpError(400, text, { [field('startDate')]: text });
    }
    const loop = toScreenLoop(screen);
    const sellable = sellableDayparts(loop.openingHours);
    const ramadan = item.dayparts.filter(isRamadanDaypart);
    if (ramadan.length > 0 && !screen.ramadanDayparts) {
      const text = message('ramadan.notOnScreen', { dayparts: ramadan.join(', ') });
      throw new HttpError(400, text, { [field('dayparts')]: text });
    }
    const closed = item.dayparts.filter(
      (id) => !isRamadanDaypart(id) && !(sellable as string[]).includes(id),
    );
    if (closed.length > 0) {
      const text = message('booking.closedDaypart', { dayparts: closed.join(', ') });
      throw new HttpError(400, text, { [field('dayparts')]: text });
    }
    // More spots than the loop sells could never be booked, so they are never priced either.
    const most = sellableSpots(loop);
    if (item.spotsPerLoop > most) {
      const text = message('booking.spotsAboveLoop', { most });
      throw new HttpError(400, text, { [field('spotsPerLoop')]: text });
    }
    const ramadanDay = ramadanDayOf(ramadanPlace(screen));
    const prices = screenMultipliers(screen, multipliers);
    const quote = quoteSchedule(loop, prices, item, onSale(window.earliest), ramadanDay);
    if (quote.cells === 0) {
      // Nothing chosen is sold on these dates at all (Ramadan's dayparts only on Ramadan dates,
      // evening and night not on them), or all of it starts too soon.
      const everSold = quoteSchedule(loop, prices, item, undefined, ramadanDay).cells > 0;
      const message = everSold ? tooSoonMessage(window.earliest) : notSoldMessage;
      const refused = field(everSold ? 'startDate' : 'dayparts');
      const text = messageOfWords(message, 'invalidValue');
      throw new HttpError(400, text, { [refused]: text });
    }
    const first = quote.cellList[0]!;
    const cells = quote.cellList.map((cell) => ({
      screenId: screen.id,
      date: cell.date,
      daypart: cell.daypart,
      spots: cell.spots,
    }));
    return {
      item,
      screen,
      quote,
      wire: toWireItem(
        item,
        screen,
        quote,
        scheduleImpressions(loop, profiles.get(screen.id) ?? null, quote.cellList),
      ),
      cells,
      firstCellAt: firstCellStart(ramadanDay, first),
    };
  });
}

function toWireItem(
  item: BookingItem,
  screen: ScreenLoopRow,
  quote: ItemQuote,
  impressions: ReturnType<typeof scheduleImpressions>,
): QuoteItem {
  return {
    ledId: screen.id,
    billboardName: screen.billboardName,
    startDate: item.startDate,
    endDate: item.endDate,
    dayparts: item.dayparts,
    spotsPerLoop: item.spotsPerLoop,
    days: quote.days,
    cells: quote.cells,
    playsPerDay: quote.playsPerDay,
    plays: quote.plays,
    subtotalCents: quote.subtotalCents,
    vatCents: quote.vatCents,
    totalCents: quote.totalCents,
    breakdown: quote.breakdown.map((line) => ({
      ...line,
      impressions: impressions.byDaypart[line.daypart],
    })),
    impressions: impressions.total,
  };
}

/** The campaign's totals: sums of its orders, each with its own VAT rounded to the cent. */
export function toQuote(frozen: QuoteItem[], validUntil: Date): Quote {
  // Orders booked before audience estimates existed froze quotes without impressions.
  const items = frozen.map((item) => ({
    ...item,
    impressions: item.impressions ?? 0,
    breakdown: item.breakdown.map((line) => ({ ...line, impressions: line.impressions ?? 0 })),
  }));
  const sum = (key: 'subtotalCents' | 'vatCents' | 'totalCents' | 'impressions') =>
    items.reduce((total, item) => total + item[key], 0);
  return {
    items,
    subtotalCents: sum('subtotalCents'),
    vatCents: sum('vatCents'),
    totalCents: sum('totalCents'),
    currency: 'USD',
    priceRule: priceRuleText,
    timezone: screenTimezone,
    validUntil: validUntil.toISOString(),
    impressions: sum('impressions'),
    effectiveCpmCents: effectiveCpmCents(sum('subtotalCents'), sum('impressions')),
    audienceMethodVersion: impressionsMethodVersion,
  };
}

export function quoteValidUntil(now: Date): Date {
  return new Date(now.getTime() + quoteValidMinutes * 60_000);
}

/** Cells sorted the way every writer locks them: screen, date, daypart (as text). */
export function lockOrder(cells: CellRequest[]): CellRequest[] {
  return [...cells].sort(
    (a, b) =>
      a.screenId - b.screenId ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      (a.daypart < b.daypart ? -1 : a.daypart > b.daypart ? 1 : 0),
  );
}
