import { historyReason } from '@screenspot/contracts/history-reasons';
import {
  adminHoldsLimit,
  type AdminHoldCustomer,
  type HoldRelease,
} from '@screenspot/contracts/admin-holds';
import {
  holdingStatuses,
  orderStatus,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { publishOrderChange } from '../events';
import { tellCustomer } from '../notifications';
import { holdReleasedNotice } from './control.notices';
import * as repository from './hold-admin.repository';
import { moveOrder, withRetry } from './service';

/** GET /api/admin/holds: open holds by customer, the largest total first. */
export async function openHoldsByCustomer(db: Db): Promise<AdminHoldCustomer[]> {
  const rows = await repository.openHolds(db, adminHoldsLimit);
  const groups = new Map<number, AdminHoldCustomer & { campaignIds: Set<number> }>();
  for (const row of rows) {
    let group = groups.get(row.customerId);
    if (!group) {
      group = {
        customer: {
          id: row.customerId,
          companyName: row.companyName,
          name: row.name,
          email: row.email,
        },
        campaigns: 0,
        totalCents: 0,
        orders: [],
        campaignIds: new Set(),
      };
      groups.set(row.customerId, group);
    }
    if (row.campaignId !== null) group.campaignIds.add(row.campaignId);
    group.totalCents += row.totalCents;
    group.orders.push({
      orderId: row.orderId,
      campaignId: row.campaignId,
      billboardName: row.billboardName,
      statusCode: row.statusCode,
      startDate: row.startDate,
      endDate: row.endDate,
      spots: row.spots,
      totalCents: row.totalCents,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...groups.values()]
    .map(({ campaignIds, ...group }) => ({ ...group, campaigns: campaignIds.size }))
    .sort((a, b) => b.totalCents - a.totalCents || a.customer.id - b.customer.id);
}

/**
 * POST /api/admin/holds/:id/release: the operator cancels an unpaid order, so its cells are free
 * at once (the ledger trigger). The status history keeps who, when and from what; the customer is
 * told, and the server's log keeps an audit line.
 */
export async function releaseHold(
  db: Db,
  log: FastifyBaseLogger,
  input: { orderId: number; operatorId: number },
): Promise<HoldRelease> {
  const released = await withRetry(() =>
    db.transaction(async (tx) => {
      const order = await repository.lockHeldOrder(tx, input.orderId);
      if (!order) throw new HttpError(404, 'notFound.order');
      const from = order.statusCode as OrderStatusCode;
      if (!holdingStatuses.includes(from)) {
        throw new HttpError(409, 'booking.holdNotOpen');
      }
      await moveOrder(tx, {
        orderId: order.id,
        from,
        to: orderStatus.cancelled,
        by: 'operator',
        changedBy: input.operatorId,
        reason: historyReason('holdReleased'),
      });
      await tellCustomer(
        tx,
        { customerId: order.customerId, orderId: order.id },
        holdReleasedNotice,
        { orderId: order.id },
      );
      await publishOrderChange(tx, order.customerId, order.id);
      return { orderId: order.id, fromStatus: from, customerId: order.customerId };
    }),
  );
  const at = new Date();
  log.info(
    { audit: 'hold-released', operatorId: input.operatorId, ...released },
    'an operator released an unpaid hold',
  );
  return {
    orderId: released.orderId,
    fromStatus: released.fromStatus,
    releasedBy: input.operatorId,
    releasedAt: at.toISOString(),
  };
}
