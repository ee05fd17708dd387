// Over 400 lines: the upload's every refusal shares one multipart builder and storage check.
import type net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app';
import { buildCustomer, sessionCookie } from '../../../test/builders';
import {
  makeVideo,
  multipartBody,
  orderUploadBody,
  scheduleParts,
  startRawUpload,
} from '../../../test/videos';
import { waitFor } from '../../../test/wait';
import { screens, orders, orderStatusHistory } from '../../db/schema';
import { storedFiles } from '../../../test/stored-files';

const t = useTestApp({ FFPROBE_PATH: '/nonexistent/ffprobe' });
let screen: typeof screens.$inferSelect;
let customerId: number;
let cookie: string;

beforeAll(async () => {
  // These tests count the files uploads leave behind; the creative checks, which add stills in the
  // background, are kept out (their job finds no ffprobe) and tested in video-checks tests.
  // The screen with the shortest limit, so "one second over" is a short video to make.
  [screen] = await t.database.db
    .select()
    .from(screens)
    .orderBy(asc(screens.durationSeconds), asc(screens.id))
    .limit(1);
  const customer = await buildCustomer(t.database.db);
  customerId = customer.id;
  cookie = await sessionCookie(t.database.db, customer.id);
});

/** Another advertiser's session: each account may upload 20 times an hour. */
async function freshCookie(): Promise<string> {
  return sessionCookie(t.database.db, (await buildCustomer(t.database.db)).id);
}

/** Every file under the storage folder, temporary or final (the instance's heartbeat aside). */

async function orderCount(): Promise<number> {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return rows.length;
}

/** Uploads, and expects a refusal with this status and message that keeps no order and no file. */
async function expectRefused(video: { data: Buffer }, statusCode: number, message: unknown) {
  const before = await orderCount();
  const files = storedFiles(t.dataDir);
  const res = await upload(video);
  expect(res.statusCode).toBe(statusCode);
  expect(res.json().message).toEqual(message);
  expect(await orderCount()).toBe(before);
  expect(storedFiles(t.dataDir)).toEqual(files);
}

function upload(
  video: { data: Buffer; filename?: string; contentType?: string } | null,
  options: { ledId?: string | null; cookie?: string | null; videoFirst?: boolean } = {},
) {
  const ledId = options.ledId === undefined ? String(screen.id) : options.ledId;
  const fields = ledId === null ? [] : [{ name: 'ledId', value: ledId }, ...scheduleParts()];
  const files = video
    ? [
        {
          name: 'video',
          filename: video.filename ?? 'ad.mp4',
          contentType: video.contentType ?? 'video/mp4',
          data: video.data,
        },
      ]
    : [];
  const body = multipartBody(options.videoFirst ? [...files, ...fields] : [...fields, ...files]);
  const sessionCookieHeader = options.cookie === undefined ? cookie : options.cookie;
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, ...(sessionCookieHeader ? { cookie: sessionCookieHeader } : {}) },
  });
}

