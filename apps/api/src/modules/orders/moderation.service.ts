import type { AdminOrder, AdminOrderDetail, PagedOrders } from '@screenspot/contracts/admin';
import {
  canTransition,
  orderStatus,
  orderStatusMessages,
  orderStatusTransitions,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { publishEvent } from '../events/publish';
import { notifyCustomer } from '../notifications/service';
import { orderNotice, orderNoticeMail } from './order-notices';
import * as repository from './moderation.repository';

export function statusMessage(code: number): string {
  return orderStatusMessages[code as OrderStatusCode] ?? 'Unknown';
}

export function toAdminOrder(row: repository.OrderRow): AdminOrder {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusCode: row.statusCode,
    statusMessage: statusMessage(row.statusCode),
    statusReason: row.statusReason,
    price: row.priceCents / 100,
    video: {
      contentType: row.videoContentType ?? '',
      bytes: row.videoBytes ?? 0,
      durationSeconds: Math.round((row.videoDurationMs ?? 0) / 100) / 10,
      fileName: row.videoFileName,
    },
    customer: {
      id: row.customerId,
      email: row.customerEmail,
      name: row.customerName,
      surname: row.customerSurname,
      companyName: row.customerCompany,
    },
    screen: {
      id: row.screenId,
      billboardName: row.screenName,
      location: row.screenLocation,
      size: row.screenSize,
      mediaType: row.screenMediaType,
      duration: row.screenDuration,
    },
    schedule:
      row.flightStart && row.flightEnd && row.totalCents !== null
        ? {
            startDate: row.flightStart,
            endDate: row.flightEnd,
            dayparts: row.dayparts ?? [],
            spotsPerLoop: row.spotsPerLoop ?? 0,
            totalCents: row.totalCents,
            vatCents: row.vatCents ?? 0,
          }
        : null,
  };
}

/** Orders waiting for a decision, oldest first: the one waiting longest is reviewed next. */
export async function moderationQueue(db: Db): Promise<AdminOrder[]> {
  const rows = await repository.listOrders(
    db,
    { status: orderStatus.underReview },
    { limit: 200, offset: 0 },
    true,
  );
  return rows.map(toAdminOrder);
}

export async function searchOrders(
  db: Db,
  query: { status?: number; q?: string; page: number; size: number },
): Promise<PagedOrders> {
  const filter = { status: query.status, q: query.q };
  const [rows, total] = await Promise.all([
    repository.listOrders(db, filter, { limit: query.size, offset: query.page * query.size }),
    repository.countOrders(db, filter),
  ]);
  return { items: rows.map(toAdminOrder), total, page: query.page, size: query.size };
}

export async function orderDetail(db: Db, id: number): Promise<AdminOrderDetail> {
  const row = await repository.findOrder(db, id);
  if (!row) throw new HttpError(404, 'This order was not found.');
  const history = await repository.listHistory(db, id);
  return {
    ...toAdminOrder(row),
    history: history.map((entry) => ({
      id: entry.id,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
      changedBy:
        entry.changedById === null
          ? null
          : { id: entry.changedById, email: entry.changedByEmail!, name: entry.changedByName! },
    })),
    nextStatuses: [...(orderStatusTransitions[row.statusCode as OrderStatusCode] ?? [])],
  };
}

/**
 * Moves an order along the allowed transitions. The status, its history row and the customer's
 * notification are written in one transaction; the email follows once they are committed.
 */
export async function changeOrderStatus(
  deps: Pick<AppDeps, 'database' | 'messenger' | 'config'>,
  log: FastifyBaseLogger,
  change: { orderId: number; to: OrderStatusCode; reason?: string; operatorId: number },
): Promise<AdminOrderDetail> {
  const { db } = deps.database;
  const reason = change.to === orderStatus.rejected ? (change.reason ?? null) : null;
  if (change.to === orderStatus.rejected && !reason) {
    throw new HttpError(400, 'Required', { reason: 'Required' });
  }

  const notice = await db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, change.orderId);
    if (!order) throw new HttpError(404, 'This order was not found.');
    const from = order.statusCode as OrderStatusCode;
    if (!canTransition(from, change.to)) {
      throw new HttpError(
        409,
        `An order that is "${statusMessage(from)}" cannot become "${statusMessage(change.to)}".`,
      );
    }
    await repository.setStatus(tx, order.id, { to: change.to, reason });
    await publishEvent(tx, {
      type: 'order',
      customerId: order.customerId,
      orderId: order.id,
      operators: true,
    });
    await repository.insertHistory(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: change.to,
      changedBy: change.operatorId,
      reason: change.reason ?? null,
    });
    if (change.to !== orderStatus.approved && change.to !== orderStatus.rejected) return null;
    const row = await repository.findOrder(tx, order.id);
    const text = orderNotice({
      orderId: order.id,
      screenName: row!.screenName,
      status: change.to,
      reason,
    });
    await notifyCustomer(tx, { customerId: order.customerId, orderId: order.id, ...text });
    return { text, customer: { email: row!.customerEmail, name: row!.customerName } };
  });

  if (notice) {
    try {
      await deps.messenger.sendMail(orderNoticeMail(notice.customer, notice.text, change.orderId));
    } catch (error) {
      // The decision stands and the customer has the notification; only the email is missing.
      log.error({ err: error, orderId: change.orderId }, 'order notice email failed');
    }
  }
  return orderDetail(db, change.orderId);
}

/** Every order of one customer, newest first, for the console's customer page. */
export async function customerOrders(db: Db, customerId: number): Promise<AdminOrder[]> {
  const rows = await repository.listOrders(db, { customerId }, { limit: 500, offset: 0 });
  return rows.map(toAdminOrder);
}

/** Orders waiting for a decision, for the console's summary. */
export function countUnderReview(db: Db): Promise<number> {
  return repository.countOrders(db, { status: 0 });
}

/** The stored video of any order, for the moderation player. */
export async function orderVideo(db: Db, id: number) {
  const order = await repository.findOrder(db, id);
  if (!order) throw new HttpError(404, 'This order was not found.');
  return order;
}
