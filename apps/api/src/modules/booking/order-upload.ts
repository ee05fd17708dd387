import { messages } from '@screenspot/contracts/messages';
import { assertApproved, type Spend } from './approval';
import { scheduleFieldsSchema } from '@screenspot/contracts/booking-api';
import { advertFieldsSchema, type AdvertFields } from '@screenspot/contracts/compliance';
import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { fitsScreenDuration, reuploadMessages, uploadMessages } from '@screenspot/contracts/upload';
import { newVideoKey } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import type { AnswerLocale } from '../../http/request-locale';
import { HttpError } from '../../plugins/errors';
import { refusedFields } from '../../http/refused-fields';
import { findScreen } from '../catalog';
import { publishOrderChange } from '../events';
import { requestMockup } from '../mockups';
import type { Jobs } from '../../jobs/queue';
import {
  getOwnOrder,
  recordNewVideo,
  recordOrderEvent,
  requestVideoCheck,
  toOrder,
  type ReceivedUpload,
} from '../orders';
import {
  findControlOrder,
  flightOf,
  orderCellsOf,
  phaseOf,
  setPendingVideo,
} from './control.service';
import { resubmitRejected, swapUnderReview } from './order-reupload';
import * as repository from './repository';
import type { BookingRules } from './rules';
import { book, moveOrder, prepareBooking, withRetry, type VideoFields } from './service';
import { contractMessage } from '../../i18n';

const scheduleFields = ['startDate', 'endDate', 'dayparts', 'spotsPerLoop'] as const;
const wholeNumber = 'Must be a positive whole number';

function checkDuration(durationMs: number, screenSeconds: number) {
  if (!fitsScreenDuration(durationMs, screenSeconds)) {
    throw new HttpError(422, contractMessage(uploadMessages.tooLong(screenSeconds)), {
      video: contractMessage(uploadMessages.tooLong(screenSeconds)),
    });
  }
}

/** The schedule fields of the form; dayparts may repeat or be a comma list. */
function parseSchedule(fields: Record<string, string[]>) {
  const parsed = scheduleFieldsSchema.safeParse({
    startDate: fields.startDate?.[0],
    endDate: fields.endDate?.[0],
    dayparts: fields.dayparts?.join(','),
    spotsPerLoop: fields.spotsPerLoop?.[0],
  });
  if (parsed.success) return parsed.data;
  throw refusedFields(parsed.error, 'booking.invalidSchedule');
}

/** The advert's fields of the form (brand, category, approvalRef); undefined when none is sent. */
function parseAdvert(fields: Record<string, string[]>): AdvertFields | undefined {
  const names = ['brand', 'category', 'approvalRef'] as const;
  if (!names.some((name) => fields[name]?.some(Boolean))) return undefined;
  const parsed = advertFieldsSchema.safeParse({
    brand: fields.brand?.[0] ?? '',
    category: fields.category?.[0],
    approvalRef: fields.approvalRef?.[0],
  });
  if (parsed.success) return parsed.data;
  throw refusedFields(parsed.error, 'invalidValue');
}

/** `spend`: the member who uploads and their organisation's approval limit (decision 0053). */
type Deps = { db: Db; storage: Storage; jobs: Jobs; rules: BookingRules; spend?: Spend };

/**
 * Runs `store` with a new key for the upload's video. On any failure (a refusal among them) the
 * temporary file and anything stored under that key are removed before the error goes on.
 */
async function withVideoKey<T>(
  storage: Storage,
  upload: ReceivedUpload,
  store: (videoKey: string) => Promise<T>,
): Promise<T> {
  const videoKey = newVideoKey(upload.video.extension);
  try {
    return await store(videoKey);
  } catch (error) {
    await Promise.allSettled([storage.remove(upload.tempKey), storage.remove(videoKey)]);
    throw error;
  }
}

