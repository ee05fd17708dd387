import type { Manifest, ManifestItem } from '@screenspot/contracts/player';
import { describe, expect, it } from 'vitest';
import { hasLoops, loopPlanAt } from './loop-plan';

const hour = 3_600_000;
const start = Date.parse('2026-12-01T06:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

function item(orderId: number, category?: string): ManifestItem {
  return {
    itemToken: `token-${orderId}`,
    orderId,
    videoUrl: `/api/player/videos/token-${orderId}`,
    sha256: 'a'.repeat(64),
    durationMs: 5_000,
    validFrom: at(start),
    validTo: at(start + 4 * hour),
    cells: [
      {
        date: '2026-12-01',
        daypart: 'morning',
        spots: 2,
        startsAt: at(start),
        endsAt: at(start + 4 * hour),
      },
    ],
    ...(category ? { category } : {}),
  };
}

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    version: '1.1',
    ledId: 1,
    screenName: 'Marina Walk',
    timezone: 'Asia/Dubai',
    loopSeconds: 60,
    slotSeconds: 15,
    validUntil: at(start + 48 * hour),
    items: [item(1, 'telecom'), item(2, 'telecom'), item(3)],
    loops: [
      // Deliberately not the order the player would reach on its own from the items.
      {
        startsAt: at(start),
        endsAt: at(start + hour),
        slots: ['token-3', 'token-2', null, 'token-1'],
      },
      {
        startsAt: at(start + hour),
        endsAt: at(start + 4 * hour),
        slots: ['token-2', 'token-1', 'token-3'],
      },
    ],
    houseItems: [],
    revoked: [],
    ...overrides,
  };
}

const tokens = (plan: ReturnType<typeof loopPlanAt>) =>
  plan?.loop.map((entry) => (entry.kind === 'item' ? entry.item.itemToken : null));

describe('the loop the player plays', () => {
  it('follows the order the manifest gives, stretch by stretch', () => {
    const first = loopPlanAt(manifest(), start + 10 * 60_000);
    expect(tokens(first)).toEqual(['token-3', 'token-2', null, 'token-1']);
    expect(first?.slots).toBe(4);
    expect(first?.slotSeconds).toBe(15);
    const second = loopPlanAt(manifest(), start + 2 * hour);
    expect(tokens(second)).toEqual(['token-2', 'token-1', 'token-3']);
    expect(second?.slots).toBe(3);
  });

  it('plays house content for a withdrawn item and outside every stretch', () => {
    const revoked = loopPlanAt(manifest({ revoked: ['token-2'] }), start + 10 * 60_000);
    expect(tokens(revoked)).toEqual(['token-3', null, null, 'token-1']);
    const outside = loopPlanAt(manifest(), start + 5 * hour);
    expect(tokens(outside)).toEqual([null, null, null, null]);
  });

  it('plays nothing from a manifest past its validity', () => {
    expect(loopPlanAt(manifest(), start + 48 * hour)).toBeNull();
    expect(loopPlanAt(null, start)).toBeNull();
  });

  it('arranges nothing itself from a manifest stored before loops existed', () => {
    const { loops: _, ...legacy } = manifest();
    const old = legacy as unknown as Manifest;
    expect(hasLoops(old)).toBe(false);
    expect(tokens(loopPlanAt(old, start + 10 * 60_000))).toEqual([null, null, null, null]);
  });
});
