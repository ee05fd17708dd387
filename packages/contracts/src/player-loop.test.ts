import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellStart, cellEnd, daypartIds } from './booking';
import { buildLoop, cellAt, playsInFull, slotAt } from './player-loop';

describe('cellAt', () => {
  it('names the Dubai daypart of an instant, night belonging to the date it starts on', () => {
    const cases: [instant: string, cell: ReturnType<typeof cellAt>][] = [
      ['2026-03-10T02:00:00Z', { date: '2026-03-10', daypart: 'morning' }],
      ['2026-03-10T05:59:59Z', { date: '2026-03-10', daypart: 'morning' }],
      ['2026-03-10T06:00:00Z', { date: '2026-03-10', daypart: 'daytime' }],
      ['2026-03-10T12:00:00Z', { date: '2026-03-10', daypart: 'evening' }],
      ['2026-03-10T18:00:00Z', { date: '2026-03-10', daypart: 'night' }],
      // 01:30 in Dubai on the 11th is still the night of the 10th.
      ['2026-03-10T21:30:00Z', { date: '2026-03-10', daypart: 'night' }],
      // 02:00 to 06:00 in Dubai is sold to nobody.
      ['2026-03-10T22:00:00Z', null],
      ['2026-03-11T01:59:00Z', null],
    ];
    for (const [instant, cell] of cases) expect(cellAt(new Date(instant)), instant).toEqual(cell);
  });

  it('agrees with the booking rules on every cell start and its last second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...daypartIds),
        (day, daypart) => {
          const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          expect(cellAt(cellStart(date, daypart))).toEqual({ date, daypart });
          expect(cellAt(new Date(cellEnd(date, daypart).getTime() - 1000))).toEqual({
            date,
            daypart,
          });
        },
      ),
    );
  });
});

describe('buildLoop', () => {
  it('deals spots round-robin and fills the rest with house content', () => {
    const loop = buildLoop(8, [
      { item: 'A', spots: 2 },
      { item: 'B', spots: 1 },
      { item: 'C', spots: 2 },
    ]);
    expect(loop.map((entry) => (entry.kind === 'item' ? entry.item : '-')).join('')).toBe(
      'ABCAC---',
    );
  });

  it('gives each item exactly its spots when they fit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }), (spots) => {
        const slots = spots.reduce((sum, n) => sum + n, 0) + 3;
        const loop = buildLoop(
          slots,
          spots.map((n, i) => ({ item: i, spots: n })),
        );
        expect(loop).toHaveLength(slots);
        spots.forEach((n, i) => {
          expect(loop.filter((e) => e.kind === 'item' && e.item === i)).toHaveLength(n);
        });
      }),
    );
  });
});

describe('slotAt', () => {
  it('aligns slots to the epoch so every player agrees', () => {
    expect(slotAt(0, 15, 12)).toEqual({ slot: 0, startsAt: 0, endsAt: 15_000 });
    expect(slotAt(15_000 * 13 + 10, 15, 12)).toEqual({
      slot: 1,
      startsAt: 195_000,
      endsAt: 210_000,
    });
  });
});

describe('playsInFull', () => {
  it('starts a video late only while it can still end within its slot', () => {
    // A 10 s video in a 15 s slot has time to spare; a 15 s one only the tolerance of 500 ms.
    expect(playsInFull(900, 10_000, 15_000)).toBe(true);
    expect(playsInFull(400, 15_000, 15_000)).toBe(true);
    expect(playsInFull(600, 15_000, 15_000)).toBe(false);
    // Never more than a second late, whatever the room.
    expect(playsInFull(1000, 2_000, 15_000)).toBe(false);
    expect(playsInFull(0, 15_000, 15_000)).toBe(true);
  });
});
