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

/** Which status may follow which; anything else is refused with 409. */
export const orderStatusTransitions: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  0: [1, 3, 5, 7],
  1: [2, 5, 7],
  2: [4],
  3: [],
  4: [],
  5: [],
  6: [0, 5, 7],
  7: [],
};

/** Statuses whose order holds capacity that is not yet paid for. */
export const holdingStatuses: readonly OrderStatusCode[] = [6, 0, 1];

export function canTransition(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return orderStatusTransitions[from].includes(to);
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
