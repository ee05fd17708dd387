import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('finder formats', () => {
  it("shows durations with the spec's s suffix", () => {
    expect(formatDuration(15)).toBe('15s');
  });
});
