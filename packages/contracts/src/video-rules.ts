import { limits } from './limits';
import { fitsScreenDuration, isSupportedVideoType } from './upload';

/*
 * What a video must be for a screen, judged the same way by the upload page (from the file's
 * metadata, before sending) and by the server's creative checks (from what ffprobe measured). Kept
 * free of zod so the upload page does not load a schema library to compare numbers.
 */

/** A rule's outcome: passes, warns (the customer is told; it may still be sent) or fails. */
export type RuleStatus = 'pass' | 'warn' | 'fail';

type Size = { width: number; height: number };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** 1920×1080 → "16:9"; ratios that do not reduce to small numbers are shown as decimals. */
export function aspectLabel(width: number, height: number): string {
  const d = gcd(width, height);
  return width / d <= 64 && height / d <= 64
    ? `${width / d}:${height / d}`
    : `${(width / height).toFixed(2)}:1`;
}

/** Aspect ratios within 1 % are the same picture (1366×768 on a 16:9 screen). */
export function sameAspect(a: Size, b: Size): boolean {
  const ratio = b.width / b.height;
  return Math.abs(a.width / a.height - ratio) / ratio <= 0.01;
}

/**
 * The length rule (`fitsScreenDuration`): the screen's duration is a maximum. A video up to it
 * passes; a shorter one is never warned about.
 */
export function judgeDuration(durationMs: number, maxSeconds: number): 'pass' | 'fail' {
  return fitsScreenDuration(durationMs, maxSeconds) ? 'pass' : 'fail';
}

/** The length rule as every page and check shows it; the catalogues translate it. */
export function durationRuleText(maxSeconds: number): string {
  return `at most ${maxSeconds} s`;
}

/** Another shape than the screen's plays letterboxed or cropped: a fail. */
export function judgeAspect(video: Size, screen: Size): 'pass' | 'fail' {
  return sameAspect(video, screen) ? 'pass' : 'fail';
}

/**
 * Another size of the same shape is scaled: a warning. `scale` is how many times the picture is
 * enlarged to fill the screen (below 1 when it is shrunk).
 */
export function judgeResolution(
  video: Size,
  screen: Size,
): { status: 'pass' | 'warn'; smaller: boolean; scale: number } {
  const exact = video.width === screen.width && video.height === screen.height;
  const smaller = video.width < screen.width || video.height < screen.height;
  const scale = Math.max(screen.width / video.width, screen.height / video.height);
  return { status: exact ? 'pass' : 'warn', smaller, scale };
}

/** One thing the upload page says of a chosen file, with the figures its wording needs. */
export type FileFinding =
  | { key: 'type'; status: 'fail' }
  | { key: 'size'; status: 'fail'; megabytes: number }
  | { key: 'duration'; status: 'fail'; maxSeconds: number }
  | { key: 'aspect'; status: 'fail'; video: Size; screen: Size }
  | { key: 'resolution'; status: 'warn'; video: Size; screen: Size; smaller: boolean };

/**
 * A chosen file against the screen, before it is sent: type, size, length, shape and pixels, by
 * the rules the server applies. Findings come worst first; any `fail` means it cannot be sent.
 * A length or picture size the browser could not read (0) is left to the server.
 */
export function judgeChosenFile(
  file: { type: string; bytes: number; durationMs: number; width: number; height: number },
  screen: { width: number; height: number; maxSeconds: number } | { maxSeconds: number },
): FileFinding[] {
  const findings: FileFinding[] = [];
  if (!isSupportedVideoType(file.type)) findings.push({ key: 'type', status: 'fail' });
  if (file.bytes > limits.maxVideoBytes) {
    findings.push({
      key: 'size',
      status: 'fail',
      megabytes: Math.round(limits.maxVideoBytes / (1024 * 1024)),
    });
  }
  if (file.durationMs > 0 && judgeDuration(file.durationMs, screen.maxSeconds) === 'fail') {
    findings.push({ key: 'duration', status: 'fail', maxSeconds: screen.maxSeconds });
  }
  if ('width' in screen && file.width > 0 && file.height > 0) {
    const video = { width: file.width, height: file.height };
    const size = { width: screen.width, height: screen.height };
    if (judgeAspect(video, size) === 'fail') {
      findings.push({ key: 'aspect', status: 'fail', video, screen: size });
    } else {
      const { status, smaller } = judgeResolution(video, size);
      if (status === 'warn') {
        findings.push({ key: 'resolution', status, video, screen: size, smaller });
      }
    }
  }
  return findings;
}

/** Whether the findings let the file be sent: none of them fails. */
export const canSend = (findings: readonly FileFinding[]) =>
  findings.every((finding) => finding.status !== 'fail');
