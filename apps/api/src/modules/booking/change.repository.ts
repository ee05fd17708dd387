import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

/** The campaign's orders with their schedules and videos, locked in id order (as every writer). */
export function lockChangeBase(db: Db, customerId: number, campaignId: number) {
  return db
    .select(
      columnsOf(
        orders,
        'id',
        'screenId',
        'statusCode',
        'flightEnd',
        'dayparts',
        'spotsPerLoop',
        'videoKey',
        'videoContentType',
        'videoBytes',
        'videoDurationMs',
        'videoFileName',
      ),
    )
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), eq(orders.customerId, customerId)))
    .orderBy(asc(orders.id))
    .for('update');
}
export type ChangeBaseOrder = Awaited<ReturnType<typeof lockChangeBase>>[number];

/**
 * Moves just-booked orders into the campaign they change, then drops the campaign row the booking
 * statement made for them (it has nothing else: no invoice, no payment, no other order).
 */
export async function joinCampaign(
  tx: Db,
  input: { campaignId: number; bookedCampaignId: number; orderIds: number[] },
) {
  await tx
    .update(orders)
    .set({ campaignId: input.campaignId })
    .where(inArray(orders.id, input.orderIds));
  await tx.delete(campaigns).where(eq(campaigns.id, input.bookedCampaignId));
}
