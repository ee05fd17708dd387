import { describe, expect, it } from 'vitest';
import { seedAssumptions, seedProfile } from './audience';
import { audienceSeeds } from './audience-data';
import { screensData } from './screens-data';

describe('seeded audience profiles', () => {
  it('gives every seeded screen stated assumptions', () => {
    expect(screensData).toHaveLength(53);
    for (const screen of screensData) {
      const seed = audienceSeeds[screen.name];
      expect(seed, screen.name).toBeDefined();
      const assumptions = seedAssumptions(seed!);
      expect(assumptions.basis.length).toBeGreaterThan(40);
      expect(assumptions.directionalSplit).toBeGreaterThan(0);
      expect(assumptions.visibilityFactor).toBeGreaterThan(0);
      expect(assumptions.occupancy).toBe(seed!.unit === 'vehicles' ? 1.6 : 1);
    }
    expect(Object.keys(audienceSeeds).sort()).toEqual(screensData.map((s) => s.name).sort());
  });

  it('reproduces the worked example: Al Barsha gate ≈ 147k cars × 1.6 × 0.4 ≈ 94k a day', () => {
    const assumptions = seedAssumptions(audienceSeeds['Internet City Interchange']!);
    expect(assumptions.trafficBase).toBe(295_000);
    expect(assumptions.dailyOts).toBe(94_400);
  });

  it('spreads the daily OTS over 168 hours keeping the week’s total', () => {
    for (const seed of Object.values(audienceSeeds)) {
      const hourly = seedProfile(seed);
      expect(hourly).toHaveLength(168);
      expect(hourly.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
      const week = hourly.reduce((a, b) => a + b, 0);
      expect(week / 7).toBeCloseTo(seedAssumptions(seed).dailyOts, -2);
    }
  });

  it('has rush hours on a working day and a busier Saturday in a mall', () => {
    const road = seedProfile(audienceSeeds['Internet City Interchange']!);
    expect(road[8]!).toBeGreaterThan(road[3]! * 5); // Monday 08:00 against 03:00
    const mall = seedProfile(audienceSeeds['Mall of the Emirates Atrium']!);
    const day = (d: number) => mall.slice(d * 24, d * 24 + 24).reduce((a, b) => a + b, 0);
    expect(day(5)).toBeGreaterThan(day(0));
    expect(mall[5 * 24 + 4]).toBe(0); // closed at 04:00
  });
});