describe('POST /api/order', () => {
  it('takes a good MP4: the order is under review, the file is stored under its final key', async () => {
    const video = makeVideo({ seconds: 2, format: 'mp4' });
    const before = await orderCount();
    const res = await upload({ data: video });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      id: expect.any(Number),
      ledInfo: {
        ledId: screen.id,
        billboardName: screen.name,
        description: screen.description,
        price: screen.priceCents / 100,
      },
      statusCode: 0,
      statusMessage: 'Under review',
      statusReason: null,
      videoUrl: `/api/order/${order.id}/video`,
    });
    expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await orderCount()).toBe(before + 1);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      videoContentType: 'video/mp4',
      videoBytes: video.length,
      videoFileName: 'ad.mp4',
    });
    expect(row!.videoDurationMs).toBeGreaterThan(1900);
    expect(storedFiles(t.dataDir)).toContain(row!.videoKey);
    expect(storedFiles(t.dataDir).filter((file) => file.startsWith('tmp'))).toEqual([]);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 0, changedBy: customerId }]);

    const watched = await t.app.inject({ method: 'GET', url: order.videoUrl, headers: { cookie } });
    expect(watched.statusCode).toBe(200);
    expect(watched.rawPayload.equals(video)).toBe(true);
  });

  it('takes a good WebM, and the fields in either order', async () => {
    const res = await upload(
      {
        data: makeVideo({ seconds: 2, format: 'webm' }),
        filename: 'ad.webm',
        contentType: 'video/webm',
      },
      { videoFirst: true },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ videoContentType: 'video/webm' });
    expect(row!.videoKey).toMatch(/^videos\/.+\.webm$/);
  });

  it('refuses a video with no schedule and no orderId with 400 naming the missing fields', async () => {
    const allOrders = async () =>
      (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await allOrders();
    const other = await freshCookie();
    const video = makeVideo({ seconds: 2, format: 'mp4' });
    const send = (fields: { name: string; value: string }[]) => {
      const body = multipartBody([
        { name: 'ledId', value: String(screen.id) },
        ...fields,
        { name: 'video', filename: 'ad.mp4', contentType: 'video/mp4', data: video },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: body.payload,
        headers: { ...body.headers, cookie: other },
      });
    };

    const none = await send([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Choose when the video plays: startDate, endDate, dayparts, spotsPerLoop are required (or orderId, for an order awaiting its video).',
    );
    expect(none.json().errors).toMatchObject({
      startDate: 'Required',
      endDate: 'Required',
      dayparts: 'Required',
      spotsPerLoop: 'Required',
    });

    // A schedule with one field left out names only that one.
    const partial = await send(scheduleParts().filter((part) => part.name !== 'dayparts'));
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/: dayparts is required/);
    expect(Object.keys(partial.json().errors)).toEqual(['dayparts', 'orderId']);

    expect(await allOrders()).toBe(before);
    expect(storedFiles(t.dataDir)).not.toContainEqual(expect.stringMatching(/^tmp/));
  });

  it('judges by the bytes, not the name: a text file renamed .mp4 is refused with 415', async () => {
    await expectRefused(
      { data: Buffer.from('this is a shopping list\n'.repeat(1000)) },
      415,
      'This file is not a supported video. Please upload an MP4, MOV or WebM file.',
    );
  });

  it('refuses a real video sent with a video type but in a format it does not take (GIF)', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const res = await upload({ data: gif, filename: 'ad.mp4' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses 51 MB with 413 and keeps nothing', async () => {
    const head = makeVideo({ seconds: 1, format: 'mp4', faststart: true });
    const big = Buffer.concat([head, Buffer.alloc(51 * 1024 * 1024 - head.length)]);
    await expectRefused(
      { data: big },
      413,
      'The video is larger than 50 MB. Please choose a smaller file.',
    );
  });

  it("refuses a video one second over the screen's limit with 422", async () => {
    const video = makeVideo({ seconds: screen.durationSeconds + 1, format: 'mp4' });
    await expectRefused(
      { data: video },
      422,
      `The video is longer than this screen's maximum of ${screen.durationSeconds} seconds. Please trim it and try again.`,
    );
  });

  it('refuses a video four times the limit whose header claims a third of it', async () => {
    const honest = makeVideo({ seconds: screen.durationSeconds * 4, format: 'mp4' });
    // The movie header (mvhd) is made to claim a third of the limit; the samples still run long.
    const lying = Buffer.from(honest);
    const at = lying.indexOf('mvhd');
    const timescaleAt = at + 8 + (lying[at + 4] === 1 ? 16 : 8);
    const timescale = lying.readUInt32BE(timescaleAt);
    lying.writeUInt32BE(Math.floor((screen.durationSeconds / 3) * timescale), timescaleAt + 4);
    await expectRefused(
      { data: lying },
      422,
      expect.stringContaining('The video is longer than this screen'),
    );
  });

  it('takes a video exactly as long as the limit', async () => {
    const video = makeVideo({ seconds: screen.durationSeconds, format: 'mp4' });
    expect((await upload({ data: video })).statusCode).toBe(201);
  });

  it('refuses a video whose duration cannot be read with 422', async () => {
    // An MP4 whose movie header (written last) never arrived.
    const video = makeVideo({ seconds: 2, format: 'mp4' });
    const res = await upload({ data: video.subarray(0, video.indexOf('moov') - 4) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not read the length/);
  });

  it('judges a recording with no length in its header by its blocks: too long is 422', async () => {
    const other = { cookie: await freshCookie() };
    const before = await orderCount();
    const live = makeVideo({ seconds: screen.durationSeconds + 3, format: 'webm', streamed: true });
    const res = await upload(
      { data: live, filename: 'rec.webm', contentType: 'video/webm' },
      other,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/longer than this screen's maximum/);
    expect(await orderCount()).toBe(before);

    const short = makeVideo({ seconds: 2, format: 'webm', streamed: true });
    const ok = await upload(
      { data: short, filename: 'rec.webm', contentType: 'video/webm' },
      other,
    );
    expect(ok.statusCode).toBe(201);
  });

  it('judges a fragmented MP4 by its fragments: one over the limit is 422', async () => {
    const other = { cookie: await freshCookie() };
    const over = makeVideo({
      seconds: screen.durationSeconds + 2,
      format: 'mp4',
      fragmented: true,
      keyframeSeconds: 1,
    });
    const res = await upload({ data: over }, other);
    expect(res.statusCode).toBe(422);
    const fits = makeVideo({ seconds: 2, format: 'mp4', fragmented: true, keyframeSeconds: 1 });
    expect((await upload({ data: fits }, other)).statusCode).toBe(201);
  });

  it('needs a session (401), a known screen (404) and both fields (400)', async () => {
    const video = { data: makeVideo({ seconds: 1, format: 'mp4' }) };
    const before = await orderCount();
    const files = storedFiles(t.dataDir);

    const anonymous = await upload(video, { cookie: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');

    const forged = await upload(video, { cookie: 'sid=not-a-real-session' });
    expect(forged.statusCode).toBe(401);

    const unknown = await upload(video, { ledId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This screen does not exist or is no longer available.');

    const unknownAfterVideo = await upload(video, { ledId: '999999', videoFirst: true });
    expect(unknownAfterVideo.statusCode).toBe(404);

    const malformed = await upload(video, { ledId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ ledId: 'Must be a positive whole number' });

    const noLedId = await upload(video, { ledId: null });
    expect(noLedId.statusCode).toBe(400);
    expect(noLedId.json().errors).toEqual({ ledId: 'Required' });

    const noVideo = await upload(null);
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().errors).toEqual({ video: 'Required' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { ledId: screen.id },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(415);

    expect(await orderCount()).toBe(before);
    expect(storedFiles(t.dataDir)).toEqual(files);
  });

  it('answers 400 to a body that breaks the multipart format', async () => {
    const body = multipartBody([{ name: 'ledId', value: String(screen.id) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: body.payload.subarray(0, body.payload.length - 10),
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The form is malformed.');
  });

  it('leaves no order and no file when the connection is cut mid-upload', async () => {
    const before = await orderCount();
    const files = storedFiles(t.dataDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;

    const video = makeVideo({ seconds: 2, format: 'mp4' });
    const body = orderUploadBody(screen.id, Buffer.concat([video, Buffer.alloc(4 * 1024 * 1024)]));
    const socket = await startRawUpload(port, cookie, body);
    // Send about half, wait until the server is writing the temporary file, then cut.
    socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    await waitFor(() => storedFiles(t.dataDir).some((file) => file.startsWith('tmp')));
    socket.destroy();

    await waitFor(() => storedFiles(t.dataDir).length === files.length);
    expect(storedFiles(t.dataDir)).toEqual(files);
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /api/order with STORAGE=s3 and the storage unreachable', () => {
  it('answers 500 without details and creates no order', async () => {
    const s3App = await buildTestApp({
      STORAGE: 's3',
      S3_BUCKET: 'ads',
      // A closed local port: no traffic leaves the machine, every request fails fast.
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const customer = await buildCustomer(s3App.database.db);
      const body = orderUploadBody(screen.id, makeVideo({ seconds: 1 }));
      const res = await s3App.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: body.payload,
        headers: { ...body.headers, cookie: await sessionCookie(s3App.database.db, customer.id) },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'serverError',
        message: 'Something went wrong on our side. Please try again.',
      });
      const rows = await s3App.database.db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customer.id));
      expect(rows).toEqual([]);
    } finally {
      await s3App.close();
    }
  });
});
