import { daypartIds, type DaypartId } from '@screenspot/contracts/booking';
import { vatCents } from '@screenspot/contracts/rates';

/** One daypart of one screen over the whole flight, priced and estimated for a single spot. */
export type DaypartOption = {
  daypart: DaypartId;
  /** Subtotal of one spot in every on-sale cell of the flight (before VAT). */
  costPerSpotCents: number;
  impressionsPerSpot: number;
  /** The fewest free spots among the flight's cells of this daypart: the most it can take. */
  freeSpots: number;
};

export type Candidate = { ledId: number; options: DaypartOption[] };

export type Selection = { ledId: number; dayparts: DaypartId[]; spots: number };

export type OptimiserLimits = { maxScreens: number; maxSpotsPerScreen: number };

type State = { candidate: Candidate; chosen: DaypartOption[]; spots: number };

/** What an order for this choice costs with its own VAT, as the booking rules price it. */
export function orderTotalCents(chosen: readonly DaypartOption[], spots: number): number {
  const subtotal = spots * chosen.reduce((sum, option) => sum + option.costPerSpotCents, 0);
  return subtotal + vatCents(subtotal);
}

function impressionsOf(chosen: readonly DaypartOption[], spots: number): number {
  return spots * chosen.reduce((sum, option) => sum + option.impressionsPerSpot, 0);
}

type Move = {
  state: State;
  chosen: DaypartOption[];
  spots: number;
  gain: number;
  cost: number;
  /** Adding a daypart sorts before adding a spot, then dayparts in the day's order. */
  order: number;
};

/** a is better than b: more impressions per dollar, then the lower screen id, then the move order. */
function better(a: Move, b: Move): boolean {
  const left = a.gain * b.cost;
  const right = b.gain * a.cost;
  if (left !== right) return left > right;
  if (a.state.candidate.ledId !== b.state.candidate.ledId)
    return a.state.candidate.ledId < b.state.candidate.ledId;
  return a.order < b.order;
}

/**
 * Greedy by impressions per dollar. Each step either adds a daypart to a screen (at the screen's
 * current spots, one for a new screen) or adds one spot on every chosen daypart of a screen (an
 * order has one spots-per-loop for all its dayparts). A step is allowed only when every cell of it
 * has the free spots and the campaign's total with VAT stays within the budget. Deterministic: the
 * candidates' order does not matter.
 */
export function optimise(
  candidates: readonly Candidate[],
  budgetCents: number,
  limits: OptimiserLimits,
): Selection[] {
  const states: State[] = [...candidates]
    .sort((a, b) => a.ledId - b.ledId)
    .map((candidate) => ({ candidate, chosen: [], spots: 0 }));
  let spent = 0;
  let screens = 0;
  for (;;) {
    let best: Move | null = null;
    for (const state of states) {
      const current = state.chosen.length > 0 ? orderTotalCents(state.chosen, state.spots) : 0;
      const currentImpressions = impressionsOf(state.chosen, state.spots);
      const consider = (chosen: DaypartOption[], spots: number, order: number) => {
        const cost = orderTotalCents(chosen, spots) - current;
        const gain = impressionsOf(chosen, spots) - currentImpressions;
        if (gain <= 0 || cost <= 0 || spent + cost > budgetCents) return;
        const move = { state, chosen, spots, gain, cost, order };
        if (!best || better(move, best)) best = move;
      };
      if (state.chosen.length === 0 && screens >= limits.maxScreens) continue;
      const level = Math.max(state.spots, 1);
      for (const option of state.candidate.options) {
        if (state.chosen.includes(option) || option.freeSpots < level) continue;
        const chosen = [...state.chosen, option].sort(
          (a, b) => daypartIds.indexOf(a.daypart) - daypartIds.indexOf(b.daypart),
        );
        consider(chosen, level, daypartIds.indexOf(option.daypart));
      }
      const next = state.spots + 1;
      if (
        state.chosen.length > 0 &&
        next <= limits.maxSpotsPerScreen &&
        state.chosen.every((option) => option.freeSpots >= next)
      ) {
        consider(state.chosen, next, daypartIds.length);
      }
    }
    if (!best) break;
    const move: Move = best;
    if (move.state.chosen.length === 0) screens += 1;
    move.state.chosen = move.chosen;
    move.state.spots = move.spots;
    spent += move.cost;
  }
  return states
    .filter((state) => state.chosen.length > 0)
    .map((state) => ({
      ledId: state.candidate.ledId,
      dayparts: state.chosen.map((option) => option.daypart),
      spots: state.spots,
    }));
}
