import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import {
  aspectLabel,
  canSend,
  durationRuleText,
  judgeAspect,
  judgeChosenFile,
  judgeDuration,
  judgeResolution,
} from './video-rules';

const screen = { width: 1920, height: 1080, maxSeconds: 15 };
const good = { type: 'video/mp4', bytes: 5_000_000, durationMs: 15_000, width: 1920, height: 1080 };

describe('the length rule', () => {
  it('is a maximum: up to the limit (and its slack) passes, however short', () => {
    expect(judgeDuration(15_250, 15)).toBe('pass');
    expect(judgeDuration(15_251, 15)).toBe('fail');
    expect(judgeDuration(500, 15)).toBe('pass');
    expect(durationRuleText(15)).toBe('at most 15 s');
  });
});

describe('the picture rules', () => {
  it('fails another shape and warns of another size of the same shape', () => {
    expect(judgeAspect({ width: 1440, height: 1080 }, screen)).toBe('fail');
    expect(judgeAspect({ width: 1366, height: 768 }, screen)).toBe('pass');
    expect(judgeResolution({ width: 1280, height: 720 }, screen)).toEqual({
      status: 'warn',
      smaller: true,
      scale: 1.5,
    });
    expect(judgeResolution({ width: 3840, height: 2160 }, screen)).toMatchObject({
      status: 'warn',
      smaller: false,
    });
    expect(judgeResolution({ width: 1920, height: 1080 }, screen).status).toBe('pass');
    expect(aspectLabel(1440, 1080)).toBe('4:3');
  });
});

describe('a chosen file against the screen', () => {
  it('lets a file that fits be sent with nothing to say', () => {
    expect(judgeChosenFile(good, screen)).toEqual([]);
    expect(canSend([])).toBe(true);
  });

  it('refuses the wrong type, size, length and shape, each with its figures', () => {
    const findings = judgeChosenFile(
      {
        type: 'video/x-msvideo',
        bytes: limits.maxVideoBytes + 1,
        durationMs: 16_000,
        width: 1440,
        height: 1080,
      },
      screen,
    );
    expect(findings).toEqual([
      { key: 'type', status: 'fail' },
      { key: 'size', status: 'fail', megabytes: 50 },
      { key: 'duration', status: 'fail', maxSeconds: 15 },
      {
        key: 'aspect',
        status: 'fail',
        video: { width: 1440, height: 1080 },
        screen: { width: 1920, height: 1080 },
      },
    ]);
    expect(canSend(findings)).toBe(false);
  });

  it('warns of a smaller picture of the right shape but lets it be sent', () => {
    const findings = judgeChosenFile({ ...good, width: 1280, height: 720 }, screen);
    expect(findings).toEqual([
      {
        key: 'resolution',
        status: 'warn',
        video: { width: 1280, height: 720 },
        screen: { width: 1920, height: 1080 },
        smaller: true,
      },
    ]);
    expect(canSend(findings)).toBe(true);
  });

  it('leaves what the browser could not read to the server, and judges length alone without a size', () => {
    expect(judgeChosenFile({ ...good, durationMs: 0, width: 0, height: 0 }, screen)).toEqual([]);
    expect(judgeChosenFile({ ...good, durationMs: 20_000 }, { maxSeconds: 15 })).toEqual([
      { key: 'duration', status: 'fail', maxSeconds: 15 },
    ]);
  });
});
