import { createHash, randomBytes } from 'node:crypto';
import type net from 'node:net';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { localDate } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartbeatName } from '../src/adapters/storage/keys';
import { contentPermits, orderCells, orders, videoChecks } from '../src/db/schema';
import { runVideoCheck } from '../src/modules/orders/video-check-job';
import { useTestContext } from './app';
import { buildLoopScreen } from './booking-builders';
import { buildCustomer, buildOperator, injectAs, sessionCookie } from './builders';
import { asPlayer, pairPlayer, readManifest } from './player-builders';
import { useS3Server } from './s3-server';
import { makeVideo, multipartBody, orderUploadBody, startRawUpload } from './videos';
import { waitFor } from './wait';

// The service with STORAGE=s3 against an S3-protocol server the test starts on a free local port:
// uploads, the moderator's and the players' range reads, deletion and failed uploads go over the
// wire to a real bucket. The creative checks are kept out of the background (their job finds no
// ffprobe) so the bucket holds only what each test puts there; one test runs a check itself.
const s3 = useS3Server({ FFPROBE_PATH: '/nonexistent/ffprobe', PLAYER_CACHE_SECONDS: '0' });
const { t, db } = useTestContext(s3.env);
let operator: Awaited<ReturnType<typeof buildOperator>>;
let cookie: string;
let screenId: number;

beforeAll(async () => {
  operator = await buildOperator(db());
  cookie = await newCookie();
  screenId = (await buildLoopScreen(db())).id;
});

/** The bucket's objects, the instances' heartbeats aside. */
async function objects(prefix = ''): Promise<string[]> {
  return (await s3.keys(prefix)).filter((key) => !key.endsWith(`/${heartbeatName}`));
}

/** Another advertiser's session: each may hold three unpaid campaigns. */
async function newCookie(): Promise<string> {
  return sessionCookie(db(), (await buildCustomer(db())).id);
}

function upload(data: Buffer, fields: { ledId?: number; orderId?: number; cookie?: string } = {}) {
  const body = fields.orderId
    ? multipartBody([
        { name: 'orderId', value: String(fields.orderId) },
        { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data },
      ])
    : orderUploadBody(fields.ledId ?? screenId, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, cookie: fields.cookie ?? cookie },
  });
}

