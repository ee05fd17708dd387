import { historyReason, type HistoryReason } from '@screenspot/contracts/history-reasons';
import { pageWindow, type PageQuery } from '@screenspot/contracts/paging';
import {
  sellableDayparts,
  sellableSpots,
  datesBetween,
  dayparts,
  hhmm,
  screenTimezone,
  type DaypartId,
} from '@screenspot/contracts/booking';
import type {
  Availability,
  BookingItem,
  Campaign,
  CapacityConflict,
  Quote,
} from '@screenspot/contracts/booking-api';
import {
  canTransition,
  holdingStatuses,
  orderStatus,
  orderStatusMessages,
  type OrderStatusCode,
  type StatusActor,
} from '@screenspot/contracts/order-status';
import { databaseError, type Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { AdvertFields } from '@screenspot/contracts/compliance';
import { hourlyProfiles, ramadanDayOf, ramadanPlace } from '../catalog';
import { checkAdvertClass, checkScreenRules, recordAdvert } from '../compliance';
import { approvalMessages, needsApproval, recordMaker, type Spend } from './approval';
import { awaitingVideoHoldEnd, checkUnpaidCaps } from './caps';
import { campaignViews } from './campaign-view';
import * as repository from './repository';
import type { CellRequest } from './repository';
import { earliestStart, type BookingRules } from './rules';
import {
  bookedOrderFields,
  lockOrder,
  onSale,
  prepareItems,
  quoteValidUntil,
  toQuote,
  type PreparedItem,
} from './schedule';
import { toScreenLoop } from '../../db/screen-loop';
import { message, type ErrorText } from '../../error-messages';

/** What selling needs of the rules: the clock and the lead time. */
export type SaleRules = Pick<BookingRules, 'now' | 'minLeadMinutes'>;

/** 409 with every cell that lacks room; the route answers it with the cells listed. */
export class CapacityError extends HttpError {
  constructor(
    readonly cells: CapacityConflict['cells'],
    text: ErrorText = 'booking.notEnoughSpots',
  ) {
    super(409, text, undefined, { cells });
  }
}

async function screensFor(db: Db, ids: number[]) {
  const rows = await repository.findScreens(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadScreen(db: Db, ledId: number) {
  const screen = (await screensFor(db, [ledId])).get(ledId);
  if (!screen) throw new HttpError(404, 'screen.notFoundAlt');
  return screen;
}

export async function availability(
  db: Db,
  query: { ledId: number; from: string; to: string },
  rules: SaleRules,
): Promise<Availability> {
  const screen = await loadScreen(db, query.ledId);
  const ledger = await repository.readLedger(db, screen.id, query.from, query.to);
  const used = new Map(ledger.map((row) => [`${row.date}/${row.daypart}`, row.booked + row.held]));
  const total = sellableSpots(screen);
  const sold = sellableDayparts(toScreenLoop(screen).openingHours);
  const ramadanDay = ramadanDayOf(ramadanPlace(screen));
  const isOnSale = onSale(earliestStart(rules, rules.now()));
  return {
    ledId: screen.id,
    slotsPerLoop: screen.slotsPerLoop,
    houseSlots: screen.houseSlots,
    timezone: screenTimezone,
    days: datesBetween(query.from, query.to).map((date) => {
      // A switched screen's Ramadan date sells its resolved windows; any other date the fixed four.
      const windows =
        ramadanDay(date)?.windows ?? sold.map((id) => ({ daypart: id, ...fixedWindow(id) }));
      return {
        date,
        dayparts: windows.map(({ daypart: id, start, end }) => ({
          id,
          total,
          // A cell that has started, or starts within the lead time, is not sold: no free spots.
          free: isOnSale(date, id, id in dayparts ? dayparts[id as DaypartId].start : start)
            ? Math.max(0, total - (used.get(`${date}/${id}`) ?? 0))
            : 0,
          start: hhmm(start),
          end: hhmm(end),
        })),
      };
    }),
  };
}

const fixedWindow = (id: DaypartId) => ({ start: dayparts[id].start, end: dayparts[id].end });

async function prepare(db: Db, items: BookingItem[], rules: SaleRules): Promise<PreparedItem[]> {
  const now = rules.now();
  const ids = items.map((item) => item.ledId);
  const [screens, multipliers, profiles] = await Promise.all([
    screensFor(db, ids),
    repository.readMultipliers(db),
    hourlyProfiles(db, ids),
  ]);
  return prepareItems(
    items,
    screens,
    multipliers,
    { now, earliest: earliestStart(rules, now) },
    profiles,
  );
}

export async function quote(db: Db, items: BookingItem[], rules: SaleRules): Promise<Quote> {
  const prepared = await prepare(db, items, rules);
  return toQuote(
    prepared.map((p) => p.wire),
    quoteValidUntil(rules.now()),
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
  const code = databaseError(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Every status change of the booking module goes through here: the move must be in the machine of
 * decision 0016 for this actor, and the order must still be where it was read (409 otherwise).
 */
export async function moveOrder(
  tx: Db,
  change: {
    orderId: number;
    from: number;
    to: OrderStatusCode;
    by: StatusActor;
    changedBy: number | null;
    reason?: string | HistoryReason;
  },
): Promise<void> {
  const from = change.from as OrderStatusCode;
  const moved =
    canTransition(from, change.to, change.by) && (await repository.setOrderStatus(tx, change));
  if (!moved) {
    throw new HttpError(
      409,
      message('order.cannotBecome', {
        from: orderStatusMessages[from] ?? 'Unknown',
        to: orderStatusMessages[change.to],
      }),
    );
  }
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
 * One request per cell. A campaign names each screen once, but the hold statement may not touch a
 * row twice, so cells are merged by key (their spots added) whatever the caller sends.
 */
function mergeCells(cells: CellRequest[]): CellRequest[] {
  const merged = new Map<string, CellRequest>();
  for (const cell of cells) {
    const key = repository.cellKey(cell.screenId, cell.date, cell.daypart);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, spots: known.spots + cell.spots } : { ...cell });
  }
  return [...merged.values()];
}

/**
 * Books every item or none, in the caller's transaction: first the customer's caps on unpaid
 * holds (under the customer's row lock, so two requests of one customer queue), then one statement
 * (`repository.bookCampaign`) holds the spots of each cell where booked + held + requested ≤
 * sellable spots and writes the campaign and its orders. Throws CapacityError listing the full
 * cells, or a 409 naming the cap; the error aborts the caller's transaction, so nothing is written.
 */
export async function book(
  tx: Db,
  input: {
    customerId: number;
    name: string | null;
    prepared: PreparedItem[];
    /** With a video, the order goes to review at once; without, it awaits one. */
    video?: VideoFields;
    /** What the orders advertise (decision 0047); older API clients may leave it out. */
    advert?: AdvertFields;
    /** The member who books, and their organisation's approval limit (decision 0053). */
    spend?: Spend;
    /**
     * Spots held without an order that this booking takes over (an approved proposal's, decision
     * 0056): given back after the caps are counted, under the same lock, before the cells are held.
     */
    takeOver?: CellRequest[];
    /** The organisation's client it is for (decision 0060), already checked to be theirs. */
    clientId?: number | null;
  },
  rules: BookingRules,
) {
  const { prepared } = input;
  const now = rules.now();
  await checkUnpaidCaps(tx, input.customerId, prepared, rules);
  if (input.takeOver) await repository.releaseHeldCells(tx, input.takeOver);
  const statusCode = input.video ? orderStatus.underReview : orderStatus.awaitingVideo;
  // Under review a hold lasts until the decision; awaiting a video, only a short while.
  const holdUntil = (firstCellAt: Date) =>
    input.video ? firstCellAt : awaitingVideoHoldEnd(rules, now, firstCellAt);
  const booked = await repository.bookCampaign(tx, {
    customerId: input.customerId,
    name: input.name,
    cells: lockOrder(mergeCells(prepared.flatMap((p) => p.cells))),
    orders: prepared.map((p) => ({
      ...bookedOrderFields(p),
      holdExpiresAt: holdUntil(p.firstCellAt),
      statusCode,
      ...input.video,
      cells: p.cells,
    })),
  });
  if ('full' in booked) throw new CapacityError(booked.full);
  const totalCents = prepared.reduce((sum, p) => sum + p.quote.totalCents, 0);
  // Review starts with a video: a booking that must wait for approval cannot come with one.
  if (input.video && needsApproval(input.spend, totalCents)) {
    throw new HttpError(409, approvalMessages.withVideo);
  }
  await recordMaker(tx, booked.campaignId, input.spend, totalCents);
  if (input.clientId) await repository.setCampaignClient(tx, booked.campaignId, input.clientId);
  await recordAdvert(tx, input.advert, booked.orderIds);
  return booked;
}

export async function bookCampaign(
  db: Db,
  input: {
    customerId: number;
    name?: string;
    advert?: AdvertFields;
    items: BookingItem[];
    spend?: Spend;
    clientId?: number | null;
  },
  rules: BookingRules,
): Promise<Campaign> {
  const prepared = await prepareBooking(db, input.items, rules, input.advert);
  const { campaignId } = await withRetry(() =>
    db.transaction((tx) =>
      book(
        tx,
        {
          customerId: input.customerId,
          name: input.name ?? null,
          prepared,
          advert: input.advert,
          spend: input.spend,
          clientId: input.clientId,
        },
        rules,
      ),
    ),
  );
  return getCampaign(db, input.customerId, campaignId, rules.now());
}

/**
 * Prices and validates items before an upload is committed (no locks yet); with the advert, also
 * its category against the UAE's classes (422) and each screen owner's blocked categories (409).
 */
export async function prepareBooking(
  db: Db,
  items: BookingItem[],
  rules: SaleRules,
  advert?: AdvertFields,
) {
  checkAdvertClass(advert);
  const prepared = await prepare(db, items, rules);
  await checkScreenRules(
    db,
    advert,
    prepared.map((p) => p.screen.id),
  );
  return prepared;
}

export async function getCampaign(
  db: Db,
  customerId: number,
  campaignId: number,
  now = new Date(),
): Promise<Campaign> {
  const campaign = await repository.findCampaign(db, customerId, campaignId);
  // Someone else's campaign answers exactly like a missing one.
  if (!campaign) throw new HttpError(404, 'booking.campaignNotFound');
  const rows = await repository.campaignOrders(db, [campaign.id]);
  const [view] = await campaignViews(db, [campaign], rows, now);
  return view!;
}

/** One page (from 0) of the customer's campaigns, newest first, and how many there are. */
export async function listCampaigns(
  db: Db,
  customerId: number,
  query: PageQuery,
  now = new Date(),
) {
  const listing = repository.campaignListing(db, customerId);
  const [campaigns, total] = await Promise.all([listing.rows(pageWindow(query)), listing.total()]);
  const rows = await repository.campaignOrders(
    db,
    campaigns.map((c) => c.id),
  );
  return { items: await campaignViews(db, campaigns, rows, now), total };
}

/**
 * Cancels every order of the campaign that still holds capacity; the ledger frees it in the same
 * transaction. A campaign with a paid order is refused: paid time is refunded by credit note.
 */
export async function cancelCampaign(db: Db, customerId: number, campaignId: number) {
  await withRetry(() =>
    db.transaction(async (tx) => {
      const campaign = await repository.findCampaign(tx, customerId, campaignId);
      if (!campaign) throw new HttpError(404, 'booking.campaignNotFound');
      const rows = await repository.lockCampaignOrders(tx, campaignId);
      if (
        rows.some(
          (row) => row.statusCode === orderStatus.paid || row.statusCode === orderStatus.completed,
        )
      ) {
        throw new HttpError(409, 'booking.paidCampaign');
      }
      const holding = rows.filter((row) =>
        holdingStatuses.includes(row.statusCode as OrderStatusCode),
      );
      if (holding.length === 0) throw new HttpError(409, 'booking.nothingToCancel');
      for (const row of holding) {
        await moveOrder(tx, {
          orderId: row.id,
          from: row.statusCode,
          to: orderStatus.cancelled,
          by: 'customer',
          changedBy: customerId,
          reason: historyReason('cancelledByCustomer'),
        });
      }
    }),
  );
  return getCampaign(db, customerId, campaignId);
}
