import { describe, expect, it } from 'vitest';
import { formatAge, formatBytes } from './format';

describe('console formats', () => {
  it('says how long something has waited', () => {
    const now = Date.parse('2024-06-10T12:00:00Z');
    expect(formatAge('2024-06-10T11:59:50Z', now)).toBe('just now');
    expect(formatAge('2024-06-10T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2024-06-10T02:00:00Z', now)).toBe('10 h');
    expect(formatAge('2024-06-06T12:00:00Z', now)).toBe('4 days');
  });

  it('writes sizes people can read', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(20_480)).toBe('20 KB');
    expect(formatBytes(12.5 * 1024 * 1024)).toBe('12.5 MB');
  });
});
