import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { assertSafeKey, heartbeatName, newTempKey, newTempOwner, tempPrefix } from './keys';
import type { ByteRange, Storage } from './storage';

/** The one method of S3Client the driver uses, so tests can hand it a fake. */
export type S3Sender = Pick<S3Client, 'send'>;

export type S3StorageOptions = {
  client: S3Sender;
  bucket: string;
  /** Bytes held per upload before a part is sent; S3 needs at least 5 MiB per part. */
  partSize?: number;
};

const minimumPartSize = 5 * 1024 * 1024;

export function createS3Client(config: {
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Without explicit keys the SDK's default chain (environment, instance role) applies.
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** S3-compatible object storage; uploads go up in parts so no file is held whole in memory. */
export function createS3Storage({
  client,
  bucket,
  partSize = minimumPartSize,
}: S3StorageOptions): Storage {
  const Bucket = bucket;
  const owner = newTempOwner();

  async function putInParts(Key: string, body: Readable): Promise<number> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];

    const sendPart = async () => {
      if (!uploadId) {
        const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const Body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const sent = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ ETag: sent.ETag, PartNumber });
    };

    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= partSize) await sendPart();
      }
      if (!uploadId) {
        const Body = Buffer.concat(pending, pendingBytes);
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: pendingBytes }));
        return size;
      }
      if (pendingBytes > 0) await sendPart();
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return size;
    } catch (error) {
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch(() => {});
      }
      throw error;
    }
  }

  const storage: Storage = {
    async writeTemp(body) {
      const tempKey = newTempKey(owner);
      const size = await putInParts(tempKey, body);
      return { tempKey, size };
    },

    async commit(tempKey, key) {
      assertSafeKey(tempKey);
      assertSafeKey(key);
      await client.send(
        new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${tempKey}` }),
      );
      await storage.remove(tempKey);
    },

    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key, range?: ByteRange) {
      assertSafeKey(key);
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`No body for ${key}`);
      return object.Body;
    },

    async heartbeat() {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${tempPrefix}${owner}/${heartbeatName}`,
          Body: Buffer.alloc(0),
          ContentLength: 0,
        }),
      );
    },

    async sweepTemp(staleAfterMs) {
      const cutoff = Date.now() - staleAfterMs;
      // tmp/<owner>/<name> belongs to an owner; a loose tmp/<name> is its own group.
      const groupOf = (key: string) => key.slice(tempPrefix.length).split('/')[0]!;
      const lastSign = new Map<string, number>();
      const objects: { key: string; group: string }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: tempPrefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          const group = groupOf(object.Key);
          objects.push({ key: object.Key, group });
          lastSign.set(group, Math.max(lastSign.get(group) ?? 0, object.LastModified.getTime()));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const stale = (group: string, fallback: number) =>
        group !== owner && (lastSign.get(group) ?? fallback) < cutoff;

      let removed = 0;
      for (const object of objects) {
        if (!stale(object.group, Date.now())) continue;
        await client.send(new DeleteObjectCommand({ Bucket, Key: object.key }));
        removed += 1;
      }
      // A process killed mid-upload leaves parts that S3 keeps (and bills) until aborted.
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: tempPrefix,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId) continue;
          if (!stale(groupOf(upload.Key), upload.Initiated?.getTime() ?? Date.now())) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed += 1;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
  return storage;
}
