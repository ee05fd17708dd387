/**
 * Content permits (decisions 0051, 0062). An order's video carries a permit (or the operator
 * records a blanket permit for a screen and an advertiser); a booked day no permit covers is left
 * out of that day's manifest, and the campaign page says from when. Only a screen an operator
 * exempted, or an order paid before every screen required permits, plays such a day.
 */
import { randomUUID } from 'node:crypto';
import { localDate } from '@screenspot/contracts/booking';
import {
  permitChangeable,
  permitClosedStatuses,
  permitCovers,
  permitGaps,
  type OrderPermits,
  type Permit,
  type PermitAuthority,
  type PermitExemption,
} from '@screenspot/contracts/permits';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { ReceivedPermit } from './permit-upload';
import * as repository from './permits.repository';

export function newPermitDocumentKey(): string {
  return `permits/${randomUUID()}.pdf`;
}

/** Where a permit's PDF downloads from, for the customer or for the console. */
export type DocumentBase = (row: repository.PermitRow) => string;

export function toPermit(
  row: repository.PermitRow,
  documentUrl: DocumentBase,
  changeable: boolean,
): Permit {
  return {
    id: row.id,
    scope: row.orderId === null ? 'blanket' : 'order',
    orderId: row.orderId,
    ledId: row.screenId,
    customerId: row.customerId,
    number: row.number,
    authority: row.authority as PermitAuthority,
    validFrom: row.validFrom,
    validTo: row.validTo,
    documentUrl: row.documentKey ? documentUrl(row) : null,
    documentName: row.documentName,
    createdAt: row.createdAt.toISOString(),
    changeable,
  };
}

/** Whether the advertiser may still change or remove this permit of their order. */
export function advertiserMayChange(
  row: repository.PermitRow,
  order: { id: number; statusCode: number },
  bookedDays: readonly string[],
  today = localDate(new Date()),
): boolean {
  if (row.orderId !== order.id) return false;
  return permitChangeable({ statusCode: order.statusCode, bookedDays, today, spans: [row] });
}

/**
 * Writes the permit's row and moves its PDF from the temporary key to its own in one go: a
 * failure of either removes the file, so no orphan is left behind.
 */
async function savePermit(
  deps: { db: Db; storage: Storage },
  values: Pick<repository.NewPermit, 'orderId' | 'screenId' | 'customerId' | 'recordedBy'>,
  received: ReceivedPermit,
): Promise<repository.PermitRow> {
  const { document } = received;
  const key = document ? newPermitDocumentKey() : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repository.insertPermit(tx, {
        ...values,
        number: received.input.number,
        authority: received.input.authority,
        validFrom: received.input.validFrom,
        validTo: received.input.validTo,
        documentKey: key,
        documentName: document?.fileName ?? null,
        documentBytes: document?.bytes ?? null,
      });
      if (document && key) await deps.storage.commit(document.tempKey, key);
      return row;
    });
  } catch (error) {
    if (document) {
      await deps.storage.remove(document.tempKey).catch(() => {});
      if (key) await deps.storage.remove(key).catch(() => {});
    }
    throw error;
  }
}

export async function ownOrder(db: Db, customerId: number, orderId: number) {
  const order = await repository.orderScope(db, orderId);
  if (!order || order.customerId !== customerId) {
    throw new HttpError(404, 'notFound.order');
  }
  return order;
}

/** The advertiser adds a permit to one of their orders (at upload, or later). */
export async function addOrderPermit(
  deps: { db: Db; storage: Storage },
  customerId: number,
  orderId: number,
  received: ReceivedPermit,
): Promise<Permit> {
  let order: Awaited<ReturnType<typeof ownOrder>>;
  try {
    order = await ownOrder(deps.db, customerId, orderId);
    if (permitClosedStatuses.includes(order.statusCode)) {
      throw new HttpError(409, 'permits.orderClosed');
    }
  } catch (error) {
    if (received.document) await deps.storage.remove(received.document.tempKey).catch(() => {});
    throw error;
  }
  const row = await savePermit(deps, { orderId: order.id, recordedBy: customerId }, received);
  const days = await repository.bookedDays(deps.db, order.id);
  return toPermit(row, customerDocumentUrl, advertiserMayChange(row, order, days));
}

/** An operator's blanket permit for a screen and one advertiser. */
export async function addBlanketPermit(
  deps: { db: Db; storage: Storage },
  input: { screenId: number; customerId: number; operatorId: number },
  received: ReceivedPermit,
): Promise<Permit> {
  try {
    const row = await savePermit(
      deps,
      { screenId: input.screenId, customerId: input.customerId, recordedBy: input.operatorId },
      received,
    );
    return toPermit(row, consoleDocumentUrl, true);
  } catch (error) {
    // A screen or customer that does not exist breaks a foreign key: a 404, not a 500.
    if (missingReference(error)) {
      throw new HttpError(404, 'permits.screenOrAdvertiser');
    }
    throw error;
  }
}

