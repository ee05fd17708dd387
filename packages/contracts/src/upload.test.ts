import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import { checkVideo, fitsScreenDuration, isSupportedVideoType, uploadMessages } from './upload';

describe('upload rules', () => {
  it("allows the screen's length plus container rounding, not a second more", () => {
    expect(fitsScreenDuration(10_000, 10)).toBe(true);
    expect(fitsScreenDuration(10_200, 10)).toBe(true);
    expect(fitsScreenDuration(11_000, 10)).toBe(false);
  });

  it('names the first problem: size, then length', () => {
    expect(checkVideo({ bytes: limits.maxVideoBytes, durationMs: 5_000 }, 10)).toBeNull();
    expect(checkVideo({ bytes: limits.maxVideoBytes + 1, durationMs: 60_000 }, 10)).toBe(
      uploadMessages.tooLarge,
    );
    expect(checkVideo({ bytes: 1_000, durationMs: 16_000 }, 15)).toBe(
      "The video is longer than this screen's maximum of 15 seconds. Please trim it and try again.",
    );
  });

  it('accepts only the containers it can probe', () => {
    expect(['video/mp4', 'video/quicktime', 'video/webm'].every(isSupportedVideoType)).toBe(true);
    expect(isSupportedVideoType('video/x-msvideo')).toBe(false);
    expect(isSupportedVideoType('toString')).toBe(false);
  });
});
