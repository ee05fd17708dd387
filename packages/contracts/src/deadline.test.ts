import { describe, expect, it } from 'vitest';
import { deadlineParts } from './deadline';

describe('deadlineParts', () => {
  it('writes the Dubai date and 24-hour time, whatever the zone of the instant', () => {
    // 20:30 UTC is half past midnight the next day in Dubai.
    expect(deadlineParts('2026-11-25T20:30:00Z', 'en')).toEqual({
      date: '26 Nov 2026',
      time: '00:30',
    });
    expect(deadlineParts(new Date('2026-11-26T12:00:00Z'), 'en')).toEqual({
      date: '26 Nov 2026',
      time: '16:00',
    });
  });

  it('spells the month in Arabic and keeps the same clock', () => {
    const parts = deadlineParts('2026-11-25T20:30:00Z', 'ar');
    expect(parts.time).toBe('00:30');
    expect(parts.date).toContain('نوفمبر');
    expect(parts.date).toMatch(/26|٢٦/);
  });
});
