import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../test/videos';
import { VideoInspector, VideoRejectedError } from './video-probe';

/** Runs bytes through an inspector in chunks of the given size; answers its verdict. */
async function inspect(bytes: Buffer, chunkSize = 64 * 1024, maxBytes = 50 * 1024 * 1024) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const inspector = new VideoInspector(maxBytes);
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

describe('VideoInspector', () => {
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

  it('refuses a WebM whose header carries no duration', async () => {
    const live = makeVideo({ seconds: 2, format: 'webm', streamed: true });
    expect(await rejection(inspect(live))).toBe('unreadable-duration');
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

/** Rewrites the movie header's duration (mvhd), as a file that lies about its length would. */
function lieInMovieHeader(video: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(video);
  const at = copy.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd');
  const version = copy[at + 4]!;
  const timescaleAt = at + 8 + (version === 1 ? 16 : 8);
  const timescale = copy.readUInt32BE(timescaleAt);
  if (version === 1) copy.writeBigUInt64BE(BigInt(seconds * timescale), timescaleAt + 4);
  else copy.writeUInt32BE(seconds * timescale, timescaleAt + 4);
  return copy;
}

describe('duration from the media, not from the header', () => {
  it("reads a 20 s MP4's length from its sample tables when its header claims 5 s", async () => {
    const honest = makeVideo({ seconds: 20, format: 'mp4' });
    const lying = lieInMovieHeader(honest, 5);
    expect(lying.equals(honest)).toBe(false);
    const info = await inspect(lying);
    expect(info.durationMs).toBeGreaterThanOrEqual(19_900);
    expect(info.durationMs).toBeLessThanOrEqual(20_100);
  });
});

/** n empty `free` boxes, 8 bytes each. */
function emptyBoxes(n: number): Buffer {
  const boxes = Buffer.alloc(8 * n);
  for (let i = 0; i < n; i += 1) {
    boxes.writeUInt32BE(8, i * 8);
    boxes.write('free', i * 8 + 4, 'latin1');
  }
  return boxes;
}

describe('container parsing has a CPU bound', () => {
  it('refuses an MP4 whose movie header holds a million empty boxes, in under 100 ms of CPU', async () => {
    const video = makeVideo({ seconds: 2, format: 'mp4', faststart: true });
    const at = video.indexOf('moov') - 4;
    const size = video.readUInt32BE(at);
    const moov = Buffer.concat([video.subarray(at, at + size), emptyBoxes(1_000_000)]);
    moov.writeUInt32BE(moov.length, 0);
    const bomb = Buffer.concat([video.subarray(0, at), moov, video.subarray(at + size)]);

    const before = process.cpuUsage();
    expect(await rejection(inspect(bomb, 64 * 1024, 60 * 1024 * 1024))).toBe('unreadable-duration');
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });

  it('refuses an MP4 with a million top-level boxes', async () => {
    const video = makeVideo({ seconds: 2, format: 'mp4', faststart: true });
    const bomb = Buffer.concat([video, emptyBoxes(1_000_000)]);
    expect(await rejection(inspect(bomb, 64 * 1024, 60 * 1024 * 1024))).toBe('unreadable-duration');
  });
});
