import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/leds/getAll', () => {
  it('returns the seeded Dubai screens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leds/getAll' });
    expect(res.statusCode).toBe(200);
    const screens = res.json();
    expect(screens.length).toBeGreaterThanOrEqual(40);
    for (const screen of screens) {
      expect(screen.latitude).toBeGreaterThan(24.7);
      expect(screen.latitude).toBeLessThan(25.4);
      expect(screen.longitude).toBeGreaterThan(54.9);
      expect(screen.longitude).toBeLessThan(55.6);
      expect([10, 15, 20, 30]).toContain(screen.duration);
      expect(screen.ledId).toBe(screen.id);
    }
  });

  it('filters by location, case-insensitively', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leds/getAll?location=MARINA' });
    const screens = res.json();
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(screen.location.toLowerCase()).toContain('marina');
  });

  it('lists the segments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leds/getCategories' });
    expect(res.statusCode).toBe(200);
    const segments = res.json();
    expect(segments.length).toBeGreaterThanOrEqual(6);
    expect(segments[0]).toEqual({ categoryId: expect.any(Number), value: expect.any(String) });
  });
});
