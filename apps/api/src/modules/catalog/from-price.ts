import { fromPriceCents, type Multipliers, type ScreenLoop } from '@screenspot/contracts/booking';
import { toScreenLoop } from '../../db/screen-loop';

/** What a screen's "from" price is made of, as the catalogue reads it. */
export type PriceMakings = {
  priceCents: number;
  durationSeconds: number;
  loopSlots: number;
  houseSlots: number;
  opensAt: string;
  closesAt: string;
};

/** What a screen's prices are made of: its day price, loop and opening hours. */
export function loopOf(row: PriceMakings): ScreenLoop {
  return toScreenLoop({ ...row, slotsPerLoop: row.loopSlots });
}

// Working out a "from" price reads the opening hours for every daypart (tens of microseconds), and
// a pin set can hold tens of thousands of screens, most of them priced alike: each distinct price's
// makings are worked out once per set of multipliers (the service keeps one set until they change).
const known = new WeakMap<Multipliers, Map<string, number>>();
const keptPerMultipliers = 10_000;

/** The "from" price in dollars: the cheapest daypart's price of one spot for one day. */
export function fromPrice(row: PriceMakings, multipliers: Multipliers): number {
  let prices = known.get(multipliers);
  if (!prices) {
    prices = new Map();
    known.set(multipliers, prices);
  }
  const key = `${row.priceCents} ${row.durationSeconds} ${row.loopSlots} ${row.houseSlots} ${row.opensAt} ${row.closesAt}`;
  let cents = prices.get(key);
  if (cents === undefined) {
    if (prices.size >= keptPerMultipliers) prices.clear();
    cents = fromPriceCents(loopOf(row), multipliers);
    prices.set(key, cents);
  }
  return cents / 100;
}
