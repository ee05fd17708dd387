import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import type { plays } from '../src/db/schema';
import {
  campaigns,
  creditNotes,
  invoiceLines,
  invoices,
  makeGoodCells,
  notifications,
  orders,
  outboxMessages,
} from '../src/db/schema';
import { buildCustomer } from './builders';
import { buildBookedOrder } from './player-builders';

/**
 * The screen of buildLoopScreen plays 12 slots of 15 s in a 180 s loop, so one spot in the evening
 * (six hours) is 120 plays.
 */
export const playsPerEveningSpot = 120;

/** A complete 15 s play of an order, as stored once accepted from a player, for a test to insert. */
export function completePlay(
  order: { id: number; screenId: number },
  startedAt: Date,
  seq: number,
): typeof plays.$inferInsert {
  return {
    playId: randomUUID(),
    playerId: 0,
    screenId: order.screenId,
    orderId: order.id,
    itemId: 0,
    seq,
    startedAt,
    endedAt: new Date(startedAt.getTime() + 15_000),
    durationMs: 15_000,
    expectedMs: 15_000,
    status: 'completed',
    complete: true,
  };
}

/**
 * A new customer's paid order of `spots` spots in the evenings of `dates`, with its frozen quote
 * (`amountCents` for `quotedCells` evening cells, so a play is worth amountCents ÷ (120 × spots ×
 * quotedCells)) and its paid tax invoice of one line at 5 % VAT, as a delivery remedy finds them.
 */
export async function buildPaidEveningOrder(
  db: Db,
  input: {
    screenId: number;
    dates: string[];
    spots: number;
    amountCents: number;
    quotedCells?: number;
    permit?: { validFrom: string; validTo: string };
  },
) {
  const { screenId, dates, spots, amountCents } = input;
  const quotedCells = input.quotedCells ?? dates.length;
  const vatCents = amountCents / 20;
  const totalCents = amountCents + vatCents;
  const customer = await buildCustomer(db);
  const order = await buildBookedOrder(db, {
    customerId: customer.id,
    screenId,
    cells: dates.map((date) => ({ date, daypart: 'evening' as const, spots })),
    ...(input.permit ? { permit: input.permit } : {}),
  });
  const [campaign] = await db.insert(campaigns).values({ customerId: customer.id }).returning();
  const quote = {
    breakdown: [
      {
        daypart: 'evening',
        multiplier: 1.25,
        unitCents: 4500,
        playsPerCell: playsPerEveningSpot * spots,
        cells: quotedCells,
        amountCents,
        impressions: 0,
      },
    ],
  };
  await db
    .update(orders)
    .set({ campaignId: campaign!.id, quote, subtotalCents: amountCents, vatCents, totalCents })
    .where(eq(orders.id, order.id));
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `INV-T${order.id}`,
      campaignId: campaign!.id,
      customerId: customer.id,
      method: 'invoice',
      status: 'paid',
      subtotalCents: amountCents,
      vatCents,
      totalCents,
      paidCents: totalCents,
      aedRate: '3.6725',
      supplyDate: dates[0]!,
      supplier: { name: 'Supplier', address: 'Dubai', trn: '100000000000003' },
      buyer: { companyName: 'Buyer', name: 'Layla Haddad', email: customer.email, trn: null },
    })
    .returning();
  await db.insert(invoiceLines).values({
    invoiceId: invoice!.id,
    position: 1,
    orderId: order.id,
    description: 'Evening spots',
    startDate: dates[0]!,
    endDate: dates.at(-1)!,
    dayparts: ['evening'],
    spots,
    plays: playsPerEveningSpot * spots * dates.length,
    unitPriceCents: '4500',
    netCents: amountCents,
    vatRateBasisPoints: 500,
    vatCents,
    totalCents,
  });
  return { customer, order, invoice: invoice! };
}

/**
 * An order's delivery notices (make-good, credit) in order: the app's milestone sweep may notify
 * the same orders meanwhile, and those notices are not a delivery test's.
 */
export async function deliveryNotices(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(notifications.id);
  return rows.filter((row) => row.kind === 'make-good' || row.kind === 'credit');
}

/** The delivery mails (make-good, credit) sent to an address. */
export async function deliveryMails(db: Db, email: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
  return rows.filter((row) => /Make-good|Delivery credit/.test(row.subject ?? ''));
}

type Remedied = { order: { id: number }; customer: { id: number; email: string } };

/**
 * Two remedied orders where only one cell was free: `made` got one make-good cell, `credited` one
 * credit note, and each customer exactly its notice and its mail.
 */
export async function expectOneMadeGoodOneCredited(db: Db, made: Remedied, credited: Remedied) {
  const cells = await db
    .select()
    .from(makeGoodCells)
    .where(eq(makeGoodCells.orderId, made.order.id));
  expect(cells).toHaveLength(1);
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.customerId, credited.customer.id));
  expect(notes).toHaveLength(1);
  expect((await deliveryNotices(db, made.order.id)).map((n) => n.kind)).toEqual(['make-good']);
  expect((await deliveryNotices(db, credited.order.id)).map((n) => n.kind)).toEqual(['credit']);
  expect(await deliveryMails(db, made.customer.email)).toHaveLength(1);
  expect(await deliveryMails(db, credited.customer.email)).toHaveLength(1);
}
