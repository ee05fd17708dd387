import { screens } from './schema';

/** The columns that make a screen's loop and its price: what booking, audience and reports read. */
export const screenLoopColumns = {
  priceCents: screens.priceCents,
  durationSeconds: screens.durationSeconds,
  slotsPerLoop: screens.loopSlots,
  houseSlots: screens.houseSlots,
  opensAt: screens.opensAt,
  closesAt: screens.closesAt,
};
