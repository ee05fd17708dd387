import {
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { useS3Server } from '../../../test/s3-server';
import { createS3Client, createS3Storage } from './s3';
import { heartbeatName } from './keys';

// The driver against a real S3-protocol server (started by the test on a free local port): what
// the fake sender of s3.test.ts can only assume, this checks over the wire.
const s3 = useS3Server();
/** A driver on the test server; parts of 8 KiB, so a small file goes up in several parts. */
const driver = (partSize = 8 * 1024) =>
  createS3Storage({ client: s3.client, bucket: s3.bucket, partSize });

/** `bytes` as a stream of chunks of `chunk` bytes, as a request body arrives. */
function chunked(bytes: Buffer, chunk = 1000): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) chunks.push(bytes.subarray(at, at + chunk));
  return Readable.from(chunks);
}

/** A stream that sends `bytes` and then fails, as a connection cut mid-upload does. */
function cutAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield* chunked(bytes);
      throw new Error('connection reset');
    })(),
  );
}

/** The bucket's keys under tmp/, heartbeats aside. */
async function tempObjects(): Promise<string[]> {
  return (await s3.keys('tmp/')).filter((key) => !key.endsWith(`/${heartbeatName}`));
}

describe('S3 storage on an S3-protocol server', () => {
  it('stores a small file in one request and a large one in parts, byte for byte', async () => {
    const storage = driver();
    const small = randomBytes(3000);
    const large = randomBytes(50_000);

    const from = s3.operations.length;
    const one = await storage.writeTemp(chunked(small));
    expect(s3.operations.slice(from)).toEqual(['PutObject']);
    const many = await storage.writeTemp(chunked(large));
    expect(one.size).toBe(3000);
    expect(many.size).toBe(50_000);
    // A part goes up once the chunks held reach 8 KiB: nine chunks of 1000 bytes. 50 KB is five
    // such parts and a last one of 5 KB.
    expect(s3.operations.slice(from + 1)).toEqual([
      'CreateMultipartUpload',
      ...Array<string>(6).fill('UploadPart'),
      'CompleteMultipartUpload',
    ]);
    await storage.commit(one.tempKey, 'videos/small.mp4');
    await storage.commit(many.tempKey, 'videos/large.mp4');

    expect(await s3.keys('videos/')).toEqual(['videos/large.mp4', 'videos/small.mp4']);
    expect(await tempObjects()).toEqual([]);
    expect(await s3.uploads()).toEqual([]);
    expect(await storage.stat('videos/large.mp4')).toEqual({ size: 50_000 });
    expect((await buffer(await storage.read('videos/large.mp4'))).equals(large)).toBe(true);
    expect((await buffer(await storage.read('videos/small.mp4'))).equals(small)).toBe(true);
  });

  it('reads byte ranges, across the parts an object was uploaded in', async () => {
    const storage = driver();
    const bytes = randomBytes(40_000);
    const { tempKey } = await storage.writeTemp(chunked(bytes));
    await storage.commit(tempKey, 'videos/ranges.mp4');
    for (const [start, end] of [
      [0, 9],
      [8995, 9004],
      [10_000, 29_999],
      [39_990, 39_999],
    ] as const) {
      const part = await buffer(await storage.read('videos/ranges.mp4', { start, end }));
      expect(part.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('removes an object, and answers a missing one as missing', async () => {
    const storage = driver();
    const { tempKey } = await storage.writeTemp(chunked(randomBytes(100)));
    await storage.commit(tempKey, 'videos/gone.mp4');
    expect(await s3.keys('videos/gone')).toEqual(['videos/gone.mp4']);

    await storage.remove('videos/gone.mp4');
    expect(await s3.keys('videos/gone')).toEqual([]);
    expect(await storage.stat('videos/gone.mp4')).toBeNull();
    await expect(storage.remove('videos/gone.mp4')).resolves.toBeUndefined();
  });

  for (const { name, bytes, operations } of [
    {
      name: 'leaves no object and no unfinished upload when the body fails after some parts',
      bytes: 30_000,
      // Three parts went up before the failure; the upload was then aborted.
      operations: [
        'CreateMultipartUpload',
        'UploadPart',
        'UploadPart',
        'UploadPart',
        'AbortMultipartUpload',
      ],
    },
    {
      name: 'leaves no object when the body fails before its first part',
      bytes: 2000,
      operations: [],
    },
  ]) {
    it(name, async () => {
      const storage = driver();
      const before = await s3.keys();
      const from = s3.operations.length;
      await expect(storage.writeTemp(cutAfter(randomBytes(bytes)))).rejects.toThrow(
        'connection reset',
      );
      expect(s3.operations.slice(from)).toEqual(operations);
      expect(await s3.keys()).toEqual(before);
      expect(await s3.uploads()).toEqual([]);
    });
  }

  it('signs its requests with the configured keys: a wrong secret is refused', async () => {
    const wrong = createS3Client({
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID!,
      S3_SECRET_ACCESS_KEY: 'not-the-secret',
    });
    const storage = createS3Storage({ client: wrong, bucket: s3.bucket });
    const before = await s3.keys();
    await expect(storage.writeTemp(chunked(randomBytes(100)))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(await s3.keys()).toEqual(before);
    wrong.destroy();
  });

  it('sweeps a stopped instance’s files and unfinished upload, and no live instance’s', async () => {
    const hour = 3_600_000;
    const sweeper = driver();
    const live = driver();
    await sweeper.heartbeat();
    await live.heartbeat();

    // An instance killed an hour ago: its heartbeat, a finished temporary file, and an upload whose
    // first part was sent but which was never completed (the process died before it could abort).
    const dead = `tmp/0dead-${randomBytes(4).toString('hex')}`;
    await put(`${dead}/${heartbeatName}`, Buffer.alloc(0));
    await put(`${dead}/finished`, randomBytes(100));
    await beginUpload(`${dead}/unfinished`, randomBytes(1000));
    for (const key of [`${dead}/${heartbeatName}`, `${dead}/finished`, `${dead}/unfinished`]) {
      await s3.backdate(key, hour);
    }
    // A live instance's temporary file written an hour ago (a long upload): its heartbeat is fresh.
    const long = await live.writeTemp(chunked(randomBytes(100)));
    await s3.backdate(long.tempKey, hour);

    expect(await s3.uploads()).toEqual([`${dead}/unfinished`]);
    expect(await sweeper.sweepTemp(90_000)).toBe(3);
    expect(await s3.uploads()).toEqual([]);
    const left = await s3.keys('tmp/');
    expect(left.filter((key) => key.startsWith(dead))).toEqual([]);
    expect(left).toContain(long.tempKey);
    // The sweeper's and the live instance's heartbeats stay.
    expect(left.filter((key) => key.endsWith(`/${heartbeatName}`))).toHaveLength(2);
  });
});

/** An object written straight to the bucket, as another process would. */
async function put(Key: string, Body: Buffer) {
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body }));
}

/** A multipart upload begun with one part and left open, as a process killed mid-upload leaves. */
async function beginUpload(Key: string, Body: Buffer) {
  const { UploadId } = await s3.client.send(
    new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key }),
  );
  await s3.client.send(
    new UploadPartCommand({ Bucket: s3.bucket, Key, UploadId, PartNumber: 1, Body }),
  );
}
