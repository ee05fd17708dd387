import { cellStart, type DaypartId } from '@screenspot/contracts/booking';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import { orderStatus } from '@screenspot/contracts/order-status';
import { shareOutCents } from '@screenspot/contracts/payment';

// What a report counts as sold (decision 0016): the schedule a buyer has paid for or has been
// approved to pay for, without what was refunded.

/** Orders whose whole remaining schedule is sold: approved awaiting payment, paid, completed. */
const soldStatuses: readonly number[] = [
  orderStatus.approved,
  orderStatus.paid,
  orderStatus.completed,
];

export type ReportOrder = {
  statusCode: number;
  quote: unknown;
  subtotalCents: number | null;
  /** When a paid order was cancelled and its cells not yet started were refunded; else null. */
  refundedAt: Date | null;
};

export type ReportCell = { date: string; daypart: string; spots: number };

/**
 * The cells of an order that were sold and not refunded. Under review, awaiting video, rejected
 * or expired: none. Cancelled after payment: those that had started at the cancellation (the
 * rest were refunded by credit note). An order ended early has lost its refunded cells already.
 */
export function soldCells<T extends ReportCell>(order: ReportOrder, cells: T[]): T[] {
  if (soldStatuses.includes(order.statusCode)) return cells;
  const { refundedAt } = order;
  if (order.statusCode !== orderStatus.cancelled || !refundedAt) return [];
  return cells.filter(
    (cell) => cellStart(cell.date, cell.daypart as DaypartId).getTime() <= refundedAt.getTime(),
  );
}

/**
 * What each sold cell costs before VAT: its spots × its daypart's quoted unit price (one spot, one
 * day), the figure the invoice's lines and the credit notes are made of. An order without a priced
 * quote shares its subtotal over the cells it booked, in proportion to their spots.
 */
export function soldCellCents(order: ReportOrder, all: ReportCell[], sold: ReportCell[]): number[] {
  const breakdown = (order.quote as Partial<QuoteItem> | null)?.breakdown;
  const unit = new Map(breakdown?.map((line) => [line.daypart as string, line.unitCents]));
  if (breakdown && sold.every((cell) => unit.has(cell.daypart))) {
    return sold.map((cell) => cell.spots * unit.get(cell.daypart)!);
  }
  const shares = shareOutCents(
    order.subtotalCents ?? 0,
    all.map((cell) => cell.spots),
  );
  // By position, not by searching: a year-long order has over a thousand cells.
  const position = new Map<ReportCell, number>();
  all.forEach((cell, i) => position.has(cell) || position.set(cell, i));
  return sold.map((cell) => shares[position.get(cell) ?? -1] ?? 0);
}
