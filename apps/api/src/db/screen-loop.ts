import { screens } from './schema';

/** The columns that make a screen's loop and its price: what booking, audience and reports read. */
export const screenLoopColumns = {
  priceCents: screens.priceCents,
  durationSeconds: screens.durationSeconds,
  slotsPerLoop: screens.loopSlots,
  houseSlots: screens.houseSlots,
  opensAt: screens.opensAt,
  closesAt: screens.closesAt,
  // Ramadan dayparts follow the sunset at the screen (decision 0054).
  latitude: screens.latitude,
  longitude: screens.longitude,
  ramadanDayparts: screens.ramadanDayparts,
  preIftarMultiplier: screens.preIftarMultiplier,
  afterIftarMultiplier: screens.afterIftarMultiplier,
};
