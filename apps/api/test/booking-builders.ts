import { localDate, type DaypartId } from '@screenspot/contracts/booking';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { bookingCells } from '../src/db/schema';
import { buildScreen, injectAs } from './builders';

/** The screen's local date n days from now (Asia/Dubai). */
export function daysFromNow(n: number): string {
  return localDate(new Date(Date.now() + n * 86_400_000));
}

/** A screen with a plain loop: 12 slots of 15 s, no house slots, open 06:00–02:00, $240 a day. */
export function buildLoopScreen(db: Db, overrides: Parameters<typeof buildScreen>[1] = {}) {
  return buildScreen(db, {
    priceCents: 24_000,
    durationSeconds: 15,
    loopSlots: 12,
    houseSlots: 0,
    ...overrides,
  });
}

/** A screen's ledger cell: the spots booked and held on a date and daypart (none before any). */
export async function ledgerCell(db: Db, screenId: number, date: string, daypart: DaypartId) {
  const [row] = await db
    .select()
    .from(bookingCells)
    .where(
      sql`${bookingCells.screenId} = ${screenId} and ${bookingCells.date} = ${date}::date and ${bookingCells.daypart} = ${daypart}`,
    );
  return { booked: row?.booked ?? 0, held: row?.held ?? 0 };
}

export type ItemInput = {
  ledId: number;
  startDate?: string;
  endDate?: string;
  dayparts?: string[];
  spotsPerLoop?: number;
};

/** A booking item with sensible defaults: tomorrow to the day after, evening, one spot. */
export function bookingItem(input: ItemInput) {
  return {
    startDate: daysFromNow(10),
    endDate: daysFromNow(11),
    dayparts: ['evening'],
    spotsPerLoop: 1,
    ...input,
  };
}

export function bookCampaign(
  app: FastifyInstance,
  db: Db,
  customerId: number,
  items: ItemInput[],
  name?: string,
) {
  return injectAs(app, db, customerId, {
    method: 'POST',
    url: '/api/campaigns',
    payload: { name, items: items.map(bookingItem) },
  });
}
