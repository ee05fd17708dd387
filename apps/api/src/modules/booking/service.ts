import {
  sellableDayparts,
  sellableSpots,
  datesBetween,
  screenTimezone,
} from '@screenspot/contracts/booking';
import type {
  Availability,
  BookingItem,
  Campaign,
  CapacityConflict,
  Quote,
  QuoteItem,
} from '@screenspot/contracts/booking-api';
import {
  holdingStatuses,
  orderStatus,
  orderStatusMessages,
  paidLabel,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';
import {
  lockOrder,
  onSale,
  prepareItems,
  quoteValidUntil,
  toQuote,
  toScreenLoop,
  type PreparedItem,
} from './schedule';

/** 409 with every cell that lacks room; the route answers it with the cells listed. */
export class CapacityError extends HttpError {
  constructor(readonly cells: CapacityConflict['cells']) {
    super(409, 'Some of the chosen dayparts do not have enough free spots.', undefined, { cells });
  }
}

async function screensFor(db: Db, ids: number[]) {
  const rows = await repository.findScreens(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadScreen(db: Db, ledId: number) {
  const screen = (await screensFor(db, [ledId])).get(ledId);
  if (!screen) throw new HttpError(404, 'We could not find this screen.');
  return screen;
}

export async function availability(
  db: Db,
  query: { ledId: number; from: string; to: string },
  now = new Date(),
): Promise<Availability> {
  const screen = await loadScreen(db, query.ledId);
  const ledger = await repository.readLedger(db, screen.id, query.from, query.to);
  const used = new Map(ledger.map((row) => [`${row.date}/${row.daypart}`, row.booked + row.held]));
  const total = sellableSpots(screen);
  const sold = sellableDayparts(toScreenLoop(screen).openingHours);
  const isOnSale = onSale(now);
  return {
    ledId: screen.id,
    slotsPerLoop: screen.slotsPerLoop,
    houseSlots: screen.houseSlots,
    timezone: screenTimezone,
    days: datesBetween(query.from, query.to).map((date) => ({
      date,
      dayparts: sold.map((id) => ({
        id,
        total,
        // An ended cell is never sold: it shows no free spots.
        free: isOnSale(date, id) ? Math.max(0, total - (used.get(`${date}/${id}`) ?? 0)) : 0,
      })),
    })),
  };
}

async function prepare(db: Db, items: BookingItem[], now: Date): Promise<PreparedItem[]> {
  const [screens, multipliers] = await Promise.all([
    screensFor(
      db,
      items.map((item) => item.ledId),
    ),
    repository.readMultipliers(db),
  ]);
  return prepareItems(items, screens, multipliers, now);
}

export async function quote(db: Db, items: BookingItem[], now = new Date()): Promise<Quote> {
  const prepared = await prepare(db, items, now);
  return toQuote(
    prepared.map((p) => p.wire),
    quoteValidUntil(now),
  );
}

export type VideoFields = {
  videoKey: string;
  videoContentType: string;
  videoBytes: number;
  videoDurationMs: number;
  videoFileName: string | null;
};

/** PostgreSQL's deadlock and serialization failures: the transaction may simply be run again. */
function isRetryable(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001';
}

export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}

/**
 * Books every item or none: locks the screens (shared) and the cells (in one global order), checks
 * booked + held + requested ≤ sellable spots for each cell, then holds them and writes the campaign
 * and its orders, all in the caller's transaction. Throws CapacityError listing the full cells.
 */
export async function bookInTransaction(
  tx: Db,
  input: {
    customerId: number;
    name: string | null;
    prepared: PreparedItem[];
    /** With a video, the order goes to review at once; without, it awaits one. */
    video?: VideoFields;
  },
) {
  const { prepared } = input;
  const screenIds = prepared.map((p) => p.screen.id);
  // Read under the lock: the loop settings an operator may just have changed.
  const locked = await repository.shareLockScreens(tx, screenIds);
  const screens = new Map(locked.map((s) => [s.id, s]));
  const cells = lockOrder(prepared.flatMap((p) => p.cells));
  const ledger = await repository.lockCells(tx, cells);
  const used = new Map(
    ledger.map((row) => [`${row.billboardId}/${row.date}/${row.daypart}`, row.booked + row.held]),
  );
  const short: CapacityConflict['cells'] = [];
  for (const cell of cells) {
    const capacity = sellableSpots(screens.get(cell.billboardId)!);
    const free = Math.max(
      0,
      capacity - (used.get(`${cell.billboardId}/${cell.date}/${cell.daypart}`) ?? 0),
    );
    if (cell.spots > free) {
      short.push({
        ledId: cell.billboardId,
        date: cell.date,
        daypart: cell.daypart,
        requested: cell.spots,
        free,
      });
    }
  }
  if (short.length > 0) throw new CapacityError(short);
  await repository.addHolds(tx, cells);

  const campaign = await repository.insertCampaign(tx, input.customerId, input.name);
  const statusCode = input.video ? orderStatus.underReview : orderStatus.awaitingVideo;
  const orderIds: number[] = [];
  for (const p of prepared) {
    const orderId = await repository.insertBookedOrder(
      tx,
      {
        customerId: input.customerId,
        billboardId: p.screen.id,
        campaignId: campaign.id,
        statusCode,
        priceCents: p.screen.priceCents,
        ...input.video,
        flightStart: p.item.startDate,
        flightEnd: p.item.endDate,
        dayparts: p.item.dayparts,
        spotsPerLoop: p.item.spotsPerLoop,
        quote: p.wire as unknown as Record<string, unknown>,
        subtotalCents: p.quote.subtotalCents,
        vatCents: p.quote.vatCents,
        totalCents: p.quote.totalCents,
        firstCellAt: p.firstCellAt,
        holdExpiresAt: p.firstCellAt,
      },
      p.cells,
    );
    orderIds.push(orderId);
  }
  return { campaignId: campaign.id, orderIds };
}

export async function bookCampaign(
  db: Db,
  input: { customerId: number; name?: string; items: BookingItem[] },
  now = new Date(),
): Promise<Campaign> {
  const prepared = await prepare(db, input.items, now);
  const { campaignId } = await withRetry(() =>
    db.transaction((tx) =>
      bookInTransaction(tx, { customerId: input.customerId, name: input.name ?? null, prepared }),
    ),
  );
  return getCampaign(db, input.customerId, campaignId);
}

/** Prices and validates items before an upload is committed (no locks yet). */
export function prepareBooking(db: Db, items: BookingItem[], now = new Date()) {
  return prepare(db, items, now);
}

function statusMessage(order: repository.CampaignOrderRow, now: Date): string {
  if (order.statusCode === orderStatus.paid) return paidLabel(order.firstCellAt, now);
  return orderStatusMessages[order.statusCode as OrderStatusCode] ?? 'Unknown';
}

function toCampaign(
  campaign: { id: number; name: string | null; createdAt: Date },
  rows: repository.CampaignOrderRow[],
  now: Date,
): Campaign {
  const holds = rows
    .filter(
      (row) => holdingStatuses.includes(row.statusCode as OrderStatusCode) && row.holdExpiresAt,
    )
    .map((row) => row.holdExpiresAt!.getTime());
  const items = rows.map((row) => row.quote as unknown as QuoteItem);
  return {
    campaignId: campaign.id,
    name: campaign.name,
    createdAt: campaign.createdAt.toISOString(),
    holdExpiresAt: holds.length > 0 ? new Date(Math.min(...holds)).toISOString() : null,
    // Frozen at booking: the totals are those of the orders' own quotes.
    quote: toQuote(items, campaign.createdAt),
    orders: rows.map((row) => ({
      orderId: row.id,
      ledId: row.billboardId,
      statusCode: row.statusCode,
      statusMessage: statusMessage(row, now),
      holdExpiresAt:
        holdingStatuses.includes(row.statusCode as OrderStatusCode) && row.holdExpiresAt
          ? row.holdExpiresAt.toISOString()
          : null,
    })),
  };
}

export async function getCampaign(
  db: Db,
  customerId: number,
  campaignId: number,
  now = new Date(),
): Promise<Campaign> {
  const campaign = await repository.findCampaign(db, customerId, campaignId);
  // Someone else's campaign answers exactly like a missing one.
  if (!campaign) throw new HttpError(404, 'This campaign was not found.');
  return toCampaign(campaign, await repository.campaignOrders(db, [campaign.id]), now);
}

export async function listCampaigns(db: Db, customerId: number, now = new Date()) {
  const campaigns = await repository.listCampaigns(db, customerId, 100);
  const rows = await repository.campaignOrders(
    db,
    campaigns.map((c) => c.id),
  );
  return campaigns.map((campaign) =>
    toCampaign(
      campaign,
      rows.filter((row) => row.campaignId === campaign.id),
      now,
    ),
  );
}

/**
 * Cancels every order of the campaign that still holds capacity; the ledger frees it in the same
 * transaction. A campaign with a paid order is refused: paid time is refunded by credit note.
 */
export async function cancelCampaign(db: Db, customerId: number, campaignId: number) {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const campaign = await repository.findCampaign(tx, customerId, campaignId);
      if (!campaign) throw new HttpError(404, 'This campaign was not found.');
      const rows = await repository.lockCampaignOrders(tx, campaignId);
      if (
        rows.some(
          (row) => row.statusCode === orderStatus.paid || row.statusCode === orderStatus.completed,
        )
      ) {
        throw new HttpError(409, 'A paid campaign cannot be cancelled here; please contact us.');
      }
      const holding = rows.filter((row) =>
        holdingStatuses.includes(row.statusCode as OrderStatusCode),
      );
      if (holding.length === 0)
        throw new HttpError(409, 'This campaign has nothing left to cancel.');
      for (const row of holding) {
        await repository.setOrderStatus(tx, {
          orderId: row.id,
          from: row.statusCode,
          to: orderStatus.cancelled,
          changedBy: customerId,
          reason: 'Cancelled by the customer',
        });
      }
    }),
  );
  return getCampaign(db, customerId, campaignId);
}
