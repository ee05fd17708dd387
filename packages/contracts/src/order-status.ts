/** Order status codes shared by web and API (decision record 0016 draws the state machine). */
export const orderStatus = {
  underReview: 0,
  approved: 1,
  paid: 2,
  rejected: 3,
  completed: 4,
  cancelled: 5,
  awaitingVideo: 6,
  expired: 7,
} as const;

export type OrderStatusCode = (typeof orderStatus)[keyof typeof orderStatus];

export const orderStatusMessages: Record<OrderStatusCode, string> = {
  0: 'Under review',
  1: 'Approved, awaiting payment',
  2: 'Paid',
  3: 'Rejected',
  4: 'Completed',
  5: 'Cancelled',
  6: 'Awaiting video',
  7: 'Expired',
};

/**
 * Who moves an order along the state machine (decision record 0016):
 * - `customer`: attaches the video an order awaits (6 → 0, only with the video), sends a rejected
 *   order back to review with a new video (3 → 0, its cells held again) or cancels;
 * - `operator`: the console's decisions (approve, reject, mark paid, complete, cancel);
 * - `system`: the hold sweep (→ 7 expired) and payments (1 → 2).
 */
export type StatusActor = 'customer' | 'operator' | 'system';

export const orderStatusRules: Record<
  OrderStatusCode,
  Partial<Record<OrderStatusCode, readonly StatusActor[]>>
> = {
  6: { 0: ['customer'], 5: ['customer', 'operator'], 7: ['system'] },
  0: { 1: ['operator'], 3: ['operator'], 5: ['customer', 'operator'], 7: ['system'] },
  1: { 2: ['operator', 'system'], 5: ['customer', 'operator'], 7: ['system'] },
  2: { 4: ['operator', 'system'] },
  3: { 0: ['customer'] },
  4: {},
  5: {},
  7: {},
};

/** Which status may follow which, whoever moves it; anything else is refused with 409. */
export const orderStatusTransitions = Object.fromEntries(
  Object.entries(orderStatusRules).map(([from, moves]) => [
    from,
    Object.keys(moves).map(Number) as OrderStatusCode[],
  ]),
) as unknown as Record<OrderStatusCode, readonly OrderStatusCode[]>;

/** Statuses whose order holds capacity that is not yet paid for. */
export const holdingStatuses: readonly OrderStatusCode[] = [6, 0, 1];

/** Entering review needs the video: an order reaches 0 only once its file is stored. */
export const needsVideo = (to: OrderStatusCode): boolean => to === orderStatus.underReview;

/** Whether `from → to` is in the machine, and (with `by`) whether that actor may make it. */
export function canTransition(
  from: OrderStatusCode,
  to: OrderStatusCode,
  by?: StatusActor,
): boolean {
  const actors = orderStatusRules[from]?.[to];
  if (!actors) return false;
  return by === undefined || actors.includes(by);
}

/** The statuses one actor may move an order to from `from` (the console's choices). */
export function nextStatusesFor(from: OrderStatusCode, by: StatusActor): OrderStatusCode[] {
  return (orderStatusTransitions[from] ?? []).filter((to) => canTransition(from, to, by));
}

/** A paid order is "Scheduled" before its first cell starts and "Live" from then on. */
export function paidLabel(firstCellStart: Date | null, now = new Date()): string {
  if (!firstCellStart) return orderStatusMessages[2];
  return firstCellStart.getTime() > now.getTime() ? 'Scheduled' : 'Live';
}

export type StatusColour = 'green' | 'red' | 'grey';

/** The spec's colours: 0-2 green, 3 red, anything else grey. */
export function statusColour(code: number): StatusColour {
  if (code === 0 || code === 1 || code === 2) return 'green';
  if (code === 3) return 'red';
  return 'grey';
}
