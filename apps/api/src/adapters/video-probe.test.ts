import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { box, containerBombs } from '../../test/container-bombs';
import { lieInMovieHeader, makeVideo } from '../../test/videos';
import { movieHeaderBoxBudget } from './iso-boxes';
import { VideoInspector, VideoRejectedError, type InspectionWork } from './video-probe';

// ffmpeg makes each test's video on first use; on a busy machine that takes seconds.

/** Runs bytes through an inspector in chunks of the given size; answers its verdict. */
async function inspect(
  bytes: Buffer,
  chunkSize = 64 * 1024,
  maxBytes = 50 * 1024 * 1024,
  inspector = new VideoInspector(maxBytes),
) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  let passed = 0;
  await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) passed += chunk.length;
  });
  return { ...inspector.info, passed };
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VideoRejectedError);
  return (error as VideoRejectedError).reason;
}

describe('VideoInspector', { timeout: 60_000 }, () => {
  it('reads an MP4 whose movie header comes last, passing every byte through', async () => {
    const video = makeVideo({ seconds: 3, format: 'mp4' });
    const info = await inspect(video);
    expect(info).toMatchObject({ contentType: 'video/mp4', extension: 'mp4', bytes: video.length });
    expect(info.durationMs).toBeGreaterThanOrEqual(2900);
    expect(info.durationMs).toBeLessThanOrEqual(3100);
    expect(info.passed).toBe(video.length);
  });

  it('reads the same MP4 fed a few bytes at a time (box headers split across chunks)', async () => {
    const video = makeVideo({ seconds: 2, format: 'mp4', faststart: true });
    const info = await inspect(video, 7);
    expect(info.durationMs).toBeGreaterThanOrEqual(1900);
    expect(info.durationMs).toBeLessThanOrEqual(2100);
  });

  it('reads a QuickTime MOV and a WebM', async () => {
    const mov = await inspect(makeVideo({ seconds: 4, format: 'mov' }));
    expect(mov).toMatchObject({ contentType: 'video/quicktime', extension: 'mov' });
    expect(Math.round(mov.durationMs / 1000)).toBe(4);

    const webm = await inspect(makeVideo({ seconds: 5, format: 'webm' }), 1000);
    expect(webm).toMatchObject({ contentType: 'video/webm', extension: 'webm' });
    expect(Math.round(webm.durationMs / 1000)).toBe(5);
  });

  it('refuses text that claims to be a video, however short', async () => {
    expect(await rejection(inspect(Buffer.from('hello, I am not a video\n'.repeat(400))))).toBe(
      'not-video',
    );
    expect(await rejection(inspect(Buffer.from('tiny')))).toBe('not-video');
    expect(await rejection(inspect(Buffer.alloc(0)))).toBe('not-video');
  });

  it('refuses an image: a real format, but not a video', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    expect(await rejection(inspect(png))).toBe('not-video');
  });

  it('reads a WebM written as a live stream (no duration in its header) from its blocks', async () => {
    const live = makeVideo({ seconds: 4, format: 'webm', streamed: true });
    const info = await inspect(live, 999);
    expect(info.contentType).toBe('video/webm');
    expect(info.durationMs).toBeGreaterThanOrEqual(3900);
    expect(info.durationMs).toBeLessThanOrEqual(4100);
  });

  it('refuses a WebM cut before its first block', async () => {
    const video = makeVideo({ seconds: 2, format: 'webm' });
    const firstCluster = video.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(await rejection(inspect(video.subarray(0, firstCluster)))).toBe('unreadable-duration');
  });

  it('reads a fragmented MP4 from its fragments, fed in odd-sized chunks', async () => {
    const video = makeVideo({ seconds: 6, format: 'mp4', fragmented: true, keyframeSeconds: 1 });
    expect(video.indexOf('moof')).toBeGreaterThan(0);
    for (const chunkSize of [64 * 1024, 333]) {
      const info = await inspect(video, chunkSize);
      expect(info.durationMs).toBeGreaterThanOrEqual(5900);
      expect(info.durationMs).toBeLessThanOrEqual(6100);
    }
  });

  it('refuses a fragmented MP4 cut before its first fragment', async () => {
    const video = makeVideo({ seconds: 3, format: 'mp4', fragmented: true, keyframeSeconds: 1 });
    const cut = video.subarray(0, video.indexOf('moof') - 4);
    expect(await rejection(inspect(cut))).toBe('unreadable-duration');
  });

  it('refuses an MP4 cut before its movie header', async () => {
    const video = makeVideo({ seconds: 3, format: 'mp4' });
    expect(await rejection(inspect(video.subarray(0, video.length - 200)))).toBe(
      'unreadable-duration',
    );
  });

  it('stops at the byte cap without waiting for the end', async () => {
    const video = makeVideo({ seconds: 3, format: 'mp4' });
    expect(await rejection(inspect(video, 1024, video.length - 1))).toBe('too-large');
    await expect(inspect(video, 1024, video.length)).resolves.toMatchObject({
      bytes: video.length,
    });
  });
});

/**
 * A fragmented MP4 that claims `seconds` in its movie header: mvhd's duration rewritten and a
 * movie-extends header (mehd) added, with the enclosing boxes' sizes fixed.
 */
