import type { HistoryReason } from '@screenspot/contracts/history-reasons';
import type { SoldDaypartId } from '@screenspot/contracts/booking';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Db } from '../../db/client';
import { cellWindows } from '../catalog';
import { emitOrderEvent } from '../webhooks';
import { releaseFutureMakeGood } from './make-good';
import * as cellsRepository from './make-good.repository';
import * as repository from './repository';

/**
 * What payments needs of booking: the campaign's orders under lock, and the moves to paid and to
 * cancelled-after-payment. Each runs in the caller's transaction.
 */
export type SettlementOrder = {
  id: number;
  customerId: number;
  screenId: number;
  statusCode: number;
  quote: QuoteItem;
  holdExpiresAt: Date | null;
  firstCellAt: Date | null;
};

/** The campaign (its owner's, when customerId is given) and its orders locked in id order. */
export async function lockCampaignOrders(
  tx: Db,
  campaignId: number,
  customerId: number | null,
): Promise<{ customerId: number; name: string | null; orders: SettlementOrder[] } | null> {
  const campaign =
    customerId === null
      ? await repository.findAnyCampaign(tx, campaignId)
      : await repository.findCampaign(tx, customerId, campaignId);
  if (!campaign) return null;
  const rows = await repository.lockCampaignOrders(tx, campaignId);
  return {
    customerId: campaign.customerId,
    name: campaign.name,
    orders: rows
      .filter((row) => row.quote)
      .map((row) => ({ ...row, quote: row.quote as unknown as QuoteItem })),
  };
}

/** Approved orders become paid; the status trigger turns their held spots into booked ones. */
export async function markPaid(
  tx: Db,
  orderIds: number[],
  input: { changedBy: number | null; reason: HistoryReason },
): Promise<number[]> {
  const rows = await repository.lockOrdersById(tx, orderIds);
  const paid: number[] = [];
  for (const row of rows) {
    if (row.statusCode !== orderStatus.approved) continue;
    await repository.setOrderStatus(tx, {
      orderId: row.id,
      from: row.statusCode,
      to: orderStatus.paid,
      changedBy: input.changedBy,
      reason: input.reason,
    });
    paid.push(row.id);
  }
  await emitOrderEvent(tx, 'order.paid', paid);
  return paid;
}

/** A daypart's unplayed cells of one order: spot-days at the daypart's quoted unit price. */
export type UnplayedLine = {
  daypart: SoldDaypartId;
  spotDays: number;
  unitCents: number;
  netCents: number;
};
export type UnplayedPart = {
  orderId: number;
  spots: number;
  netCents: number;
  lines: UnplayedLine[];
};

type OrderCell = { date: string; daypart: SoldDaypartId; spots: number; startsAt: Date };

/** The order's cells, each with its start (a Ramadan daypart's at its date's sunset). */
async function cellsOf(tx: Db, orderId: number): Promise<OrderCell[]> {
  const rows = await cellsRepository.orderCellsWithScreens(tx, orderId);
  return rows.map((row) => {
    const windows = cellWindows({
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      openingHours: { open: row.opens_at, close: row.closes_at },
      ramadanDayparts: row.ramadan_dayparts,
    });
    return {
      date: row.date,
      daypart: row.daypart,
      spots: row.spots,
      startsAt: windows.start(row.date, row.daypart),
    };
  });
}

/**
 * The cells of a paid order that have not started, and what they are worth at the quoted price:
 * per daypart, its spot-days × its unit price (one spot, one day). A cell that has started is earned.
 */
function unplayed(order: Pick<SettlementOrder, 'quote'>, cells: OrderCell[], now: Date) {
  const future = cells.filter((cell) => cell.startsAt.getTime() > now.getTime());
  const lines: UnplayedLine[] = [];
  for (const line of order.quote.breakdown) {
    const spotDays = future
      .filter((cell) => cell.daypart === line.daypart)
      .reduce((sum, cell) => sum + Number(cell.spots), 0);
    if (spotDays === 0) continue;
    lines.push({
      daypart: line.daypart,
      spotDays,
      unitCents: line.unitCents,
      netCents: spotDays * line.unitCents,
    });
  }
  return { cells: future, lines, netCents: lines.reduce((sum, line) => sum + line.netCents, 0) };
}

/** What ending a paid order now would refund, before VAT (no locks: a display only). */
export async function unplayedValue(
  db: Db,
  order: Pick<SettlementOrder, 'id' | 'quote'>,
  now: Date,
): Promise<number> {
  return unplayed(order, await cellsOf(db, order.id), now).netCents;
}

/**
 * Cancels paid orders (→ 5) or ends them early (→ 4 completed): cells that have not started are
 * released from the ledger and priced for the refund; cells already started stay booked.
 */
export async function cancelPaid(
  tx: Db,
  orders: SettlementOrder[],
  input: {
    changedBy: number | null;
    reason: string | HistoryReason;
    now: Date;
    to?: typeof orderStatus.cancelled | typeof orderStatus.completed;
  },
): Promise<UnplayedPart[]> {
  const parts: UnplayedPart[] = [];
  for (const order of orders) {
    if (order.statusCode !== orderStatus.paid) continue;
    const future = unplayed(order, await cellsOf(tx, order.id), input.now);
    for (const cell of future.cells) {
      await cellsRepository.releaseBooked(tx, { ...cell, screenId: order.screenId });
    }
    if (input.to === orderStatus.completed) {
      // The released cells leave the order too, so its schedule says what was played.
      await repository.dropOrderCells(
        tx,
        order.id,
        future.cells.map((cell) => ({ date: cell.date, daypart: cell.daypart })),
      );
    }
    // Make-good spots not yet played are given back too; they were free of charge.
    await releaseFutureMakeGood(tx, order.id, input.now);
    await repository.setOrderStatus(tx, {
      orderId: order.id,
      from: order.statusCode,
      to: input.to ?? orderStatus.cancelled,
      changedBy: input.changedBy,
      reason: input.reason,
    });
    parts.push({
      orderId: order.id,
      spots: future.cells.reduce((sum, cell) => sum + Number(cell.spots), 0),
      netCents: future.netCents,
      lines: future.lines,
    });
  }
  return parts;
}