/** The order's video columns for an upload stored under `videoKey`. */
function videoFieldsOf(upload: ReceivedUpload, videoKey: string): VideoFields {
  return {
    videoKey,
    videoContentType: upload.video.contentType,
    videoBytes: upload.video.bytes,
    videoDurationMs: upload.video.durationMs,
    videoFileName: upload.fileName?.slice(0, 255) || null,
  };
}

/**
 * POST /api/order: books one screen and stores its video in one step. The capacity check, the
 * campaign, the order, its hold and the move of the file to its final key share one transaction;
 * on any refusal (a full cell among them) the temporary file is removed and no row remains.
 */
async function bookWithVideo(
  deps: Deps,
  customerId: number,
  upload: ReceivedUpload,
  locale: AnswerLocale,
) {
  const { db, storage } = deps;
  const screen = upload.screen!;
  return withVideoKey(storage, upload, async (videoKey) => {
    checkDuration(upload.video.durationMs, screen.durationSeconds);
    const schedule = parseSchedule(upload.fields);
    const advert = parseAdvert(upload.fields);
    const prepared = await prepareBooking(
      db,
      [{ ledId: screen.id, ...schedule }],
      deps.rules,
      advert,
    );
    const video = videoFieldsOf(upload, videoKey);
    const { orderIds } = await withRetry(() =>
      db.transaction(async (tx) => {
        const booked = await book(
          tx,
          { customerId, name: null, prepared, video, advert, spend: deps.spend },
          deps.rules,
        );
        await recordNewVideo(tx, booked.orderIds[0]!, videoKey);
        // Operators' queues and the customer's other pages learn of it once this commits.
        await publishOrderChange(tx, customerId, booked.orderIds[0]!);
        // Last step inside the transaction: if the move fails, the rows are rolled back.
        await storage.commit(upload.tempKey, videoKey);
        return booked;
      }),
    );
    // Sent once the rows are committed; a lost send is re-sent by the pending checks' sweep.
    await requestVideoCheck(deps.jobs, orderIds[0]!, videoKey).catch(() => {});
    await requestMockup(deps.jobs, orderIds[0]!, videoKey).catch(() => {});
    return toOrder(await getOwnOrder(db, customerId, orderIds[0]!), locale);
  });
}

/** The new dates sent with a rejected order's video, priced before any lock; null without. */
async function newDatesFor(deps: Deps, upload: ReceivedUpload, screenId: number) {
  if (!scheduleFields.some((field) => upload.fields[field]?.some(Boolean))) return null;
  const [prepared] = await prepareBooking(
    deps.db,
    [{ ledId: screenId, ...parseSchedule(upload.fields) }],
    deps.rules,
  );
  return prepared!;
}

/**
 * POST /api/order with orderId: the video of the customer's own order. An order awaiting its video
 * goes to review; a rejected one goes back to review, its cells held again (with new dates, when
 * sent); one in review has its video swapped; a paid one gets a replacement to approve.
 */
