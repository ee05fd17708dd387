import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daypartIds } from '@screenspot/contracts/booking';
import { optimise, orderTotalCents, type Candidate } from './optimiser';

const limits = { maxScreens: 20, maxSpotsPerScreen: 3 };

const candidatesArb = fc
  .uniqueArray(
    fc.record({
      ledId: fc.integer({ min: 1, max: 10_000 }),
      options: fc.subarray([...daypartIds], { minLength: 1 }).chain((dayparts) =>
        fc.tuple(
          ...dayparts.map((daypart) =>
            fc.record({
              daypart: fc.constant(daypart),
              costPerSpotCents: fc.integer({ min: 1, max: 2_000_000 }),
              impressionsPerSpot: fc.oneof(
                fc.constant(0),
                fc.double({ min: 0.5, max: 5_000_000, noNaN: true }),
              ),
              freeSpots: fc.integer({ min: 0, max: 12 }),
            }),
          ),
        ),
      ),
    }),
    { selector: (c) => c.ledId, maxLength: 30 },
  )
  .map((list) => list as Candidate[]);

const budgetArb = fc.integer({ min: 0, max: 50_000_000 });

function spend(candidates: Candidate[], selection: ReturnType<typeof optimise>): number {
  return selection.reduce((sum, choice) => {
    const candidate = candidates.find((c) => c.ledId === choice.ledId)!;
    const chosen = candidate.options.filter((o) => choice.dayparts.includes(o.daypart));
    return sum + orderTotalCents(chosen, choice.spots);
  }, 0);
}

describe('the recommender’s optimiser', () => {
  it('never proposes more than the budget, VAT included', () => {
    fc.assert(
      fc.property(candidatesArb, budgetArb, (candidates, budget) => {
        expect(spend(candidates, optimise(candidates, budget, limits))).toBeLessThanOrEqual(budget);
      }),
      { numRuns: 300 },
    );
  });

  it('never proposes more spots than a cell has free, nor past the per-screen cap', () => {
    fc.assert(
      fc.property(candidatesArb, budgetArb, (candidates, budget) => {
        const selection = optimise(candidates, budget, limits);
        expect(selection.length).toBeLessThanOrEqual(limits.maxScreens);
        for (const choice of selection) {
          const candidate = candidates.find((c) => c.ledId === choice.ledId)!;
          expect(choice.spots).toBeGreaterThanOrEqual(1);
          expect(choice.spots).toBeLessThanOrEqual(limits.maxSpotsPerScreen);
          expect(new Set(choice.dayparts).size).toBe(choice.dayparts.length);
          for (const daypart of choice.dayparts) {
            const option = candidate.options.find((o) => o.daypart === daypart)!;
            expect(choice.spots).toBeLessThanOrEqual(option.freeSpots);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same input, in any order, gives the same proposal', () => {
    fc.assert(
      fc.property(
        candidatesArb.chain((candidates) =>
          fc.tuple(
            fc.constant(candidates),
            fc.shuffledSubarray(candidates, { minLength: candidates.length }),
          ),
        ),
        budgetArb,
        ([candidates, shuffled], budget) => {
          const first = optimise(candidates, budget, limits);
          expect(optimise(candidates, budget, limits)).toEqual(first);
          expect(optimise(shuffled, budget, limits)).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes the most impressions per dollar first, and ties go to the lower screen id', () => {
    const option = (daypart: (typeof daypartIds)[number], cost: number, impressions: number) => ({
      daypart,
      costPerSpotCents: cost,
      impressionsPerSpot: impressions,
      freeSpots: 12,
    });
    const candidates: Candidate[] = [
      { ledId: 7, options: [option('evening', 10_000, 50_000)] },
      { ledId: 3, options: [option('evening', 10_000, 50_000)] },
      { ledId: 9, options: [option('morning', 10_000, 10_000)] },
    ];
    // $105 with VAT buys exactly one spot: the lower id among the two best.
    expect(optimise(candidates, 10_500, limits)).toEqual([
      { ledId: 3, dayparts: ['evening'], spots: 1 },
    ]);
    // Enough for everything: the best screens fill to the cap, the weak one too.
    const all = optimise(candidates, 10_000_000, limits);
    expect(all).toEqual([
      { ledId: 3, dayparts: ['evening'], spots: 3 },
      { ledId: 7, dayparts: ['evening'], spots: 3 },
      { ledId: 9, dayparts: ['morning'], spots: 3 },
    ]);
  });

  it('proposes nothing when the cheapest step is over the budget or nothing has an audience', () => {
    const candidates: Candidate[] = [
      {
        ledId: 1,
        options: [
          { daypart: 'night', costPerSpotCents: 5_000, impressionsPerSpot: 10, freeSpots: 2 },
        ],
      },
      {
        ledId: 2,
        options: [{ daypart: 'night', costPerSpotCents: 1, impressionsPerSpot: 0, freeSpots: 2 }],
      },
    ];
    expect(optimise(candidates, 5_000, limits)).toEqual([]);
  });
});
