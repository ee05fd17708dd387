import { holdingStatuses } from '@screenspot/contracts/order-status';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, screens } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

/** Every order still holding cells unpaid, with its customer and screen, soonest deadline first. */
export function openHolds(db: Db, limit: number) {
  return db
    .select({
      orderId: orders.id,
      campaignId: orders.campaignId,
      billboardName: screens.name,
      statusCode: orders.statusCode,
      startDate: orders.flightStart,
      endDate: orders.flightEnd,
      spots: sql<number>`coalesce((select sum(c.spots) from order_cells c where c.order_id = ${orders.id}), 0)::int`,
      totalCents: sql<number>`coalesce(${orders.totalCents}, 0)`,
      holdExpiresAt: orders.holdExpiresAt,
      createdAt: orders.createdAt,
      customerId: customers.id,
      companyName: customers.companyName,
      name: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
      email: customers.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .where(inArray(orders.statusCode, [...holdingStatuses]))
    .orderBy(asc(orders.holdExpiresAt), asc(orders.id))
    .limit(limit);
}

/** Locks any customer's order for a release. */
export async function lockHeldOrder(db: Db, orderId: number) {
  const [row] = await db
    .select(columnsOf(orders, 'id', 'customerId', 'statusCode'))
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}
