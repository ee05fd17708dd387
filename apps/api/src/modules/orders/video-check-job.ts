import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseScreenSize } from '@screenspot/contracts/screen';
import {
  detectStretches,
  maxDecodedPixels,
  MediaToolError,
  probe,
  thumbnail,
} from '../../adapters/ffmpeg';
import { newThumbnailKey } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import type { Jobs } from '../../jobs/queue';
import {
  registerVideoJob,
  sendVideoJob,
  videoJobTools,
  type VideoJobDeps,
} from '../../jobs/video-job';
import { publishOrderChange } from '../events';
import * as repository from './checks.repository';
import { judgeVideo, overallStatus } from './creative-checks';
import type { JobHost } from '../../app-deps';

export const videoCheckJob = 'orders.check-video';
const resendJob = 'orders.resend-pending-checks';

type Deps = VideoJobDeps;

// Black and frozen stretches are looked for in the first two minutes at most; every slot is shorter.
const maxAnalysedSeconds = 120;

/** Queues the check of an order's new video (after the upload's transaction committed). */
export async function requestVideoCheck(jobs: Jobs, orderId: number, videoKey: string) {
  await sendVideoJob(jobs, videoCheckJob, orderId, videoKey);
}

/** Copies the stored video to a work file, hashing its bytes on the way. */
async function fetchToFile(storage: Storage, key: string, file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(
    await storage.read(key),
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
    createWriteStream(file),
  );
  return hash.digest('hex');
}

/**
 * Runs ffprobe and ffmpeg on one uploaded video and stores what they found: the checks, the sha256
 * of the bytes and three thumbnails. Safe to run again (a retry overwrites its own row and removes
 * the thumbnails it replaced); a video replaced since the upload is skipped.
 */
export async function runVideoCheck(deps: Deps, orderId: number, videoKey: string) {
  const { db, storage, log } = deps;
  const target = await repository.findCheckTarget(db, orderId, videoKey);
  // A video replaced since the upload is skipped; a replacement awaiting moderation is checked.
  if (!target || (target.currentKey !== videoKey && target.pendingKey !== videoKey)) return;
  const tools = videoJobTools(deps);
  if (!tools) throw new Error('ffmpeg and ffprobe were not found; the video cannot be checked');
  const size = parseScreenSize(target.screenSize) ?? { width: 1920, height: 1080 };

  const dir = await mkdtemp(path.join(tmpdir(), 'screenspot-check-'));
  const thumbnailKeys: string[] = [];
  try {
    const file = path.join(dir, 'video');
    const sha256 = await fetchToFile(storage, videoKey, file);
    let outcome: repository.CheckOutcome;
    try {
      const measured = await probe(tools, file);
      if ((measured.width ?? 0) * (measured.height ?? 0) > maxDecodedPixels) {
        throw new MediaToolError(
          `its frames of ${measured.width} × ${measured.height} pixels are larger than any screen's`,
        );
      }
      const durationSeconds = (measured.durationMs ?? 0) / 1000;
      const found = await detectStretches(tools, file, {
        maxSeconds: maxAnalysedSeconds,
        durationSeconds,
        timeoutMs: 90_000,
      });
      const results = judgeVideo(measured, found, { ...size, slotSeconds: target.slotSeconds });
      if (durationSeconds > 0 && measured.width) {
        for (const [index, share] of [0.1, 0.5, 0.9].entries()) {
          const out = path.join(dir, `thumb-${index}.jpg`);
          await thumbnail(tools, file, durationSeconds * share, out);
          const { tempKey } = await storage.writeTemp(createReadStream(out));
          const key = newThumbnailKey();
          await storage.commit(tempKey, key);
          thumbnailKeys.push(key);
        }
      }
      outcome = {
        status: overallStatus(results),
        results,
        measured: { ...measured, black: found.black, frozen: found.frozen },
        error: null,
        sha256,
        durationMs: measured.durationMs,
        width: measured.width,
        height: measured.height,
        thumbnailKeys,
      };
    } catch (error) {
      if (!(error instanceof MediaToolError) && !(error instanceof SyntaxError)) throw error;
      // The file itself is unreadable: a fail the operator sees, not a job to retry.
      outcome = {
        status: 'fail',
        results: [],
        measured: null,
        error: `The video could not be read: ${error.message}`.slice(0, 500),
        sha256,
        durationMs: null,
        width: null,
        height: null,
        thumbnailKeys,
      };
    }
    const replaced = await repository.saveOutcome(db, orderId, videoKey, outcome);
    const stale = replaced === null ? thumbnailKeys : replaced;
    await Promise.allSettled(stale.map((key) => storage.remove(key)));
    if (replaced !== null) {
      await publishOrderChange(db, target.customerId, orderId);
      log.info({ orderId, status: outcome.status }, 'video checked');
    }
  } catch (error) {
    await Promise.allSettled(thumbnailKeys.map((key) => storage.remove(key)));
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The check job, one video at a time per instance (ffmpeg is CPU-bound), and a sweep that
 * re-queues checks left pending (an instance that stopped between an upload's commit and its send).
 */
export function registerVideoChecks(host: JobHost) {
  registerVideoJob(
    host,
    { name: videoCheckJob, run: runVideoCheck },
    {
      name: resendJob,
      everySeconds: 120,
      waiting: (db) => repository.stalePendingChecks(db, new Date(Date.now() - 60_000), 50),
    },
  );
}
