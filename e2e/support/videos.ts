import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-e2e-videos-'));

/**
 * A real video file made with ffmpeg (installed by scripts/ensure-ffmpeg.mjs when missing).
 * `live` writes a WebM as browser recorders do, without a duration in its header.
 */
export function makeVideoFile(
  name: string,
  options: { seconds: number; size?: string; live?: boolean },
): string {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-ffmpeg.mjs')], {
    stdio: 'ignore',
  });
  const file = path.join(dir, name);
  const webm = name.endsWith('.webm');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${options.size ?? '320x180'}:rate=25`, '-t', String(options.seconds)],
    ...(webm
      ? ['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']),
    ...(options.live ? ['-live', '1'] : []),
    file,
  ]);
  return file;
}
