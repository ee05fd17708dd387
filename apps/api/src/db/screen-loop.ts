import { billboards } from './schema';

/** The columns that make a screen's loop and its price: what booking, audience and reports read. */
export const screenLoopColumns = {
  priceCents: billboards.priceCents,
  durationSeconds: billboards.durationSeconds,
  slotsPerLoop: billboards.loopSlots,
  houseSlots: billboards.houseSlots,
  opensAt: billboards.opensAt,
  closesAt: billboards.closesAt,
};
