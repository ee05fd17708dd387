import { describe, expect, it } from 'vitest';
import { mergeCrowded } from './crowded-points';

// One degree is 100 pixels, both ways.
const project = (latitude: number, longitude: number) => ({
  x: longitude * 100,
  y: -latitude * 100,
});
const cluster = (latitude: number, longitude: number, count: number) => ({
  latitude,
  longitude,
  count,
  west: longitude - 0.01,
  south: latitude - 0.01,
  east: longitude + 0.01,
  north: latitude + 0.01,
});

describe('mergeCrowded', () => {
  it('draws points closer than the radius as one cluster, with every screen they hold', () => {
    const merged = mergeCrowded(
      {
        clusters: [cluster(25, 55, 47), cluster(25.2, 55.1, 4)],
        pins: [
          { id: 1, latitude: 25.1, longitude: 55.2, price: 10 },
          { id: 2, latitude: 24, longitude: 54, price: 10 },
        ],
      },
      project,
      40,
    );
    expect(merged.pins.map((pin) => pin.id)).toEqual([2]);
    expect(merged.clusters).toHaveLength(1);
    const [joined] = merged.clusters;
    expect(joined!.count).toBe(52);
    expect(joined!.west).toBeCloseTo(54.99);
    expect(joined!.north).toBeCloseTo(25.21);
    // The place leans to where most screens are.
    expect(joined!.latitude).toBeCloseTo((25 * 47 + 25.2 * 4 + 25.1) / 52);
  });

  it('leaves points apart as they are', () => {
    const answer = {
      clusters: [cluster(25, 55, 3)],
      pins: [{ id: 1, latitude: 26, longitude: 56, price: 1 }],
    };
    expect(mergeCrowded(answer, project, 40)).toEqual(answer);
  });
});
