import type { APIRequestContext } from '@playwright/test';
import { dubaiDay } from './dates';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-e2e-videos-'));
const madeFiles = new Map<string, string>();

/**
 * A real video file made with ffmpeg (installed by scripts/ensure-ffmpeg.mjs when missing).
 * `live` writes a WebM as browser recorders do, without a duration in its header.
 */
export function makeVideoFile(
  name: string,
  options: { seconds: number; size?: string; live?: boolean },
): string {
  // A worker makes each file once: the same name with the same options is the same video.
  const key = JSON.stringify([name, options.seconds, options.size, options.live]);
  const made = madeFiles.get(key);
  if (made) return made;
  if (madeFiles.size === 0) {
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-ffmpeg.mjs')], {
      stdio: 'ignore',
    });
  }
  // Its own folder, so the file keeps the name a test gives it (uploads show it).
  const file = path.join(mkdtempSync(path.join(dir, 'video-')), name);
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
  madeFiles.set(key, file);
  return file;
}

/**
 * The schedule fields POST /api/order needs with a new video: one evening spot on one day between
 * 3 and 62 days out (Dubai dates), picked at random among the days whose evening still has a free
 * spot on that screen, so that tests sharing a screen (on two workers, in any order) never meet a
 * sold-out cell.
 */
export async function scheduleFields(
  request: APIRequestContext,
  ledId: number,
): Promise<Record<string, string>> {
  const res = await request.get(
    `/api/leds/availability?ledId=${ledId}&from=${dubaiDay(3)}&to=${dubaiDay(62)}`,
  );
  if (!res.ok()) throw new Error(`availability: ${res.status()} ${await res.text()}`);
  const { days } = (await res.json()) as {
    days: { date: string; dayparts: { id: string; free: number }[] }[];
  };
  const open = days.filter((d) => d.dayparts.some((p) => p.id === 'evening' && p.free > 0));
  if (open.length === 0) throw new Error(`screen ${ledId} has no free evening in 60 days`);
  const { date } = open[Math.floor(Math.random() * open.length)]!;
  return { startDate: date, endDate: date, dayparts: 'evening', spotsPerLoop: '1' };
}