async function orderRow(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function orderCount(): Promise<number> {
  return (await db().select({ id: orders.id }).from(orders)).length;
}

describe('uploads with STORAGE=s3', () => {
  it('store the video as one object under its final key, and the owner watches it back', async () => {
    const video = makeVideo({ seconds: 2, faststart: true });
    const from = s3.operations.length;
    const res = await upload(video);
    expect(res.statusCode, res.body).toBe(201);
    const row = await orderRow(res.json().id);

    expect(await objects('videos/')).toContain(row.videoKey);
    expect(await objects('tmp/')).toEqual([]);
    expect(await s3.uploads()).toEqual([]);
    // Written under a temporary key, then moved to the final one with the order's row.
    expect(s3.operations.slice(from)).toEqual(
      expect.arrayContaining(['PutObject', 'CopyObject', 'DeleteObject']),
    );

    const watched = await t.app.inject({ url: res.json().videoUrl, headers: { cookie } });
    expect(watched.statusCode).toBe(200);
    expect(watched.rawPayload.equals(video)).toBe(true);
  });

  it('serve the moderation player byte ranges read from the bucket', async () => {
    const video = makeVideo({ seconds: 2, faststart: true });
    const owner = await newCookie();
    const placed = await upload(video, { cookie: owner });
    expect(placed.statusCode, placed.body).toBe(201);
    const url = `/api/admin/orders/${placed.json().id}/video`;
    const asOperator = (range?: string) =>
      injectAs(t.app, db(), operator.id, { url, headers: range ? { range } : {} });

    const from = s3.operations.length;
    const part = await asOperator('bytes=100-1099');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
    expect(s3.operations.slice(from)).toEqual(['HeadObject', 'GetObject']);

    const tail = await asOperator(`bytes=${video.length - 50}-`);
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 50))).toBe(true);

    const beyond = await asOperator(`bytes=${video.length + 10}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    // The customer is not a moderator.
    const notOperator = await t.app.inject({ url, headers: { cookie: owner, range: 'bytes=0-9' } });
    expect(notOperator.statusCode).toBe(403);
  });

  it('delete the object of a video replaced while in review', async () => {
    const owner = await newCookie();
    const placed = await upload(makeVideo({ seconds: 1, faststart: true }), { cookie: owner });
    expect(placed.statusCode, placed.body).toBe(201);
    const first = (await orderRow(placed.json().id)).videoKey!;
    expect(await objects('videos/')).toContain(first);

    const newVideo = makeVideo({ seconds: 2, faststart: true });
    const replaced = await upload(newVideo, { orderId: placed.json().id, cookie: owner });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const second = (await orderRow(placed.json().id)).videoKey!;
    expect(second).not.toBe(first);
    const stored = await objects('videos/');
    expect(stored).toContain(second);
    expect(stored).not.toContain(first);
    expect(await objects('tmp/')).toEqual([]);
  });

  it('leave no object when the file is refused', async () => {
    const before = await objects();
    const orders = await orderCount();
    const res = await upload(randomBytes(64 * 1024));
    expect(res.statusCode).toBe(415);
    expect(await objects()).toEqual(before);
    expect(await s3.uploads()).toEqual([]);
    expect(await orderCount()).toBe(orders);
  });

  it('leave no object and no unfinished upload when the connection is cut after a part went up', async () => {
    const before = await objects();
    const orders = await orderCount();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;

    // A camera's file (its movie header last) of about 12 MB: S3 takes parts of 5 MiB.
    const video = makeVideo({ seconds: 2, format: 'mp4' });
    const body = orderUploadBody(screenId, Buffer.concat([video, Buffer.alloc(12 * 1024 * 1024)]));
    const socket = await startRawUpload(port, cookie, body);
    // Send about 8 MB, wait until the first part is in the bucket's unfinished upload, then cut.
    const from = s3.operations.length;
    socket.write(body.payload.subarray(0, 8 * 1024 * 1024));
    await waitFor(async () => s3.operations.slice(from).includes('UploadPart'));
    expect((await s3.uploads()).length).toBe(1);
    socket.destroy();

    await waitFor(async () => (await s3.uploads()).length === 0);
    expect(s3.operations.slice(from)).toContain('AbortMultipartUpload');
    expect(await objects()).toEqual(before);
    expect(await orderCount()).toBe(orders);
  });
});

describe('two instances sharing the database and the bucket', () => {
  it('play on one what was uploaded on the other', async () => {
    const peer = await t.buildPeer();
    try {
      const screen = await buildLoopScreen(db());
      // The screen's player is paired through the second instance.
      const paired = await pairPlayer(peer.app, db(), screen.id, operator.id);
      const player = asPlayer(peer.app, paired.token);

      // Uploaded through the first instance.
      const video = makeVideo({ seconds: 2, faststart: true });
      const placed = await upload(video, { ledId: screen.id, cookie: await newCookie() });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().id as number;
      const videoKey = (await orderRow(orderId)).videoKey!;

      // The creative check runs on the second instance: it reads the video from the bucket and
      // stores its stills there.
      await runVideoCheck(
        { db: db(), storage: peer.app.deps.storage, log: peer.app.log },
        orderId,
        videoKey,
      );
      const [check] = await db().select().from(videoChecks).where(eq(videoChecks.orderId, orderId));
      const sha256 = createHash('sha256').update(video).digest('hex');
      expect(check).toMatchObject({ videoKey, sha256 });
      // A small test pattern: warned of (its size), which plays, or passed.
      expect(['pass', 'warn']).toContain(check!.status);
      expect(check!.thumbnailKeys).toHaveLength(3);
      expect(await objects('thumbnails/')).toEqual(expect.arrayContaining(check!.thumbnailKeys!));

      // A moderator on the second instance watches part of it and approves it.
      const asOperator = (options: InjectOptions) => injectAs(peer.app, db(), operator.id, options);
      const watched = await asOperator({
        url: `/api/admin/orders/${orderId}/video`,
        headers: { range: 'bytes=2048-4095' },
      });
      expect(watched.statusCode).toBe(206);
      expect(watched.rawPayload.equals(video.subarray(2048, 4096))).toBe(true);
      const approved = await asOperator({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/approve`,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      // Then paid, and booked for tomorrow evening (inside the manifest's 48 hours): payment and
      // booking dates are not what this test is about.
      await db().update(orders).set({ statusCode: orderStatus.paid }).where(eq(orders.id, orderId));
      const tomorrow = localDate(new Date(Date.now() + 86_400_000));
      await db().update(orderCells).set({ date: tomorrow }).where(eq(orderCells.orderId, orderId));
      // Its content permit covers the day, as every played day needs one (decision 0062).
      await db()
        .insert(contentPermits)
        .values({
          orderId,
          number: `DM-ADV-${orderId}`,
          authority: 'dm',
          validFrom: tomorrow,
          validTo: tomorrow,
          recordedBy: (await orderRow(orderId)).customerId,
        });

      const item = (await readManifest(player)).items.find((entry) => entry.orderId === orderId);
      expect(item).toMatchObject({ sha256 });
      const whole = await player({ url: item!.videoUrl });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
      const part = await player({ url: item!.videoUrl, headers: { range: 'bytes=0-1023' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(video.subarray(0, 1024))).toBe(true);
      // And the first instance answers the same player the same bytes.
      const fromFirst = await asPlayer(t.app, paired.token)({ url: item!.videoUrl });
      expect(fromFirst.rawPayload.equals(video)).toBe(true);
    } finally {
      await peer.close();
    }
  });

  it('sweep, on starting, the unfinished upload an instance killed mid-upload left', async () => {
    // A stopped instance's upload: its first part sent an hour ago, then nothing, no heartbeat.
    const Key = `tmp/0dead-${randomBytes(4).toString('hex')}/${randomBytes(8).toString('hex')}`;
    const { UploadId } = await s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key }),
    );
    await s3.client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key,
        UploadId,
        PartNumber: 1,
        Body: randomBytes(1000),
      }),
    );
    await s3.backdate(Key, 3_600_000);
    expect(await s3.uploads()).toContain(Key);

    const peer = await t.buildPeer();
    try {
      await waitFor(async () => !(await s3.uploads()).includes(Key));
    } finally {
      await peer.close();
    }
  });
});

/** Polls until the condition holds; fails the test after `timeoutMs`. */