async function attachToOrder(
  deps: Deps,
  customerId: number,
  upload: ReceivedUpload,
  locale: AnswerLocale,
) {
  const { db, storage } = deps;
  return withVideoKey(storage, upload, async (videoKey) => {
    const text = upload.fields.orderId![0]!;
    if (!/^\d{1,9}$/.test(text))
      throw new HttpError(400, contractMessage(wholeNumber), {
        orderId: contractMessage(wholeNumber),
      });
    const orderId = Number(text);
    const known = await getOwnOrder(db, customerId, orderId);
    const newDates = await newDatesFor(deps, upload, known.screenId);
    let superseded: string | null = null;
    const video = videoFieldsOf(upload, videoKey);
    await withRetry(() =>
      db.transaction(async (tx) => {
        const order = await repository.lockOwnOrder(tx, customerId, orderId);
        if (!order) throw new HttpError(404, 'notFound.order');
        if (upload.screen && upload.screen.id !== order.screenId) {
          throw new HttpError(400, 'order.otherScreen', {
            ledId: 'upload.notThisScreen',
          });
        }
        const screen = await findScreen(tx, order.screenId);
        checkDuration(upload.video.durationMs, screen!.durationSeconds);
        if (order.statusCode === orderStatus.paid) {
          superseded = await submitReplacement(tx, customerId, order.id, upload, videoKey);
        } else if (order.statusCode === orderStatus.rejected) {
          await resubmitRejected(tx, {
            customerId,
            order,
            video,
            newSchedule: newDates,
            rules: deps.rules,
          });
          superseded = order.videoKey;
        } else if (order.statusCode === orderStatus.underReview) {
          await swapUnderReview(tx, { customerId, order, video, fileName: video.videoFileName });
          superseded = order.videoKey;
        } else if (order.statusCode === orderStatus.awaitingVideo) {
          // A campaign waiting for spend approval is not sent to review yet.
          await assertApproved(tx, order.campaignId);
          await repository.attachVideo(tx, order.id, video);
          await moveOrder(tx, {
            orderId: order.id,
            from: order.statusCode,
            to: orderStatus.underReview,
            by: 'customer',
            changedBy: customerId,
          });
        } else if (order.statusCode === orderStatus.approved) {
          throw new HttpError(409, contractMessage(reuploadMessages.decided));
        } else {
          throw new HttpError(409, 'order.notWaitingForVideo');
        }
        if (order.statusCode !== orderStatus.paid) await recordNewVideo(tx, order.id, videoKey);
        await publishOrderChange(tx, customerId, order.id);
        // Last step inside the transaction: if the move fails, the rows are rolled back.
        await storage.commit(upload.tempKey, videoKey);
      }),
    );
    // The video this one replaces (or a replacement still awaiting its decision) is not kept.
    if (superseded) await storage.remove(superseded).catch(() => {});
    await requestVideoCheck(deps.jobs, orderId, videoKey).catch(() => {});
    await requestMockup(deps.jobs, orderId, videoKey).catch(() => {});
    return toOrder(await getOwnOrder(db, customerId, orderId), locale);
  });
}

/**
 * A paid order's new video (decision 0025): kept beside the current one, which plays on until an
 * operator approves the new one after its checks. Answers the replacement it supersedes, if any.
 */
async function submitReplacement(
  tx: Db,
  customerId: number,
  orderId: number,
  upload: ReceivedUpload,
  videoKey: string,
): Promise<string | null> {
  const order = (await findControlOrder(tx, orderId, customerId))!;
  const phase = phaseOf(order, flightOf(await orderCellsOf(tx, order.id)), new Date());
  if (phase !== 'scheduled' && phase !== 'live') {
    throw new HttpError(409, 'order.endedNoReplace');
  }
  await setPendingVideo(tx, order.id, {
    key: videoKey,
    contentType: upload.video.contentType,
    bytes: upload.video.bytes,
    durationMs: upload.video.durationMs,
    fileName: upload.fileName?.slice(0, 255) || null,
    at: new Date(),
  });
  await recordNewVideo(tx, order.id, videoKey);
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'video-submitted',
    actorId: customerId,
    actorRole: 'customer',
    detail: upload.fileName?.slice(0, 255) || null,
  });
  return order.pendingVideoKey;
}

/**
 * Decides what an upload does: attach the video to an order awaiting one (orderId), or book a
 * schedule with it. Every order has a schedule: a form with neither is refused, naming the fields.
 */
export async function placeUpload(
  deps: Deps,
  customerId: number,
  upload: ReceivedUpload,
  locale: AnswerLocale = 'en',
): Promise<Order> {
  if (upload.fields.orderId) return attachToOrder(deps, customerId, upload, locale);
  const missing = scheduleFields.filter((field) => !upload.fields[field]?.some(Boolean));
  if (missing.length > 0) {
    await deps.storage.remove(upload.tempKey).catch(() => {});
    throw new HttpError(400, contractMessage(uploadMessages.missingSchedule(missing)), {
      ...Object.fromEntries(missing.map((field) => [field, contractMessage(messages.required)])),
      orderId: 'upload.orAwaitingOrder',
    });
  }
  return bookWithVideo(deps, customerId, upload, locale);
}
