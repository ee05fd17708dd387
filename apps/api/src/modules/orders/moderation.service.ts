import { messages } from '@screenspot/contracts/messages';
import type { AdminOrder, AdminOrderDetail, PagedOrders } from '@screenspot/contracts/admin-orders';
import { reasonCodesNeedingText, type ReasonCode } from '@screenspot/contracts/compliance';
import {
  canTransition,
  orderStatus,
  nextStatusesFor,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { reuploadMessages } from '@screenspot/contracts/upload';
import type { WebhookEvent } from '@screenspot/contracts/webhook';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { HttpError } from '../../plugins/errors';
import { publishOrderChange } from '../events';
import { notifyOrderEvent, sendPendingMails } from '../notifications';
import { emitOrderEvent } from '../webhooks';
import * as checksRepository from './checks.repository';
import * as events from './events.repository';
import { bookedSchedule, statusMessage, videoChecksOf, videoIdOf } from './service';
import { advertOfRow } from '../compliance';
import * as repository from './repository';
import { contractMessage } from '../../i18n';
import { message } from '../../error-messages';

/** The operator's moves that customers hear of through their webhooks. */
const webhookEventOf: Partial<Record<OrderStatusCode, WebhookEvent>> = {
  [orderStatus.approved]: 'order.approved',
  [orderStatus.rejected]: 'order.rejected',
  [orderStatus.paid]: 'order.paid',
  [orderStatus.completed]: 'order.completed',
};

export function toAdminOrder(row: repository.ConsoleOrderRow): AdminOrder {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusCode: row.statusCode,
    statusMessage: statusMessage(row.statusCode),
    statusReason: row.statusReason,
    statusReasonCode: row.statusReasonCode,
    advert: advertOfRow(row),
    price: row.priceCents / 100,
    video: {
      contentType: row.videoContentType ?? '',
      bytes: row.videoBytes ?? 0,
      durationSeconds: Math.round((row.videoDurationMs ?? 0) / 100) / 10,
      fileName: row.videoFileName,
      id: videoIdOf(row.videoKey),
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
    schedule: bookedSchedule(row),
  };
}

/** Orders waiting for a decision, oldest first: the one waiting longest is reviewed next. */
export async function moderationQueue(db: Db): Promise<AdminOrder[]> {
  const rows = await repository.listConsoleOrders(
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
  return readPage(query, {
    rows: (window) => repository.listConsoleOrders(db, filter, window),
    total: () => repository.countConsoleOrders(db, filter),
    item: toAdminOrder,
  });
}

export async function orderDetail(db: Db, id: number): Promise<AdminOrderDetail> {
  const row = await repository.findConsoleOrder(db, id);
  if (!row) throw new HttpError(404, 'notFound.order');
  const history = await events.listStatusChanges(db, id);
  return {
    ...toAdminOrder(row),
    history: history.map((entry) => ({
      id: entry.id,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      reason: entry.reason,
      ...(entry.reasonKey
        ? { reasonKey: entry.reasonKey, reasonValues: entry.reasonValues ?? {} }
        : {}),
      reasonCode: entry.reasonCode,
      createdAt: entry.createdAt.toISOString(),
      changedBy:
        entry.changedById === null
          ? null
          : { id: entry.changedById, email: entry.changedByEmail!, name: entry.changedByName! },
    })),
    nextStatuses: nextStatusesFor(row.statusCode as OrderStatusCode, 'operator'),
  };
}

/**
 * Moves an order along the allowed transitions. The status, its history row and the customer's
 * notification are written in one transaction; the email follows once they are committed.
 */
export async function changeOrderStatus(
  deps: Pick<AppDeps, 'database' | 'messenger' | 'config'>,
  log: FastifyBaseLogger,
  change: {
    orderId: number;
    to: OrderStatusCode;
    reason?: string;
    /** A rejection's code (decision 0047); without one, the owner's policy in the reason's words. */
    reasonCode?: ReasonCode;
    /** The video the operator watched; a swap since then makes the decision stale. */
    videoId?: string;
    operatorId: number;
  },
): Promise<AdminOrderDetail> {
  const { db } = deps.database;
  const rejecting = change.to === orderStatus.rejected;
  const reason = rejecting ? change.reason || null : null;
  const reasonCode: ReasonCode | null = rejecting ? (change.reasonCode ?? 'OWNER-POLICY') : null;
  // Never a bare "other": the owner's policy is explained in the operator's own words.
  if (reasonCode && !reason && reasonCodesNeedingText.includes(reasonCode)) {
    throw new HttpError(400, contractMessage(messages.required), {
      reason: contractMessage(messages.required),
    });
  }

  await db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, change.orderId);
    if (!order) throw new HttpError(404, 'notFound.order');
    const from = order.statusCode as OrderStatusCode;
    // The operator's moves only: review starts when the customer's video arrives, expiry is the
    // sweep's (decision 0016).
    if (!canTransition(from, change.to, 'operator')) {
      throw new HttpError(
        409,
        message('order.cannotBecome', { from: statusMessage(from), to: statusMessage(change.to) }),
      );
    }
    if (change.videoId !== undefined && change.videoId !== videoIdOf(order.videoKey)) {
      throw new HttpError(409, contractMessage(reuploadMessages.videoChanged));
    }
    if (change.to === orderStatus.approved) {
      const check = await checksRepository.findCurrentCheck(tx, order.id);
      if (check?.status === 'fail' && !check.overriddenAt) {
        const failed = check.results.filter((r) => r.status === 'fail').map((r) => r.label);
        throw new HttpError(
          409,
          failed.length > 0
            ? message('order.failedChecksNamed', { checks: failed.join(', ') })
            : 'order.failedChecks',
        );
      }
    }
    await repository.setStatus(tx, order.id, { to: change.to, reason, reasonCode });
    await publishOrderChange(tx, order.customerId, order.id);
    await repository.insertHistory(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: change.to,
      changedBy: change.operatorId,
      reason: change.reason || null,
      reasonCode,
    });
    const event = webhookEventOf[change.to];
    if (event) await emitOrderEvent(tx, event, [order.id]);
    if (change.to === orderStatus.approved) {
      await notifyOrderEvent(tx, order.id, 'approved', {});
    } else if (change.to === orderStatus.rejected) {
      await notifyOrderEvent(tx, order.id, 'rejected', { reason, reasonCode });
    } else if (change.to === orderStatus.paid) {
      await notifyOrderEvent(tx, order.id, 'paid', {});
    } else if (change.to === orderStatus.completed) {
      await notifyOrderEvent(tx, order.id, 'completed', {});
    }
  });
  // The email of the notice, once committed; the decision stands whatever happens to it.
  await sendPendingMails({ db, messenger: deps.messenger, log });
  return orderDetail(db, change.orderId);
}

