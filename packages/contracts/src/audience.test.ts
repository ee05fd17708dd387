import { describe, expect, it } from 'vitest';
import {
  cellImpressions,
  daypartHours,
  effectiveCpmCents,
  estimateAudience,
  impressionsPerPlay,
  scheduleImpressions,
  weekHourAt,
  weekHourIndex,
  weekdayOf,
} from './audience';
import { parseProfileCsv, profileToCsv } from './audience-api';
import { playsPerSpot, type ScreenLoop } from './booking';

const screen: ScreenLoop = {
  priceCents: 24_000,
  durationSeconds: 15,
  slotsPerLoop: 12,
  houseSlots: 0,
  openingHours: { open: '06:00', close: '02:00' },
};

/** A profile whose value names its own hour: day × 1000 + hour. */
const labelled = Array.from({ length: 168 }, (_, i) => Math.floor(i / 24) * 1000 + (i % 24));

describe('impressions per play', () => {
  it('is the hour’s OTS prorated to the slot: OTS × seconds ÷ 3600', () => {
    expect(impressionsPerPlay(3600, 15)).toBe(15);
    expect(impressionsPerPlay(7200, 10)).toBe(20);
    expect(impressionsPerPlay(0, 30)).toBe(0);
  });

  it('matches the worked example: Al Barsha ≈ 94k a day is about 11 per 10 s play', () => {
    const perHour = 94_400 / 24;
    expect(impressionsPerPlay(perHour, 10)).toBeCloseTo(10.9, 1);
  });
});

describe('day and hour mapping in Asia/Dubai', () => {
  it('numbers the week from Monday 00:00', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(6); // a Sunday
    expect(weekHourIndex('2026-11-23', 0)).toBe(0);
    expect(weekHourIndex('2026-11-29', 23)).toBe(167);
  });

  it('puts the night daypart’s hours after midnight on the next day', () => {
    // Sunday night 22–02: 22 and 23 are Sunday's, 00 and 01 are Monday's (the week wraps).
    expect(weekHourIndex('2026-11-29', 22)).toBe(6 * 24 + 22);
    expect(weekHourIndex('2026-11-29', 24)).toBe(0);
    expect(weekHourIndex('2026-11-29', 25)).toBe(1);
    // Thursday night runs into Friday.
    expect(weekHourIndex('2026-11-26', 25)).toBe(4 * 24 + 1);
  });

  it('reads an instant on the Dubai clock (UTC+4)', () => {
    // Sunday 20:30 UTC is Monday 00:30 in Dubai.
    expect(weekHourAt(new Date('2026-11-29T20:30:00Z'))).toBe(0);
    // Monday 19:59 UTC is Monday 23:59 in Dubai.
    expect(weekHourAt(new Date('2026-11-23T19:59:00Z'))).toBe(23);
  });

  it('lists a daypart’s open hours, cut by the opening hours', () => {
    expect(daypartHours(screen, 'night').map((h) => h.hour)).toEqual([22, 23, 24, 25]);
    const late = { openingHours: { open: '06:30', close: '23:15' } };
    expect(daypartHours(late, 'morning')[0]).toEqual({ hour: 6, openMinutes: 30 });
    expect(daypartHours(late, 'night')).toEqual([
      { hour: 22, openMinutes: 60 },
      { hour: 23, openMinutes: 15 },
    ]);
  });
});

describe('cell impressions', () => {
  it('sums plays in each hour × that hour’s impressions per play', () => {
    const flat = Array(168).fill(3600);
    // Evening 16–22: 21,600 s ÷ 180 s loop = 120 plays of one spot, 15 impressions each.
    expect(playsPerSpot(screen, 'evening')).toBe(120);
    expect(cellImpressions(screen, flat, '2026-11-23', 'evening', 1)).toBeCloseTo(1800);
    expect(cellImpressions(screen, flat, '2026-11-23', 'evening', 3)).toBeCloseTo(5400);
  });

  it('weights each hour by its own audience', () => {
    const hourly = Array(168).fill(0);
    hourly[weekHourIndex('2026-11-23', 17)] = 3600; // only Monday 17:00 has an audience
    // 120 plays over 6 hours: 20 in the 17:00 hour, 15 impressions each.
    expect(cellImpressions(screen, hourly, '2026-11-23', 'evening', 1)).toBeCloseTo(300);
    expect(cellImpressions(screen, hourly, '2026-11-24', 'evening', 1)).toBe(0);
  });

  it('counts a night cell’s small hours on the next day’s profile', () => {
    const hourly = Array(168).fill(0);
    hourly[4 * 24 + 1] = 3600; // Friday 01:00
    // Thursday's night cell: 80 plays over 4 hours, 20 in Friday's 01:00 hour.
    expect(cellImpressions(screen, hourly, '2026-11-26', 'night', 1)).toBeCloseTo(300);
    expect(cellImpressions(screen, hourly, '2026-11-27', 'night', 1)).toBe(0);
  });

  it('rounds a schedule’s total once, per daypart and overall', () => {
    const cells = [
      { date: '2026-11-23', daypart: 'evening' as const, spots: 1 },
      { date: '2026-11-24', daypart: 'morning' as const, spots: 2 },
    ];
    const result = scheduleImpressions(screen, labelled, cells);
    const exact =
      cellImpressions(screen, labelled, '2026-11-23', 'evening', 1) +
      cellImpressions(screen, labelled, '2026-11-24', 'morning', 2);
    expect(result.total).toBe(Math.round(exact));
    expect(result.byDaypart.daytime).toBe(0);
    expect(scheduleImpressions(screen, null, cells).total).toBe(0);
  });

  it('estimates an average day and its peak hour', () => {
    const hourly = Array(168).fill(1200);
    hourly[5 * 24 + 20] = 36_000; // Saturday 20:00
    const estimate = estimateAudience(screen, hourly);
    expect(estimate.playsPerSpotPerDay).toBe(80 + 120 + 120 + 80);
    expect(estimate.peak).toEqual({ weekday: 5, hour: 20, impressionsPerPlay: 150 });
    expect(estimate.impressionsPerPlay).toBeGreaterThan(5);
  });
});

describe('effective CPM', () => {
  it('is the spend per thousand impressions, in cents', () => {
    expect(effectiveCpmCents(100_000, 50_000)).toBe(2000);
    expect(effectiveCpmCents(100_000, 0)).toBeNull();
  });
});

describe('profile CSV', () => {
  it('reads a 7 × 24 grid with a header and day names, and writes it back', () => {
    const csv = profileToCsv(labelled);
    const parsed = parseProfileCsv(csv);
    expect(parsed).toEqual({ ok: true, hourly: labelled });
  });

  it('reads 168 values one per line', () => {
    const parsed = parseProfileCsv(labelled.join('\r\n'));
    expect(parsed.ok && parsed.hourly).toEqual(labelled);
  });

  it('names the cell that is not a non-negative number', () => {
    const rows = Array.from({ length: 7 }, () => Array(24).fill('10'));
    rows[2]![4] = '-3';
    const parsed = parseProfileCsv(rows.map((r) => r.join(',')).join('\n'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.message).toBe('Row 3, column 5: “-3” is not a non-negative number');
  });

  it('counts the values when there are not 168', () => {
    const parsed = parseProfileCsv(Array(160).fill('1').join('\n'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/168 values .* found 160/);
    expect(parseProfileCsv('  \n').ok).toBe(false);
  });
});
