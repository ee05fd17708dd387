import type { CheckResult, CheckStatus } from '@screenspot/contracts/video-checks';
import {
  aspectLabel,
  durationRuleText,
  judgeAspect,
  judgeDuration,
  judgeResolution,
} from '@screenspot/contracts/video-rules';
import type { ProbeResult, Stretch } from '../../adapters/ffmpeg';

/** What the video is judged against: the screen's pixels and its slot. */
export type CheckTarget = { width: number; height: number; slotSeconds: number };

/** The codecs a screen's player (Chromium) decodes; HEVC is not among them on Linux. */
const playableCodecs: Record<string, string> = {
  h264: 'H.264',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
};

function containerName(formatName: string): string | null {
  if (formatName.includes('mp4') || formatName.includes('mov')) return 'MP4 / QuickTime';
  if (formatName.includes('webm')) return 'WebM';
  return null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const list = (found: Stretch[]) =>
  found.map((s) => `${s.start.toFixed(1)}–${s.end.toFixed(1)} s`).join(', ');
const lengthOf = (found: Stretch[]) => found.reduce((sum, s) => sum + (s.end - s.start), 0);

export { aspectLabel };

// Above this the file is heavier than any screen needs; players download it over mobile links.
const maxBitRate = 40_000_000;

/**
 * Judges what ffprobe and ffmpeg measured against the screen: each check passes, warns (the
 * customer sees it; approval is allowed) or fails (the operator must refuse, or override it with a
 * reason). Letterboxing — another aspect ratio than the screen's — is a fail.
 */
export function judgeVideo(
  measured: ProbeResult,
  found: { black: Stretch[]; frozen: Stretch[] },
  target: CheckTarget,
): CheckResult[] {
  const results: CheckResult[] = [];
  const add = (
    key: CheckResult['key'],
    label: string,
    status: CheckStatus,
    value: string,
    expected: string,
    message?: string,
  ) =>
    results.push({
      key,
      label,
      status,
      measured: value,
      expected,
      ...(message ? { message } : {}),
    });

  const container = containerName(measured.container);
  add(
    'container',
    'Container',
    container ? 'pass' : 'fail',
    container ?? measured.container,
    'MP4, MOV or WebM',
    container ? undefined : 'Screens play MP4, MOV and WebM files only.',
  );

  const codec = measured.videoCodec ? playableCodecs[measured.videoCodec] : undefined;
  add(
    'codec',
    'Video codec',
    codec ? 'pass' : 'fail',
    codec ?? measured.videoCodec?.toUpperCase() ?? 'no video stream',
    'H.264, VP8, VP9 or AV1',
    codec ? undefined : 'The screen’s player cannot decode this video; export it as H.264.',
  );

  const screen = `${target.width}×${target.height}`;
  if (measured.width && measured.height) {
    const size = `${measured.width}×${measured.height}`;
    const picture = { width: measured.width, height: measured.height };
    const resolution = judgeResolution(picture, target);
    add(
      'resolution',
      'Resolution',
      resolution.status,
      size,
      screen,
      resolution.status === 'pass'
        ? undefined
        : resolution.smaller
          ? `The video is scaled up ${resolution.scale.toFixed(1)}× to fill the screen and will look soft.`
          : 'The video is larger than the screen and is scaled down.',
    );
    const aspect = judgeAspect(picture, target);
    add(
      'aspect',
      'Aspect ratio',
      aspect,
      aspectLabel(measured.width, measured.height),
      aspectLabel(target.width, target.height),
      aspect === 'pass'
        ? undefined
        : 'The picture does not match the screen’s shape: it would play letterboxed or cropped.',
    );
  } else {
    add('resolution', 'Resolution', 'fail', 'unknown', screen, 'No picture size could be read.');
    add(
      'aspect',
      'Aspect ratio',
      'fail',
      'unknown',
      aspectLabel(target.width, target.height),
      'No picture size could be read.',
    );
  }

  // The screen's duration is a maximum (contracts' length rule): a shorter video is fine.
  const rule = durationRuleText(target.slotSeconds);
  if (measured.durationMs === null) {
    add('duration', 'Duration', 'fail', 'unknown', rule, 'No duration could be read.');
  } else {
    const duration = judgeDuration(measured.durationMs, target.slotSeconds);
    add(
      'duration',
      'Duration',
      duration,
      seconds(measured.durationMs),
      rule,
      duration === 'fail' ? 'Longer than the slot: the end would be cut off.' : undefined,
    );
  }

  const fps = measured.frameRate;
  add(
    'frameRate',
    'Frame rate',
    fps === null ? 'warn' : fps < 23.9 || fps > 60.5 ? 'warn' : 'pass',
    fps === null ? 'unknown' : `${fps} fps`,
    '24–60 fps',
    fps === null
      ? 'The frame rate could not be read.'
      : fps < 23.9
        ? 'Motion will look choppy below 24 frames a second.'
        : fps > 60.5
          ? 'Screens show at most 60 frames a second.'
          : undefined,
  );

  const bitRate = measured.bitRate;
  add(
    'bitrate',
    'Bitrate',
    bitRate !== null && bitRate > maxBitRate ? 'warn' : 'pass',
    bitRate === null ? 'unknown' : `${(bitRate / 1_000_000).toFixed(1)} Mb/s`,
    'at most 40 Mb/s',
    bitRate !== null && bitRate > maxBitRate
      ? 'Heavier than a screen needs; it takes longer to reach the players.'
      : undefined,
  );

  add(
    'audio',
    'Audio',
    measured.audioCodecs.length > 0 ? 'warn' : 'pass',
    measured.audioCodecs.length > 0
      ? `${measured.audioCodecs.length} audio track${measured.audioCodecs.length > 1 ? 's' : ''}`
      : 'none',
    'none (screens are silent)',
    measured.audioCodecs.length > 0
      ? 'Screens play without sound; the audio is ignored.'
      : undefined,
  );

  const black = lengthOf(found.black);
  const longestBlack = Math.max(0, ...found.black.map((s) => s.end - s.start));
  add(
    'black',
    'Black frames',
    longestBlack >= 2 ? 'fail' : found.black.length > 0 ? 'warn' : 'pass',
    found.black.length > 0 ? `${black.toFixed(1)} s black (${list(found.black)})` : 'none',
    'no black stretch of 2 s or more',
    longestBlack >= 2
      ? 'The screen would show black for seconds of a paid slot.'
      : found.black.length > 0
        ? 'Short black moments (fades are fine).'
        : undefined,
  );

  const frozen = lengthOf(found.frozen);
  add(
    'frozen',
    'Frozen frames',
    found.frozen.length > 0 ? 'warn' : 'pass',
    found.frozen.length > 0 ? `${frozen.toFixed(1)} s still (${list(found.frozen)})` : 'none',
    'moving picture',
    found.frozen.length > 0 ? 'The picture stands still; fine for a still advert.' : undefined,
  );
  return results;
}

/** The video's status: its worst check. */
export function overallStatus(results: CheckResult[]): CheckStatus {
  if (results.some((r) => r.status === 'fail')) return 'fail';
  if (results.some((r) => r.status === 'warn')) return 'warn';
  return 'pass';
}
