import type { ScreenLoop } from '@screenspot/contracts/booking';
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

/** What a screen's loop is made of, as these columns name it. */
export type ScreenLoopFields = {
  priceCents: number;
  durationSeconds: number;
  slotsPerLoop: number;
  houseSlots: number;
  opensAt: string;
  closesAt: string;
};

/** The screen's loop: its day price, slot length, slots and opening hours. */
export function toScreenLoop(row: ScreenLoopFields): ScreenLoop {
  return {
    priceCents: row.priceCents,
    durationSeconds: row.durationSeconds,
    slotsPerLoop: row.slotsPerLoop,
    houseSlots: row.houseSlots,
    openingHours: { open: row.opensAt, close: row.closesAt },
  };
}
