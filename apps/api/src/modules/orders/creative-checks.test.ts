import { describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../adapters/ffmpeg';
import { validationKeyOf } from '@screenspot/contracts/message-keys';
import { aspectLabel, judgeVideo, overallStatus } from './creative-checks';

const fullHd: ProbeResult = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  videoCodec: 'h264',
  videoProfile: 'High',
  width: 1920,
  height: 1080,
  frameRate: 30,
  durationMs: 15_000,
  bitRate: 8_000_000,
  audioCodecs: [],
};
const none = { black: [], frozen: [] };
const byKey = (results: ReturnType<typeof judgeVideo>) =>
  Object.fromEntries(results.map((r) => [r.key, r]));

describe('judging a video against its screen', () => {
  it('passes a video made for the screen', () => {
    const results = judgeVideo(fullHd, none, { width: 1920, height: 1080, slotSeconds: 15 });
    expect(overallStatus(results)).toBe('pass');
  });

  it('no longer ticks a 640×480 video on a 3840×2160 screen: the aspect fails, the size warns', () => {
    const results = byKey(
      judgeVideo({ ...fullHd, width: 640, height: 480 }, none, {
        width: 3840,
        height: 2160,
        slotSeconds: 15,
      }),
    );
    expect(results.aspect).toMatchObject({ status: 'fail', measured: '4:3', expected: '16:9' });
    expect(results.resolution).toMatchObject({
      status: 'warn',
      measured: '640×480',
      expected: '3840×2160',
    });
    expect(results.resolution!.message).toContain('6.0×');
  });

  it('takes a portrait video as portrait (rotation already applied) and a near ratio as equal', () => {
    const portrait = judgeVideo({ ...fullHd, width: 1080, height: 1920 }, none, {
      width: 1080,
      height: 1920,
      slotSeconds: 15,
    });
    expect(overallStatus(portrait)).toBe('pass');
    const near = byKey(
      judgeVideo({ ...fullHd, width: 1366, height: 768 }, none, {
        width: 1920,
        height: 1080,
        slotSeconds: 15,
      }),
    );
    expect(near.aspect!.status).toBe('pass');
    expect(aspectLabel(1366, 768)).toBe('1.78:1');
  });

  it("judges the duration against the screen's maximum, never warning of a shorter video", () => {
    const at = (durationMs: number) =>
      byKey(
        judgeVideo({ ...fullHd, durationMs }, none, { width: 1920, height: 1080, slotSeconds: 15 }),
      ).duration!;
    expect(at(15_250).status).toBe('pass');
    expect(at(15_251).status).toBe('fail');
    expect(at(2_000)).toMatchObject({ status: 'pass', expected: 'at most 15 s' });
    expect(at(2_000).message).toBeUndefined();
  });

  it('fails an unplayable codec or container, warns on audio, short black and stills', () => {
    const results = byKey(
      judgeVideo(
        { ...fullHd, container: 'avi', videoCodec: 'hevc', audioCodecs: ['aac'] },
        { black: [{ start: 0, end: 0.8 }], frozen: [{ start: 3, end: 9 }] },
        { width: 1920, height: 1080, slotSeconds: 15 },
      ),
    );
    expect(results.container!.status).toBe('fail');
    expect(results.codec).toMatchObject({ status: 'fail', measured: 'HEVC' });
    expect(results.audio!.status).toBe('warn');
    expect(results.black).toMatchObject({ status: 'warn', measured: '0.8 s black (0.0–0.8 s)' });
    expect(results.frozen).toMatchObject({ status: 'warn', measured: '6.0 s still (3.0–9.0 s)' });
  });
});

describe('the words of the checks', () => {
  it('each have a key in the contracts’ catalogue, so the customer reads them in Arabic too', () => {
    const target = { width: 1920, height: 1080, slotSeconds: 15 };
    const stretch = [{ start: 1, end: 4 }];
    const judged = [
      judgeVideo(fullHd, none, target),
      judgeVideo(
        { ...fullHd, container: 'avi', videoCodec: 'hevc', width: 640, height: 480, bitRate: 9e7 },
        { black: stretch, frozen: stretch },
        target,
      ),
      judgeVideo(
        {
          ...fullHd,
          videoCodec: null,
          width: 3840,
          height: 2160,
          frameRate: 12,
          durationMs: 20_000,
        },
        { black: [{ start: 1, end: 1.5 }], frozen: [] },
        target,
      ),
      judgeVideo(
        {
          ...fullHd,
          width: null,
          height: null,
          frameRate: 90,
          durationMs: 9_000,
          audioCodecs: ['aac'],
        },
        none,
        target,
      ),
      judgeVideo({ ...fullHd, frameRate: null, durationMs: null, bitRate: null }, none, target),
      judgeVideo({ ...fullHd, audioCodecs: ['aac', 'ac3'] }, none, target),
    ].flat();
    const words = judged.flatMap((check) => [check.label, check.message ?? check.label]);
    // Figures with their units ("10.0 s", "24–60 fps", "1920×1080", "16:9") and the file's own
    // format names stay as measured; every other word has a key.
    const formatNames = new Set(['avi', 'HEVC', 'H.264', 'MP4 / QuickTime']);
    const figure = (value: string) =>
      /^[\d\s.,:×–±]*$/.test(value.replace(/\b(fps|Mb\/s|s)\b/g, ''));
    const values = judged
      .flatMap((check) => [check.measured, check.expected])
      .filter((value) => !formatNames.has(value) && !figure(value));
    const unknown = [...words, ...values].filter((text) => !validationKeyOf(text));
    expect(unknown).toEqual([]);
    expect(
      validationKeyOf(judged.find((c) => c.key === 'resolution' && c.message)!.message!),
    ).toEqual({ key: 'videoCheck.message.scaledUp', values: { factor: '3.0' } });
  });
});
