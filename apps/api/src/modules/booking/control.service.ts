import { cellEnd, cellStart, type DaypartId } from '@screenspot/contracts/booking';
import type { QuoteItem } from '@screenspot/contracts/booking-api';
import type { OrderControls } from '@screenspot/contracts/order-control';
import {
  holdingStatuses,
  orderStatus,
  type OrderStatusCode,
} from '@screenspot/contracts/order-status';
import { HttpError } from '../../plugins/errors';
import type { CellRequest } from './repository';

export type { ControlOrder, PendingVideo } from './control.repository';
export {
  findControlOrder,
  lockControlOrder,
  orderCellsOf,
  ordersWithPendingVideo,
  promotePendingVideo,
  replaceSchedule,
  setPause,
  setPendingVideo,
} from './control.repository';
export { moveOrderCells } from './ledger.repository';

export type Phase = OrderControls['phase'];

/** When an order's first cell starts and its last one ends (null for an order without cells). */
export function flightOf(cells: CellRequest[]) {
  if (cells.length === 0) return null;
  const starts = cells.map((cell) => cellStart(cell.date, cell.daypart as DaypartId).getTime());
  const ends = cells.map((cell) => cellEnd(cell.date, cell.daypart as DaypartId).getTime());
  return { start: new Date(Math.min(...starts)), end: new Date(Math.max(...ends)) };
}

/**
 * Where an order is in its life (decision 0025): unpaid while it holds capacity, scheduled before
 * its first cell starts, live while it runs, ended after its last cell; closed otherwise.
 */
export function phaseOf(
  order: { statusCode: number },
  flight: ReturnType<typeof flightOf>,
  now: Date,
): Phase {
  if (holdingStatuses.includes(order.statusCode as OrderStatusCode)) return 'unpaid';
  if (order.statusCode !== orderStatus.paid || !flight) return 'closed';
  if (flight.end.getTime() <= now.getTime()) return 'ended';
  return flight.start.getTime() > now.getTime() ? 'scheduled' : 'live';
}

/** The order's own order, or 404 exactly like a missing one. */
export function orFound<T>(row: T | null): T {
  if (!row) throw new HttpError(404, 'notFound.order');
  return row;
}

export const frozenQuote = (order: { quote: unknown }) => order.quote as QuoteItem;
