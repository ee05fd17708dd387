import { describe, expect, it } from 'vitest';
import { screensData, segmentValues } from './screens-data';
import { describeScreenAr, segmentsAr } from './screens-data-ar';

const arabic = /^[\u0600-\u06FF\s\d()،–«»A-Za-z0-9.x-]+$/;

describe('the Arabic seed', () => {
  it('names every seeded screen and segment in Arabic, each name once', () => {
    const names = screensData.map((screen) => describeScreenAr(screen).nameAr);
    expect(new Set(names).size).toBe(screensData.length);
    for (const screen of screensData) {
      const ar = describeScreenAr(screen);
      for (const text of Object.values(ar)) {
        expect(text).toMatch(/[\u0600-\u06FF]/);
        expect(text).toMatch(arabic);
      }
    }
    expect(segmentValues.map((segment) => segmentsAr[segment]).every(Boolean)).toBe(true);
  });

  it('writes durations with the counted noun Arabic grammar asks for', () => {
    const screen = screensData[0]!;
    expect(describeScreenAr({ ...screen, duration: 10 }).descriptionAr).toContain('10 ثوانٍ');
    expect(describeScreenAr({ ...screen, duration: 15 }).descriptionAr).toContain('15 ثانية');
  });
});
