import {
  orderStatus,
  orderStatusMessages,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { Order, OrderHistoryEntry } from '@screenspot/contracts/order';
import { fitsScreenDuration, uploadMessages } from '@screenspot/contracts/upload';
import type { Storage } from '../../adapters/storage/storage';
import { newVideoKey } from '../../adapters/storage/keys';
import type { VideoInfo } from '../../adapters/video-probe';
import type { BillboardRecord } from '../catalog/service';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { publishEvent } from '../events/publish';
import * as repository from './repository';
import type { OrderListRow, OrderRow } from './repository';

export function videoUrl(orderId: number): string {
  return `/api/order/${orderId}/video`;
}

/** The spec's wire shape of an order: ledInfo, price in dollars, the status's label. */
export function toOrder(row: OrderListRow): Order {
  return {
    id: row.id,
    ledInfo: {
      ledId: row.billboardId,
      billboardName: row.billboardName,
      description: row.description,
      price: row.priceCents / 100,
    },
    createdAt: row.createdAt.toISOString(),
    statusCode: row.statusCode,
    statusMessage: orderStatusMessages[row.statusCode as OrderStatusCode] ?? 'Unknown',
    statusReason: row.statusReason,
    videoUrl: videoUrl(row.id),
    videoDurationSeconds: Math.round((row.videoDurationMs ?? 0) / 100) / 10,
    schedule:
      row.flightStart && row.flightEnd && row.totalCents !== null
        ? {
            campaignId: row.campaignId,
            startDate: row.flightStart,
            endDate: row.flightEnd,
            dayparts: row.dayparts ?? [],
            spotsPerLoop: row.spotsPerLoop ?? 0,
            subtotalCents: row.subtotalCents ?? 0,
            vatCents: row.vatCents ?? 0,
            totalCents: row.totalCents,
            holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
          }
        : null,
  };
}

export async function listOrders(
  db: Db,
  customerId: number,
  query: { page: number; size: number },
): Promise<Order[]> {
  const rows = await repository.listCustomerOrders(db, customerId, {
    limit: query.size,
    offset: query.page * query.size,
  });
  return rows.map(toOrder);
}

/** The customer's own order; another customer's order is answered as not found. */
export async function getOwnOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow> {
  const row = await repository.findCustomerOrder(db, customerId, orderId);
  if (!row) throw new HttpError(404, 'This order was not found.');
  return row;
}

type Billboard = BillboardRecord;

/**
 * Turns a stored temporary upload into an order: checks the video against the screen, then inserts
 * the row and moves the file to its final key inside one transaction. If anything fails, neither
 * the row nor the file remains.
 */
export async function placeOrder(
  deps: { db: Db; storage: Storage },
  input: {
    customerId: number;
    billboard: Billboard;
    tempKey: string;
    video: VideoInfo;
    fileName: string | null;
  },
): Promise<Order> {
  const { db, storage } = deps;
  const { billboard, video } = input;
  const videoKey = newVideoKey(video.extension);
  let orderId: number;
  try {
    if (!fitsScreenDuration(video.durationMs, billboard.durationSeconds)) {
      throw new HttpError(422, uploadMessages.tooLong(billboard.durationSeconds), {
        video: uploadMessages.tooLong(billboard.durationSeconds),
      });
    }
    orderId = await db.transaction(async (tx) => {
      const id = await repository.insertOrder(tx, {
        customerId: input.customerId,
        billboardId: billboard.id,
        statusCode: orderStatus.underReview,
        priceCents: billboard.priceCents,
        videoKey,
        videoContentType: video.contentType,
        videoBytes: video.bytes,
        videoDurationMs: video.durationMs,
        videoFileName: input.fileName?.slice(0, 255) || null,
      });
      // Operators' queues and the customer's other pages learn of it once this commits.
      await publishEvent(tx, {
        type: 'order',
        customerId: input.customerId,
        orderId: id,
        operators: true,
      });
      // Last step inside the transaction: if the move fails, the row is rolled back.
      await storage.commit(input.tempKey, videoKey);
      return id;
    });
  } catch (error) {
    await Promise.allSettled([storage.remove(input.tempKey), storage.remove(videoKey)]);
    throw error;
  }
  return toOrder(await getOwnOrder(db, input.customerId, orderId));
}

/** The owner's view of an order's history; another customer's order answers 404. */
export async function ownOrderHistory(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<OrderHistoryEntry[]> {
  const order = await getOwnOrder(db, customerId, orderId);
  const rows = await repository.listOrderHistory(db, order.id);
  return rows.map((row) => ({
    statusCode: row.toStatus,
    statusMessage: orderStatusMessages[row.toStatus as OrderStatusCode] ?? 'Updated',
    reason: row.reason,
    at: row.createdAt.toISOString(),
  }));
}
