import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createS3Storage, type S3Sender } from './s3';

type Sent = { name: string; input: Record<string, unknown> };

/** An in-memory stand-in for S3Client.send: records each command and answers like S3 would. */
function fakeS3(
  options: {
    failOnPart?: number;
    listed?: { Key: string; LastModified: Date }[];
    uploads?: { Key: string; UploadId: string; Initiated: Date }[];
  } = {},
) {
  const sent: Sent[] = [];
  const objects = new Map<string, Buffer>();
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      const input = command.input;
      sent.push({ name, input });
      switch (name) {
        case 'PutObjectCommand':
          objects.set(input.Key as string, input.Body as Buffer);
          return {};
        case 'CreateMultipartUploadCommand':
          return { UploadId: 'upload-1' };
        case 'UploadPartCommand':
          if (input.PartNumber === options.failOnPart) throw new Error('network down');
          return { ETag: `"etag-${String(input.PartNumber)}"` };
        case 'HeadObjectCommand': {
          const body = objects.get(input.Key as string);
          if (!body) throw Object.assign(new Error('NotFound'), { name: 'NotFound' });
          return { ContentLength: body.length };
        }
        case 'GetObjectCommand':
          return { Body: Readable.from([Buffer.from(`range ${String(input.Range)}`)]) };
        case 'ListObjectsV2Command':
          return { Contents: options.listed ?? [], IsTruncated: false };
        case 'ListMultipartUploadsCommand':
          return { Uploads: options.uploads ?? [], IsTruncated: false };
        default:
          return {};
      }
    },
  } as unknown as S3Sender;
  return { client, sent, objects };
}

const names = (sent: Sent[]) => sent.map((s) => s.name);

describe('S3 storage', () => {
  it('puts a small upload in one request under a temporary key', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads', partSize: 1024 });
    const { tempKey, size } = await storage.writeTemp(Readable.from([Buffer.from('tiny video')]));
    expect(size).toBe(10);
    expect(tempKey).toMatch(/^tmp\//);
    expect(names(s3.sent)).toEqual(['PutObjectCommand']);
    expect(s3.sent[0]!.input).toMatchObject({ Bucket: 'ads', Key: tempKey, ContentLength: 10 });
  });

  it('sends a large upload in parts of the configured size and completes it', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads', partSize: 1024 });
    const chunks = Array.from({ length: 25 }, () => Buffer.alloc(100, 1));
    const { size } = await storage.writeTemp(Readable.from(chunks));
    expect(size).toBe(2500);
    expect(names(s3.sent)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const partSizes = s3.sent
      .filter((s) => s.name === 'UploadPartCommand')
      .map((s) => (s.input.Body as Buffer).length);
    expect(partSizes).toEqual([1100, 1100, 300]);
    expect(s3.sent.at(-1)!.input.MultipartUpload).toEqual({
      Parts: [
        { ETag: '"etag-1"', PartNumber: 1 },
        { ETag: '"etag-2"', PartNumber: 2 },
        { ETag: '"etag-3"', PartNumber: 3 },
      ],
    });
  });

  it('aborts the multipart upload when a part fails, so S3 keeps nothing', async () => {
    const s3 = fakeS3({ failOnPart: 2 });
    const storage = createS3Storage({ client: s3.client, bucket: 'ads', partSize: 1024 });
    const chunks = Array.from({ length: 30 }, () => Buffer.alloc(100));
    await expect(storage.writeTemp(Readable.from(chunks))).rejects.toThrow('network down');
    expect(names(s3.sent).at(-1)).toBe('AbortMultipartUploadCommand');
    expect(s3.sent.at(-1)!.input).toMatchObject({ UploadId: 'upload-1' });
  });

  it('commits by copying to the final key and deleting the temporary one', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads' });
    await storage.commit('tmp/abc', 'videos/abc.mp4');
    expect(s3.sent).toEqual([
      {
        name: 'CopyObjectCommand',
        input: { Bucket: 'ads', Key: 'videos/abc.mp4', CopySource: 'ads/tmp/abc' },
      },
      { name: 'DeleteObjectCommand', input: { Bucket: 'ads', Key: 'tmp/abc' } },
    ]);
  });

  it('answers null for a missing object and asks for the byte range it reads', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads' });
    expect(await storage.stat('videos/missing.mp4')).toBeNull();
    expect(await text(await storage.read('videos/a.mp4', { start: 10, end: 19 }))).toBe(
      'range bytes=10-19',
    );
  });

  it('beats its heartbeat in the folder its uploads go to', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads' });
    await storage.heartbeat();
    const { tempKey } = await storage.writeTemp(Readable.from([Buffer.from('clip')]));
    const beat = s3.sent[0]!.input.Key as string;
    expect(beat).toMatch(/^tmp\/[a-z0-9]+-[0-9a-f]{8}\/alive$/);
    expect(tempKey.startsWith(beat.replace(/alive$/, ''))).toBe(true);
  });

  it('sweeps objects and unfinished uploads of stopped instances only', async () => {
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const now = new Date();
    const s3 = fakeS3({
      listed: [
        { Key: 'tmp/dead/alive', LastModified: hoursAgo },
        { Key: 'tmp/dead/a1', LastModified: hoursAgo },
        // A long upload on a live instance: old object, fresh heartbeat.
        { Key: 'tmp/live/alive', LastModified: now },
        { Key: 'tmp/live/b1', LastModified: hoursAgo },
        { Key: 'tmp/loose-old', LastModified: hoursAgo },
        { Key: 'tmp/loose-new', LastModified: now },
      ],
      uploads: [
        { Key: 'tmp/dead/a2', UploadId: 'dead-upload', Initiated: hoursAgo },
        { Key: 'tmp/live/b2', UploadId: 'live-upload', Initiated: hoursAgo },
        // An instance that has not beaten yet but started this upload just now.
        { Key: 'tmp/starting/c1', UploadId: 'new-upload', Initiated: now },
      ],
    });
    const storage = createS3Storage({ client: s3.client, bucket: 'ads' });
    expect(await storage.sweepTemp(90_000)).toBe(4);
    expect(s3.sent[0]!.input).toMatchObject({ Prefix: 'tmp/' });
    expect(s3.sent.filter((s) => s.name === 'DeleteObjectCommand').map((s) => s.input.Key)).toEqual(
      ['tmp/dead/alive', 'tmp/dead/a1', 'tmp/loose-old'],
    );
    expect(
      s3.sent.filter((s) => s.name === 'AbortMultipartUploadCommand').map((s) => s.input),
    ).toEqual([{ Bucket: 'ads', Key: 'tmp/dead/a2', UploadId: 'dead-upload' }]);
  });

  it('refuses unsafe keys before any request', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'ads' });
    await expect(storage.remove('../x')).rejects.toThrow('Unsafe storage key');
    expect(s3.sent).toHaveLength(0);
  });
});
