import { scheduleFieldsSchema } from '@screenspot/contracts/booking-api';
import type { Order } from '@screenspot/contracts/order';
import { orderStatus } from '@screenspot/contracts/order-status';
import { fitsScreenDuration, uploadMessages } from '@screenspot/contracts/upload';
import { newVideoKey } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { findBillboard } from '../catalog/service';
import { getOwnOrder, placeOrder, toOrder } from '../orders/service';
import type { ReceivedUpload } from '../orders/upload';
import * as repository from './repository';
import { bookInTransaction, prepareBooking, withRetry, type VideoFields } from './service';

const scheduleFields = ['startDate', 'endDate', 'dayparts', 'spotsPerLoop'] as const;
const wholeNumber = 'Must be a positive whole number';

function checkDuration(durationMs: number, screenSeconds: number) {
  if (!fitsScreenDuration(durationMs, screenSeconds)) {
    throw new HttpError(422, uploadMessages.tooLong(screenSeconds), {
      video: uploadMessages.tooLong(screenSeconds),
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
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid schedule', errors);
}

type Deps = { db: Db; storage: Storage };

/**
 * POST /api/order: books one screen and stores its video in one step. The capacity check, the
 * campaign, the order, its hold and the move of the file to its final key share one transaction;
 * on any refusal (a full cell among them) the temporary file is removed and no row remains.
 */
async function bookWithVideo(deps: Deps, customerId: number, upload: ReceivedUpload) {
  const { db, storage } = deps;
  const billboard = upload.billboard!;
  const videoKey = newVideoKey(upload.video.extension);
  try {
    checkDuration(upload.video.durationMs, billboard.durationSeconds);
    const schedule = parseSchedule(upload.fields);
    const prepared = await prepareBooking(db, [{ ledId: billboard.id, ...schedule }]);
    const video: VideoFields = {
      videoKey,
      videoContentType: upload.video.contentType,
      videoBytes: upload.video.bytes,
      videoDurationMs: upload.video.durationMs,
      videoFileName: upload.fileName?.slice(0, 255) || null,
    };
    const { orderIds } = await withRetry(() =>
      db.transaction(async (tx) => {
        const booked = await bookInTransaction(tx, { customerId, name: null, prepared, video });
        // Last step inside the transaction: if the move fails, the rows are rolled back.
        await storage.commit(upload.tempKey, videoKey);
        return booked;
      }),
    );
    return toOrder(await getOwnOrder(db, customerId, orderIds[0]!));
  } catch (error) {
    await Promise.allSettled([storage.remove(upload.tempKey), storage.remove(videoKey)]);
    throw error;
  }
}

/** POST /api/order with orderId: the video for a booked order that awaits one; it goes to review. */
async function attachToOrder(deps: Deps, customerId: number, upload: ReceivedUpload) {
  const { db, storage } = deps;
  const videoKey = newVideoKey(upload.video.extension);
  try {
    const text = upload.fields.orderId![0]!;
    if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, wholeNumber, { orderId: wholeNumber });
    const orderId = Number(text);
    await db.transaction(async (tx) => {
      const order = await repository.lockOwnOrder(tx, customerId, orderId);
      if (!order) throw new HttpError(404, 'This order was not found.');
      if (upload.billboard && upload.billboard.id !== order.billboardId) {
        throw new HttpError(400, 'This order is for another screen.', {
          ledId: 'Not this order’s screen',
        });
      }
      if (order.statusCode !== orderStatus.awaitingVideo) {
        throw new HttpError(409, 'This order is not waiting for a video.');
      }
      const screen = await findBillboard(tx, order.billboardId);
      checkDuration(upload.video.durationMs, screen!.durationSeconds);
      await repository.attachVideo(tx, order.id, {
        videoKey,
        videoContentType: upload.video.contentType,
        videoBytes: upload.video.bytes,
        videoDurationMs: upload.video.durationMs,
        videoFileName: upload.fileName?.slice(0, 255) || null,
      });
      await repository.setOrderStatus(tx, {
        orderId: order.id,
        from: order.statusCode,
        to: orderStatus.underReview,
        changedBy: customerId,
      });
      await storage.commit(upload.tempKey, videoKey);
    });
    return toOrder(await getOwnOrder(db, customerId, orderId));
  } catch (error) {
    await Promise.allSettled([storage.remove(upload.tempKey), storage.remove(videoKey)]);
    throw error;
  }
}

/** Decides what an upload does: attach to an order, book a schedule, or (no schedule) a plain order. */
export async function placeUpload(
  deps: Deps,
  customerId: number,
  upload: ReceivedUpload,
): Promise<Order> {
  if (upload.fields.orderId) return attachToOrder(deps, customerId, upload);
  if (scheduleFields.some((field) => upload.fields[field])) {
    return bookWithVideo(deps, customerId, upload);
  }
  return placeOrder(deps, { customerId, ...upload, billboard: upload.billboard! });
}
