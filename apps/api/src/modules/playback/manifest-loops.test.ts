import type { ManifestItem } from '@screenspot/contracts/player';
import { describe, expect, it } from 'vitest';
import { loopSlots, manifestLoops } from './manifest-loops';

const hour = 3_600_000;
const start = Date.parse('2026-12-01T02:00:00.000Z');
const at = (hours: number) => new Date(start + hours * hour).toISOString();

function item(
  orderId: number,
  cells: { from: number; to: number; spots: number }[],
  category?: string,
): ManifestItem {
  return {
    itemToken: `t${orderId}`,
    orderId,
    videoUrl: `/api/player/videos/t${orderId}`,
    sha256: 'a'.repeat(64),
    durationMs: 5_000,
    validFrom: at(cells[0]!.from),
    validTo: at(cells.at(-1)!.to),
    cells: cells.map((cell) => ({
      date: '2026-12-01',
      daypart: 'morning',
      spots: cell.spots,
      startsAt: at(cell.from),
      endsAt: at(cell.to),
    })),
    ...(category ? { category } : {}),
  };
}

describe('the loops a manifest carries', () => {
  it('cuts the window where cells start and end, and leaves out stretches with nothing booked', () => {
    const loops = manifestLoops(
      [
        item(1, [{ from: 0, to: 4, spots: 1 }]),
        item(2, [
          { from: 2, to: 4, spots: 2 },
          { from: 6, to: 8, spots: 1 },
        ]),
      ],
      4,
    );
    expect(loops).toEqual([
      { startsAt: at(0), endsAt: at(2), slots: ['t1', null, null, null] },
      { startsAt: at(2), endsAt: at(4), slots: ['t1', 't2', 't2', null] },
      { startsAt: at(6), endsAt: at(8), slots: ['t2', null, null, null] },
    ]);
  });

  it('keeps two of one category apart, wrapping around, where round-robin would not', () => {
    const loops = manifestLoops(
      [
        item(1, [{ from: 0, to: 4, spots: 2 }], 'telecom'),
        item(2, [{ from: 0, to: 4, spots: 1 }], 'telecom'),
        item(3, [{ from: 0, to: 4, spots: 1 }]),
      ],
      6,
    );
    expect(loops).toHaveLength(1);
    const slots = loops[0]!.slots;
    const telecom = (token: string | null) => token === 't1' || token === 't2';
    slots.forEach((token, index) => {
      if (telecom(token)) expect(telecom(slots[(index + 1) % slots.length]!)).toBe(false);
    });
    expect(slots.filter((token) => token === 't1')).toHaveLength(2);
  });

  it('merges touching stretches that play the same order', () => {
    const loops = manifestLoops(
      [
        item(1, [
          { from: 0, to: 2, spots: 1 },
          { from: 2, to: 4, spots: 1 },
        ]),
      ],
      2,
    );
    expect(loops).toEqual([{ startsAt: at(0), endsAt: at(4), slots: ['t1', null] }]);
  });

  it('plays one slot when the loop is shorter than a slot', () => {
    expect(loopSlots(180, 15)).toBe(12);
    expect(loopSlots(10, 15)).toBe(1);
  });
});
