import { orderStatusMessages, type OrderStatusCode } from '@screenspot/contracts/order-status';
import type { Order, OrderHistoryEntry } from '@screenspot/contracts/order';
import type { CheckResult, VideoChecks } from '@screenspot/contracts/video-checks';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { inLocale, type AnswerLocale } from '../../http/request-locale';
import { HttpError } from '../../plugins/errors';
import * as checksRepository from './checks.repository';
import { orderHistory } from './history';
import { advertOfRow } from '../compliance';
import * as repository from './repository';
import type { OrderListRow, OrderRow } from './repository';

export function videoUrl(orderId: number): string {
  return `/api/order/${orderId}/video`;
}

/** A video's name in decisions: its stored key's file name, without the folder or extension. */
export function videoIdOf(videoKey: string | null): string | null {
  if (!videoKey) return null;
  const name = videoKey.slice(videoKey.lastIndexOf('/') + 1);
  return name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
}

export function statusMessage(code: number): string {
  return orderStatusMessages[code as OrderStatusCode] ?? 'Unknown';
}

type ScheduleColumns = {
  campaignId: number | null;
  flightStart: string | null;
  flightEnd: string | null;
  dayparts: string[] | null;
  spotsPerLoop: number | null;
  totalCents: number | null;
  vatCents: number | null;
};

/** An order's booked schedule as the customer and the console both show it; null if unbooked. */
export function bookedSchedule(row: ScheduleColumns) {
  if (!row.flightStart || !row.flightEnd || row.totalCents === null) return null;
  return {
    campaignId: row.campaignId,
    startDate: row.flightStart,
    endDate: row.flightEnd,
    dayparts: row.dayparts ?? [],
    spotsPerLoop: row.spotsPerLoop ?? 0,
    totalCents: row.totalCents,
    vatCents: row.vatCents ?? 0,
  };
}

/**
 * The spec's wire shape of an order: ledInfo (its screen's words in the asked language, as the
 * finder gives them), price in dollars, the status's label.
 */
export function toOrder(row: OrderListRow, locale: AnswerLocale = 'en'): Order {
  const schedule = bookedSchedule(row);
  return {
    id: row.id,
    ledInfo: {
      ledId: row.screenId,
      billboardName: inLocale(locale, row.billboardName, row.billboardNameAr),
      description: inLocale(locale, row.description, row.descriptionAr),
      price: row.priceCents / 100,
    },
    createdAt: row.createdAt.toISOString(),
    statusCode: row.statusCode,
    statusMessage: statusMessage(row.statusCode),
    statusReason: row.statusReason,
    statusReasonCode: row.statusReasonCode,
    advert: advertOfRow(row),
    videoUrl: videoUrl(row.id),
    videoDurationSeconds: Math.round((row.videoDurationMs ?? 0) / 100) / 10,
    schedule: schedule && {
      ...schedule,
      subtotalCents: row.subtotalCents ?? 0,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    },
  };
}

/** One page (from 0) of the customer's orders, newest first, and how many there are. */
export async function listOrders(
  db: Db,
  customerId: number,
  query: { page: number; size: number },
  locale: AnswerLocale = 'en',
): Promise<{ items: Order[]; total: number }> {
  return readPage(query, {
    rows: (window) => repository.listCustomerOrders(db, customerId, window),
    total: () => repository.countCustomerOrders(db, customerId),
    item: (row) => toOrder(row, locale),
  });
}

/** The customer's own order; another customer's order is answered as not found. */
export async function getOwnOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow> {
  const row = await repository.findCustomerOrder(db, customerId, orderId);
  if (!row) throw new HttpError(404, 'notFound.order');
  return row;
}

/** The owner's view of an order's history; another customer's order answers 404. */
export async function ownOrderHistory(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<OrderHistoryEntry[]> {
  const order = await getOwnOrder(db, customerId, orderId);
  return orderHistory(db, order.id);
}

export { orderHistory, recordOrderEvent } from './history';

/** A video the player may fetch and play, with what it verifies the bytes against. */
export type PlayableVideo = {
  orderId: number;
  videoKey: string;
  sha256: string;
  durationMs: number;
};

/**
 * Which of these orders' current videos may play: creative checks passed or warned, or failed and
 * overridden by an operator. Orders missing from the answer must not play (checks pending, failed,
 * or no video). Status, payment and schedule are the caller's to check.
 */
export async function playableVideos(db: Db, orderIds: number[]): Promise<PlayableVideo[]> {
  const rows = await checksRepository.playableChecks(db, orderIds);
  return rows.map((row) => ({
    orderId: row.orderId,
    videoKey: row.videoKey,
    sha256: row.sha256!,
    durationMs: row.durationMs!,
  }));
}

/** Records that an order has a new video to check; inside the transaction that stores it. */
export async function recordNewVideo(db: Db, orderId: number, videoKey: string): Promise<void> {
  await checksRepository.insertPendingCheck(db, orderId, videoKey);
}

export { requestVideoCheck } from './video-check-job';

/** A check row as the API shows it; thumbnails are served under `thumbnailBase`/0..2. */
export function toVideoChecks(
  row: checksRepository.VideoCheckRow | null,
  operatorName: string | null,
  thumbnailBase: string,
): VideoChecks {
  if (!row) {
    return {
      status: 'pending',
      checks: [],
      error: null,
      sha256: null,
      durationMs: null,
      width: null,
      height: null,
      thumbnailUrls: [],
      override: null,
      checkedAt: null,
    };
  }
  return {
    status: row.status,
    checks: row.results as CheckResult[],
    error: row.error,
    sha256: row.sha256,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    thumbnailUrls: row.thumbnailKeys.map((_, index) => `${thumbnailBase}/${index}`),
    override:
      row.overriddenAt && row.overriddenBy !== null
        ? {
            by: row.overriddenBy,
            byName: operatorName,
            reason: row.overrideReason ?? '',
            at: row.overriddenAt.toISOString(),
          }
        : null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

/** The checks of an order's current video, for whoever may see the order (checked by the caller). */
export async function videoChecksOf(db: Db, orderId: number, thumbnailBase: string) {
  const found = await checksRepository.findCurrentCheckWithOperator(db, orderId);
  return toVideoChecks(found?.check ?? null, found?.operatorName ?? null, thumbnailBase);
}

/** The customer's view of their order's checks; another customer's order is not found. */
export async function ownVideoChecks(db: Db, customerId: number, orderId: number) {
  await getOwnOrder(db, customerId, orderId);
  return videoChecksOf(db, orderId, `/api/order/${orderId}/checks/thumbnails`);
}

/** One of the current video's thumbnails (0, 1 or 2), or a 404. */
export async function checkThumbnail(db: Db, storage: Storage, orderId: number, index: number) {
  const check = await checksRepository.findCurrentCheck(db, orderId);
  const key = check?.thumbnailKeys[index];
  if (!key || !(await storage.stat(key))) throw new HttpError(404, 'notFound.thumbnail');
  return { key, etag: `"${key.slice(key.lastIndexOf('/') + 1, -4)}"` };
}

/** The check of one of an order's videos (a replacement awaiting moderation), if any. */
export function videoCheckOf(db: Db, orderId: number, videoKey: string) {
  return checksRepository.findCheck(db, orderId, videoKey);
}
