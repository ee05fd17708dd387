import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MediaToolError } from '../../adapters/ffmpeg';
import { renderMockup } from '../../adapters/mockup-render';
import type { Jobs } from '../../jobs/queue';
import {
  registerVideoJob,
  sendVideoJob,
  videoJobTools,
  type VideoJobDeps,
} from '../../jobs/video-job';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';

export const mockupJob = 'mockups.render';
const sweepJob = 'mockups.render-missing';

export type MockupDeps = VideoJobDeps;

/** A mock-up's image in storage. */
export function newMockupKey(): string {
  return `mockups/${randomUUID()}.png`;
}

/** Queues the mock-up of an order's video (after the upload's or the marking's commit). */
export async function requestMockup(jobs: Jobs, orderId: number, videoKey: string) {
  await sendVideoJob(jobs, mockupJob, orderId, videoKey);
}

/** The key frame: the middle of the video, where a title card or end card is least likely. */
export function keyFrameSeconds(durationMs: number | null): number {
  return durationMs && durationMs > 0 ? durationMs / 2000 : 0;
}

/**
 * Renders one order video's mock-up and keeps it: the frame at the video's middle warped onto the
 * area marked on the screen's photo. Skipped when the video is no longer the order's or the screen
 * has no area marked on its current photo. A file ffmpeg cannot read is a failed mock-up, not a
 * job to retry.
 */
export async function renderOrderMockup(deps: MockupDeps, orderId: number, videoKey: string) {
  const { db, storage, log } = deps;
  const target = await repository.findRenderTarget(db, orderId);
  if (!target || (target.currentKey !== videoKey && target.pendingKey !== videoKey)) return;
  const { photo, corners, areaUpdatedAt } = target;
  if (!photo || !corners || !areaUpdatedAt || target.areaEtag !== target.photoEtag) return;
  const tools = videoJobTools(deps);
  if (!tools) throw new Error('ffmpeg was not found; the mock-up cannot be rendered');
  const durationMs =
    videoKey === target.currentKey ? target.currentDurationMs : target.pendingDurationMs;

  const dir = await mkdtemp(path.join(tmpdir(), 'screenspot-mockup-'));
  let imageKey: string | null = null;
  try {
    const video = path.join(dir, 'video');
    const photoFile = path.join(dir, 'photo');
    const out = path.join(dir, 'mockup.png');
    let outcome: repository.MockupOutcome;
    try {
      // A video gone from storage will not come back: a failed mock-up, not a job to retry.
      if (!(await storage.stat(videoKey))) throw new MediaToolError('the video file is missing');
      await pipeline(await storage.read(videoKey), createWriteStream(video));
      await writeFile(photoFile, photo);
      await renderMockup(tools, {
        photo: photoFile,
        video,
        atSeconds: keyFrameSeconds(durationMs),
        corners,
        out,
      });
      const { tempKey } = await storage.writeTemp(createReadStream(out));
      imageKey = newMockupKey();
      await storage.commit(tempKey, imageKey);
      outcome = { status: 'ready', imageKey, error: null };
    } catch (error) {
      if (!(error instanceof MediaToolError)) throw error;
      outcome = { status: 'failed', imageKey: null, error: error.message.slice(0, 500) };
    }
    const target2 = { orderId, videoKey, screenId: target.screenId, areaUpdatedAt };
    const replaced = await repository.saveMockup(db, target2, outcome);
    if (replaced === false) {
      if (imageKey) await storage.remove(imageKey).catch(() => {});
      return;
    }
    if (replaced) await storage.remove(replaced).catch(() => {});
    log.info({ orderId, status: outcome.status }, 'mock-up rendered');
  } catch (error) {
    if (imageKey) await storage.remove(imageKey).catch(() => {});
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The render job, one at a time per instance (ffmpeg is CPU-bound), and a sweep that queues the
 * mock-ups still missing: a send lost between a commit and its job, or orders placed before their
 * screen's area was marked.
 */
export function registerMockups(host: JobHost, sweepSeconds = 120) {
  registerVideoJob(
    host,
    { name: mockupJob, run: renderOrderMockup },
    {
      name: sweepJob,
      everySeconds: sweepSeconds,
      waiting: (db) => repository.missingMockups(db, 20),
    },
  );
}