function lieInFragmentedHeader(video: Buffer, seconds: number): Buffer {
  const lying = lieInMovieHeader(video, seconds);
  const mvhd = lying.indexOf('mvhd');
  const timescale = lying.readUInt32BE(mvhd + 8 + (lying[mvhd + 4] === 1 ? 16 : 8));
  const mehdBody = Buffer.alloc(8); // version 0, flags 0, fragment_duration
  mehdBody.writeUInt32BE(seconds * timescale, 4);
  const mehd = box('mehd', mehdBody);
  const moov = lying.indexOf('moov') - 4;
  const mvex = lying.indexOf('mvex') - 4;
  const patched = Buffer.concat([lying.subarray(0, mvex + 8), mehd, lying.subarray(mvex + 8)]);
  patched.writeUInt32BE(lying.readUInt32BE(moov) + mehd.length, moov);
  patched.writeUInt32BE(lying.readUInt32BE(mvex) + mehd.length, mvex);
  return patched;
}

/** A WebM whose Info → Duration (an 8-byte float, in ms at the default scale) says `seconds`. */
function lieInWebmInfo(video: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(video);
  const at = copy.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0) throw new Error('no 8-byte Duration element');
  copy.writeDoubleBE(seconds * 1000, at + 3);
  return copy;
}

describe('duration from the media, not from the header', { timeout: 60_000 }, () => {
  /** The 20 s the video really lasts, within 100 ms. */
  const expectTwentySeconds = (durationMs: number | null) => {
    expect(durationMs).toBeGreaterThanOrEqual(19_900);
    expect(durationMs).toBeLessThanOrEqual(20_100);
  };

  it("reads a 20 s fragmented MP4's length from its fragments when its header claims 5 s", async () => {
    const honest = makeVideo({ seconds: 20, format: 'mp4', fragmented: true, keyframeSeconds: 2 });
    const lying = lieInFragmentedHeader(honest, 5);
    expect(lying.indexOf('mehd')).toBeGreaterThan(0);
    expectTwentySeconds((await inspect(lying)).durationMs);
  });

  it("reads a 20 s WebM's length from its last block when its Info claims 5 s", async () => {
    const honest = makeVideo({ seconds: 20, format: 'webm' });
    const lying = lieInWebmInfo(honest, 5);
    expect(lying.equals(honest)).toBe(false);
    expectTwentySeconds((await inspect(lying, 4096)).durationMs);
  });

  it("reads a 20 s MP4's length from its sample tables when its header claims 5 s", async () => {
    const honest = makeVideo({ seconds: 20, format: 'mp4' });
    const lying = lieInMovieHeader(honest, 5);
    expect(lying.equals(honest)).toBe(false);
    expectTwentySeconds((await inspect(lying)).durationMs);
  });
});

/**
 * The unbounded parsers spent seconds on these files (3.6 s for the MP4 box bomb). The bounded
 * ones stop after a fixed amount of work, whatever the file holds: that work is counted (boxes,
 * samples and elements read) and bounded here, never timed, so a busy machine cannot fail these.
 * `npm run bench:probe` times the same files.
 */
async function refusedWork(file: Buffer): Promise<InspectionWork> {
  const inspector = new VideoInspector(60 * 1024 * 1024);
  expect(await rejection(inspect(file, 64 * 1024, 60 * 1024 * 1024, inspector))).toBe(
    'unreadable-duration',
  );
  return inspector.work;
}

/** The work an honest file of the same kind takes, for scale. */
async function honestWork(file: Buffer): Promise<InspectionWork> {
  const inspector = new VideoInspector(60 * 1024 * 1024);
  await inspect(file, 64 * 1024, 60 * 1024 * 1024, inspector);
  return inspector.work;
}

describe('container parsing has a bound on work', { timeout: 60_000 }, () => {
  it('refuses an MP4 whose movie header holds a million empty boxes after counting 5,001, unparsed', async () => {
    const { honest: video, bomb } = containerBombs.movieHeaderBoxes();

    const honest = await honestWork(video);
    expect(honest.parsedMovieHeader).toBe(true);
    expect(honest.movieHeaderBoxes).toBeLessThan(200);
    const work = await refusedWork(bomb);
    // Counting stops one past the budget; the full parser never sees the header.
    expect(work.movieHeaderBoxes).toBe(movieHeaderBoxBudget + 1);
    expect(work.parsedMovieHeader).toBe(false);
    expect(work.boxes).toBe(honest.boxes);
  });

  it('refuses an MP4 with a million top-level boxes', async () => {
    const { bomb } = containerBombs.topLevelBoxes();
    const work = await refusedWork(bomb);
    // The collector stops following boxes one past its limit of 10,000.
    expect(work.boxes).toBe(10_001);
    expect(work.parsedMovieHeader).toBe(false);
  });

  it('refuses a fragment that lists millions of samples without reading one of them', async () => {
    const { honest: video, bomb } = containerBombs.fragmentSamples();

    const honest = await honestWork(video);
    expect(honest.fragmentUnits).toBeGreaterThan(0);
    const work = await refusedWork(bomb);
    // The honest fragments, plus the bomb's two boxes; its 4 million samples are never read.
    expect(work.fragmentUnits).toBeLessThanOrEqual(honest.fragmentUnits + 2);
  });

  it('refuses a WebM of millions of empty elements after reading 200,001 of them', async () => {
    const { honest: video, bomb } = containerBombs.webmElements();

    const honest = await honestWork(video);
    expect(honest.elements).toBeLessThan(1_000);
    const work = await refusedWork(bomb);
    // 5 million elements in the file; reading stops one past the budget of 200,000.
    expect(work.elements).toBe(200_001);
  });
});
