// A job that runs ffmpeg over one order's video (its check, its mock-up): what it needs, how it is
// queued, and how it is registered with the sweep that queues again the videos still waiting.
import type { FastifyBaseLogger } from 'fastify';
import { findFfmpeg, type FfmpegTools } from '../adapters/ffmpeg';
import type { Storage } from '../adapters/storage/storage';
import type { JobHost } from '../app-deps';
import type { Db } from '../db/client';
import { oneVideoAtATime, type Jobs } from './queue';

export type VideoJobDeps = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** FFMPEG_PATH and FFPROBE_PATH when set. */
  paths?: { ffmpeg?: string; ffprobe?: string };
  /** Tests give tools (or null, for none) directly. */
  tools?: FfmpegTools | null;
};

type OrderVideo = { orderId: number; videoKey: string };

/** The tools the tests gave, else ffmpeg and ffprobe where the paths (or the PATH) say. */
export function videoJobTools(deps: VideoJobDeps): FfmpegTools | null {
  return deps.tools === undefined ? findFfmpeg(deps.paths) : deps.tools;
}

/** Queues a job over an order's video, once while it waits for the same order and video. */
export async function sendVideoJob(jobs: Jobs, name: string, orderId: number, videoKey: string) {
  await jobs.send(name, { orderId, videoKey }, { singletonKey: `${orderId}:${videoKey}` });
}

/**
 * Registers the job, one video at a time per instance (ffmpeg is CPU-bound), and a sweep that
 * every `everySeconds` queues it again for the videos `waiting` lists.
 */
export function registerVideoJob(
  host: JobHost,
  job: {
    name: string;
    run: (deps: VideoJobDeps, orderId: number, videoKey: string) => Promise<void>;
  },
  sweep: { name: string; everySeconds: number; waiting: (db: Db) => Promise<OrderVideo[]> },
) {
  const { jobs, database, storage, config } = host.deps;
  const deps: VideoJobDeps = {
    db: database.db,
    storage,
    log: host.log,
    paths: { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH },
  };
  jobs.work<OrderVideo>(
    job.name,
    ({ orderId, videoKey }) => job.run(deps, orderId, videoKey),
    oneVideoAtATime,
  );
  jobs.every(
    sweep.name,
    sweep.everySeconds,
    async () => {
      const waiting = await sweep.waiting(deps.db);
      for (const { orderId, videoKey } of waiting) {
        await sendVideoJob(jobs, job.name, orderId, videoKey);
      }
    },
    { pollingIntervalSeconds: 10 },
  );
}
