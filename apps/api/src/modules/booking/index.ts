// The booking module's public face (capacity, holds, quotes, campaigns and the control of booked orders): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export {
  findControlOrder,
  flightOf,
  frozenQuote,
  lockControlOrder,
  moveOrderCells,
  orFound,
  orderCellsOf,
  phaseOf,
  promotePendingVideo,
  replaceSchedule,
  setPause,
  setPendingVideo,
  type ControlOrder,
} from './control.service';
export { assertApproved } from './approval';
export { reserveMakeGood, type MakeGoodPlacement } from './make-good';
export { catalogPort } from './catalog-port';
export { orderUploadRoutes } from './upload-routes';
export {
  bookedPlaysOfOrder,
  cellsOfOrders,
  orderStatuses,
  orderVideo,
  paidCellsOfScreen,
  pausedOrders,
  screenPlayout,
} from './playout.service';
export { bookingRules, earliestStart } from './rules';
export { onSale, screenLoopInfo } from './schedule';
export {
  availability,
  book,
  CapacityError,
  loadScreen,
  prepareBooking,
  quote,
  withRetry,
  type SaleRules,
} from './service';
export { checkUnpaidCaps } from './caps';
export { holdCells, registerHoldSweep, releaseHeldCells } from './holds';
export type { CellRequest } from './repository';
export type { BookingRules } from './rules';
export type { PreparedItem } from './schedule';
export { quoteValidUntil, toQuote } from './schedule';
export type { Spend } from './approval';
export {
  cancelPaid,
  lockCampaignOrders,
  markPaid,
  unplayedValue,
  type SettlementOrder,
} from './settlement';
