/**
 * Changing and removing content permits (decision 0051): the advertiser their order's own permits
 * until the order plays one of the permit's days (`permitChangeable`), the console blanket permits
 * at any time. A change or removal bumps the screen's manifest version (the permit triggers).
 */
import { permitChangeable, type Permit } from '@screenspot/contracts/permits';
import { localDate } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { ReceivedPermit } from './permit-upload';
import * as repository from './permits.repository';
import {
  advertiserMayChange,
  consoleDocumentUrl,
  customerDocumentUrl,
  missingReference,
  newPermitDocumentKey,
  ownOrder,
  toPermit,
} from './permits.service';

type Deps = { db: Db; storage: Storage };

const permitNotFound = () => new HttpError(404, 'permits.notFound');
const permitFixed = () => new HttpError(409, 'permits.started');
const orderClosed = () => new HttpError(409, 'permits.orderClosedChange');

async function dropTemp(storage: Storage, received: ReceivedPermit | null) {
  if (received?.document) await storage.remove(received.document.tempKey).catch(() => {});
}

/**
 * Writes the new fields (and the new PDF, when one came) in one transaction; the old PDF is
 * removed only once the row no longer names it. A new end date is reminded of again.
 */
async function rewrite(
  deps: Deps,
  row: repository.PermitRow,
  received: ReceivedPermit,
  extra: { customerId?: number } = {},
): Promise<repository.PermitRow> {
  const { document, input } = received;
  const key = document ? newPermitDocumentKey() : null;
  let updated: repository.PermitRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const next = await repository.updatePermit(tx, row.id, {
        ...extra,
        number: input.number,
        authority: input.authority,
        validFrom: input.validFrom,
        validTo: input.validTo,
        ...(document && key
          ? { documentKey: key, documentName: document.fileName, documentBytes: document.bytes }
          : {}),
      });
      if (next.validTo !== row.validTo) await repository.forgetReminders(tx, row.id);
      if (document && key) await deps.storage.commit(document.tempKey, key);
      return next;
    });
  } catch (error) {
    await dropTemp(deps.storage, received);
    if (key) await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  if (key && row.documentKey) await deps.storage.remove(row.documentKey).catch(() => {});
  return updated;
}

async function erase(deps: Deps, row: repository.PermitRow) {
  await repository.deletePermit(deps.db, row.id);
  if (row.documentKey) await deps.storage.remove(row.documentKey).catch(() => {});
}

/**
 * The advertiser's own permit of their own order, while it may change: another organisation's
 * order, a permit of another order and a blanket permit answer 404; a permit whose days have
 * started playing, or an order that no longer plays, 409.
 */
async function changeableOrderPermit(
  db: Db,
  customerId: number,
  orderId: number,
  permitId: number,
  next?: { validFrom: string; validTo: string },
) {
  const order = await ownOrder(db, customerId, orderId);
  const row = await repository.findPermit(db, permitId);
  if (!row || row.orderId !== order.id) throw permitNotFound();
  const days = await repository.bookedDays(db, order.id);
  if (!advertiserMayChange(row, order, days)) {
    throw order.statusCode === orderStatus.paid ? permitFixed() : orderClosed();
  }
  const today = localDate(new Date());
  if (
    next &&
    !permitChangeable({ statusCode: order.statusCode, bookedDays: days, today, spans: [next] })
  ) {
    throw permitFixed();
  }
  return { order, row, days };
}

export async function changeOrderPermit(
  deps: Deps,
  customerId: number,
  orderId: number,
  permitId: number,
  received: ReceivedPermit,
): Promise<Permit> {
  let found: Awaited<ReturnType<typeof changeableOrderPermit>>;
  try {
    found = await changeableOrderPermit(deps.db, customerId, orderId, permitId, received.input);
  } catch (error) {
    await dropTemp(deps.storage, received);
    throw error;
  }
  const row = await rewrite(deps, found.row, received);
  return toPermit(row, customerDocumentUrl, advertiserMayChange(row, found.order, found.days));
}

export async function removeOrderPermit(
  deps: Deps,
  customerId: number,
  orderId: number,
  permitId: number,
): Promise<void> {
  const { row } = await changeableOrderPermit(deps.db, customerId, orderId, permitId);
  await erase(deps, row);
}

/** A blanket permit of this screen (any other answers 404). */
async function blanketPermit(db: Db, screenId: number, permitId: number) {
  const row = await repository.findPermit(db, permitId);
  if (!row || row.orderId !== null || row.screenId !== screenId) throw permitNotFound();
  return row;
}

export async function changeBlanketPermit(
  deps: Deps,
  input: { screenId: number; permitId: number; customerId: number },
  received: ReceivedPermit,
): Promise<Permit> {
  let row: repository.PermitRow;
  try {
    row = await blanketPermit(deps.db, input.screenId, input.permitId);
  } catch (error) {
    await dropTemp(deps.storage, received);
    throw error;
  }
  try {
    const updated = await rewrite(deps, row, received, { customerId: input.customerId });
    return toPermit(updated, consoleDocumentUrl, true);
  } catch (error) {
    // An advertiser who does not exist breaks a foreign key: a 404, not a 500.
    if (missingReference(error)) {
      throw new HttpError(404, 'permits.screenOrAdvertiser');
    }
    throw error;
  }
}

export async function removeBlanketPermit(
  deps: Deps,
  screenId: number,
  permitId: number,
): Promise<void> {
  await erase(deps, await blanketPermit(deps.db, screenId, permitId));
}
