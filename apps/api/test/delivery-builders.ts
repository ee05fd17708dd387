import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { campaigns, invoiceLines, invoices, orders } from '../src/db/schema';
import { buildCustomer } from './builders';
import { buildBookedOrder } from './player-builders';

/**
 * The screen of buildLoopScreen plays 12 slots of 15 s in a 180 s loop, so one spot in the evening
 * (six hours) is 120 plays.
 */
export const playsPerEveningSpot = 120;

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
