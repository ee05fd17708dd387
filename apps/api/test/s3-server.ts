import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext as Context } from '@20minutes/s3rver';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { createS3Client } from '../src/adapters/storage/s3';

/** Where the server keeps a bucket's multipart uploads in progress, one folder per upload. */
const uploadsFolder = '._S3rver_uploads';
const objectSuffix = '._S3rver_object';

export type S3TestServer = {
  bucket: string;
  endpoint: string;
  /** The service's configuration for this server (STORAGE=s3 and the S3_ keys). */
  env: Record<string, string>;
  /** The operations the server has answered, oldest first (`PutObject`, `UploadPart`, …). */
  operations: string[];
  /** A client as the service makes it from `env`. */
  client: S3Client;
  /** Every object key in the bucket under `prefix`, sorted, listed over the S3 protocol. */
  keys(prefix?: string): Promise<string[]>;
  /** The multipart uploads the server holds (begun, neither completed nor aborted), by key. */
  uploads(): Promise<string[]>;
  /** Moves an object's or a multipart upload's time back, as if written `ms` ago. */
  backdate(key: string, ms: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * What the S3 server package lacks and the driver uses: listing and aborting multipart uploads
 * (the temporary-upload sweep and a failed upload's clean-up). Answered from the server's own
 * folder of uploads in progress, as S3 would.
 */
function multipartUploads(directory: string, bucket: string) {
  const root = path.join(directory, bucket, uploadsFolder);
  const inProgress = async () => {
    const ids = await readdir(root).catch(() => [] as string[]);
    const found = await Promise.all(
      ids.map(async (uploadId) => {
        const keyFile = path.join(root, uploadId, 'key');
        try {
          const [key, { mtime }] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
          return { uploadId, key, keyFile, initiated: mtime };
        } catch {
          return null; // being aborted or completed just now
        }
      }),
    );
    return found.filter((upload) => upload !== null);
  };
  const bucketPath = new RegExp(`^/${bucket}/?$`);
  const objectPath = new RegExp(`^/${bucket}/(.+)$`);
  const middleware = async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.method === 'GET' && bucketPath.test(ctx.path) && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const uploads = (await inProgress()).filter((upload) => upload.key.startsWith(prefix));
      ctx.body = {
        ListMultipartUploadsResult: {
          '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
          Bucket: bucket,
          Prefix: prefix,
          MaxUploads: 1000,
          IsTruncated: false,
          Upload: uploads.map((upload) => ({
            Key: upload.key,
            UploadId: upload.uploadId,
            Initiated: upload.initiated.toISOString(),
            StorageClass: 'STANDARD',
          })),
        },
      };
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && typeof uploadId === 'string' && objectPath.test(ctx.path)) {
      const folder = path.join(root, path.basename(uploadId));
      const exists = await stat(folder).then(
        () => true,
        () => false,
      );
      if (!exists) {
        ctx.status = 404;
        ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The upload does not exist.' } };
        return;
      }
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  };
  return { middleware, inProgress };
}

/** The S3 operation a request asks for, by its method, path and query (those the driver sends). */
function operationOf(ctx: Context): string {
  const has = (name: string) => name in ctx.query;
  const onObject = /^\/[^/]+\/.+/.test(ctx.path);
  if (!onObject) {
    if (ctx.method === 'GET' && has('uploads')) return 'ListMultipartUploads';
    if (ctx.method === 'GET') return has('list-type') ? 'ListObjectsV2' : 'ListObjects';
    return `${ctx.method} bucket`;
  }
  switch (ctx.method) {
    case 'PUT':
      if (has('uploadId')) return 'UploadPart';
      return 'x-amz-copy-source' in ctx.headers ? 'CopyObject' : 'PutObject';
    case 'POST':
      return has('uploads') ? 'CreateMultipartUpload' : 'CompleteMultipartUpload';
    case 'DELETE':
      return has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
    case 'HEAD':
      return 'HeadObject';
    default:
      return 'GetObject';
  }
}

/** An S3-protocol server on a free local port, keeping its bucket in a new temporary folder. */
export async function startS3Server(bucket = 'screenspot-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'screenspot-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const uploads = multipartUploads(directory, bucket);
  // Before the package's router, which answers both requests as not implemented.
  server.middleware.splice(server.middleware.length - 1, 0, uploads.middleware);
  // The AWS SDK signs a bucket's path with its trailing slash (`/bucket/?list-type=2`) and the
  // package checks the signature against `/bucket`: such requests are let through unchecked.
  // Requests on objects keep their signatures checked.
  const operations: string[] = [];
  server.middleware.unshift(async (ctx: Context, next: () => Promise<void>) => {
    operations.push(operationOf(ctx));
    if (/^\/[^/]+\/$/.test(ctx.path)) {
      ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } });
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // The package's own account; any other key is refused.
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = createS3Client({
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: true,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  });
  return {
    bucket,
    endpoint,
    env,
    operations,
    client,
    async keys(prefix = '') {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async uploads() {
      return (await uploads.inProgress()).map((upload) => upload.key).sort();
    },
    async backdate(key, ms) {
      const then = new Date(Date.now() - ms);
      const upload = (await uploads.inProgress()).find((entry) => entry.key === key);
      const file = upload?.keyFile ?? path.join(directory, bucket, `${key}${objectSuffix}`);
      await utimes(file, then, then);
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The S3 server a test file shares: started before its first test and stopped after its last.
 * Called before useTestApp, its `env` (the file's own settings given here, and the server's, added
 * when it is up) is the app's configuration. The object is filled in when the server is up, so the
 * file can hold on to it from the start.
 */
export function useS3Server(env: Record<string, string> = {}, bucket?: string): S3TestServer {
  const s3 = { env: { ...env } } as S3TestServer;
  beforeAll(async () => {
    const started = await startS3Server(bucket);
    Object.assign(s3.env, started.env);
    Object.assign(s3, { ...started, env: s3.env });
  });
  afterAll(() => s3.stop?.());
  return s3;
}