/** A foreign key that points at nothing (PostgreSQL 23503), however the driver wraps it. */
export function missingReference(error: unknown): boolean {
  const found = error as { code?: string; cause?: { code?: string } };
  return found.code === '23503' || found.cause?.code === '23503';
}

export const customerDocumentUrl: DocumentBase = (row) =>
  `/api/order/${row.orderId ?? 0}/permits/${row.id}/document`;
export const consoleDocumentUrl: DocumentBase = (row) => `/api/admin/permits/${row.id}/document`;

/** Why an order's uncovered days play all the same, if they do (decision 0062). */
function exemptionOf(
  screenExempt: boolean,
  order: { permitGrandfathered: boolean },
): PermitExemption | null {
  if (screenExempt) return 'screen';
  return order.permitGrandfathered ? 'grandfathered' : null;
}

async function permitsView(
  db: Db,
  order: {
    id: number;
    screenId: number;
    customerId: number;
    statusCode: number;
    permitGrandfathered: boolean;
  },
  documentUrl: DocumentBase,
  /** Whose view: the advertiser changes their order's own permits, the console blanket ones. */
  viewer: 'advertiser' | 'console',
): Promise<OrderPermits> {
  const [rows, screenExempt, days] = await Promise.all([
    repository.permitsOfOrder(db, order),
    repository.permitExempt(db, order.screenId),
    repository.bookedDays(db, order.id),
  ]);
  const gaps = permitGaps(rows, days);
  const exemption = exemptionOf(screenExempt, order);
  return {
    orderId: order.id,
    required: exemption === null,
    exemption,
    permits: rows.map((row) =>
      toPermit(
        row,
        documentUrl,
        viewer === 'console' ? row.orderId === null : advertiserMayChange(row, order, days),
      ),
    ),
    ...gaps,
  };
}

/** The customer's view of an order's permits (another customer's order answers 404). */
export async function ownOrderPermits(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<OrderPermits> {
  const order = await ownOrder(db, customerId, orderId);
  // Blanket permits open on the customer's side from this order's address too.
  return permitsView(
    db,
    order,
    (row) => `/api/order/${order.id}/permits/${row.id}/document`,
    'advertiser',
  );
}

/** The moderator's view: the same, with the booked days outside every permit flagged. */
export async function consoleOrderPermits(db: Db, orderId: number): Promise<OrderPermits> {
  const order = await repository.orderScope(db, orderId);
  if (!order) throw new HttpError(404, 'notFound.order');
  return permitsView(db, order, consoleDocumentUrl, 'console');
}

export async function screenBlanketPermits(db: Db, screenId: number): Promise<Permit[]> {
  const rows = await repository.blanketPermitsOfScreen(db, screenId);
  return rows.map((row) => toPermit(row, consoleDocumentUrl, true));
}

/** A permit's PDF: for the console any, for a customer only one covering their own order. */
export async function permitDocument(
  db: Db,
  permitId: number,
  owner?: { customerId: number; orderId: number },
): Promise<{ key: string; fileName: string }> {
  const row = await repository.findPermit(db, permitId);
  let visible = row !== null;
  if (row && owner) {
    const order = await ownOrder(db, owner.customerId, owner.orderId);
    visible =
      row.orderId === order.id ||
      (row.orderId === null &&
        row.screenId === order.screenId &&
        row.customerId === order.customerId);
  }
  if (!row || !visible || !row.documentKey) {
    throw new HttpError(404, 'permits.documentNotFound');
  }
  return { key: row.documentKey, fileName: row.documentName ?? `permit-${row.number}.pdf` };
}

export async function screenPermitRule(db: Db, screenId: number) {
  return { permitExempt: await repository.permitExempt(db, screenId) };
}

export async function setScreenPermitExempt(db: Db, screenId: number, exempt: boolean) {
  await repository.setPermitExempt(db, screenId, exempt);
}

/**
 * For the manifest and the delivery check: whether an order may play on a local date. Only days a
 * permit of the order (or a blanket permit of its screen and customer) covers may, unless the
 * screen is exempt or the order was paid before every screen required permits (decision 0062).
 */
export async function permitCoverage(
  db: Db,
  screenId: number,
  orderIds: number[],
): Promise<(orderId: number, date: string) => boolean> {
  if (await repository.permitExempt(db, screenId)) return () => true;
  const [spans, grandfathered] = await Promise.all([
    repository.permitSpans(db, screenId, orderIds),
    repository.grandfatheredOrders(db, orderIds),
  ]);
  const byOrder = new Map<number, { validFrom: string; validTo: string }[]>();
  for (const span of spans) byOrder.set(span.orderId, [...(byOrder.get(span.orderId) ?? []), span]);
  return (orderId, date) =>
    grandfathered.has(orderId) || permitCovers(byOrder.get(orderId) ?? [], date);
}