/** Every order of one customer, newest first, for the console's customer page. */
export async function customerOrders(db: Db, customerId: number): Promise<AdminOrder[]> {
  const rows = await repository.listConsoleOrders(db, { customerId }, { limit: 500, offset: 0 });
  return rows.map(toAdminOrder);
}

/** Orders waiting for a decision, for the console's summary. */
export function countUnderReview(db: Db): Promise<number> {
  return repository.countConsoleOrders(db, { status: 0 });
}

/** The stored video of any order, for the moderation player. */
export async function orderVideo(db: Db, id: number) {
  const order = await repository.findConsoleOrder(db, id);
  if (!order) throw new HttpError(404, 'notFound.order');
  return order;
}

/** The console's view of an order's checks. */
export async function orderVideoChecks(db: Db, orderId: number) {
  if (!(await repository.findConsoleOrder(db, orderId))) {
    throw new HttpError(404, 'notFound.order');
  }
  return videoChecksOf(db, orderId, `/api/admin/orders/${orderId}/checks/thumbnails`);
}

/**
 * An operator accepts a video whose checks failed, giving the reason (kept with the check and in
 * the log); the order may then be approved. Only a failed check can be overridden.
 */
export async function overrideVideoChecks(
  db: Db,
  log: FastifyBaseLogger,
  input: { orderId: number; operatorId: number; reason: string },
) {
  const current = await orderVideoChecks(db, input.orderId);
  if (current.status !== 'fail') {
    throw new HttpError(
      409,
      current.status === 'pending' ? 'order.checksRunning' : 'order.onlyFailedChecks',
    );
  }
  if (current.override) throw new HttpError(409, 'order.alreadyOverridden');
  const done = await checksRepository.overrideCurrentCheck(db, input.orderId, input);
  if (!done) throw new HttpError(409, 'order.videoChanged');
  log.info({ orderId: input.orderId, operatorId: input.operatorId }, 'video checks overridden');
  return orderVideoChecks(db, input.orderId);
}
