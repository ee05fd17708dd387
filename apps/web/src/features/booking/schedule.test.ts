import { describe, expect, it } from 'vitest';
import { firstOpenRun } from './schedule';

describe('firstOpenRun', () => {
  const full = new Set(['2026-12-03', '2026-12-09']);
  const isOpen = (date: string) => !full.has(date);

  it('starts at the first date when every date of the run is open', () => {
    expect(firstOpenRun('2026-11-25', '2027-01-31', 7, () => true)).toEqual({
      from: '2026-11-25',
      to: '2026-12-01',
    });
  });

  it('starts after a full date that falls inside the first run, across a month end', () => {
    expect(firstOpenRun('2026-11-28', '2027-01-31', 7, isOpen)).toEqual({
      from: '2026-12-10',
      to: '2026-12-16',
    });
  });

  it('is null when no run fits before the last date', () => {
    expect(firstOpenRun('2026-12-04', '2026-12-12', 7, isOpen)).toBeNull();
  });
});
