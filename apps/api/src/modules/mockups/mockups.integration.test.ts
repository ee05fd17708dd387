import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Mockup } from '@screenspot/contracts/mockup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../../adapters/ffmpeg';
import { orderMockups } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { h264Args } from '../../../test/tools';
import {
  buildCustomer,
  buildOperator,
  buildOrder,
  buildScreen,
  injectWithCookie,
  sessionCookie,
  storeVideo,
} from '../../../test/builders';

const work = mkdtempSync(path.join(tmpdir(), 'screenspot-mockups-'));
let t: TestApp;
let asOwner: ReturnType<typeof injectWithCookie>;
let asStranger: ReturnType<typeof injectWithCookie>;
let asOperator: ReturnType<typeof injectWithCookie>;
let screenId: number;
let orderId: number;
let photo: Buffer;

const square = [
  { x: 0.2, y: 0.2 },
  { x: 0.8, y: 0.25 },
  { x: 0.75, y: 0.8 },
  { x: 0.25, y: 0.75 },
];

/** A still or a short clip made with ffmpeg (the system's or the npm package's). */
function made(name: string, ...args: string[]): Buffer {
  const file = path.join(work, name);
  execFileSync(findFfmpeg()!.ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args, file]);
  return readFileSync(file);
}

function putArea(screen: number, body: unknown, as = asOperator) {
  return as({
    method: 'PUT',
    url: `/api/admin/screens/${screen}/display-area`,
    payload: body as object,
  });
}

async function mockupOnceSettled(id: number): Promise<Mockup> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await asOwner({ method: 'GET', url: `/api/order/${id}/mockup` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Mockup;
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error(`mock-up of order ${id} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  screenId = (await buildScreen(db, { size: '320x180' })).id;
  const owner = await buildCustomer(db);
  const stranger = await buildCustomer(db);
  const operator = await buildOperator(db);
  asOwner = injectWithCookie(t.app, await sessionCookie(db, owner.id));
  asStranger = injectWithCookie(t.app, await sessionCookie(db, stranger.id));
  asOperator = injectWithCookie(t.app, await sessionCookie(db, operator.id));

  photo = made('photo.png', '-f', 'lavfi', '-i', 'color=c=0x808080:s=320x240', '-frames:v', '1');
  const uploaded = await asOperator({
    method: 'PUT',
    url: `/api/admin/screens/${screenId}/image`,
    payload: photo,
    headers: { 'content-type': 'image/png' },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const video = made(
    'red.mp4',
    ...['-f', 'lavfi', '-i', 'color=c=red:s=320x180:d=2:r=10'],
    ...h264Args,
  );
  const order = await buildOrder(db, {
    customerId: owner.id,
    screenId,
    videoDurationMs: 2_000,
    flightStart: '2026-12-01',
    flightEnd: '2026-12-14',
  });
  await storeVideo(t.app.deps.storage, order.videoKey, video);
  orderId = order.id;
  // The app, two files made with ffmpeg and an upload: on a busy two-core machine, over a minute.
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('marking the display area', () => {
  it.each([
    ['three corners', { corners: square.slice(0, 3) }, 'Mark exactly four corners'],
    ['five corners', { corners: [...square, square[0]] }, 'Mark exactly four corners'],
    ['no corners at all', {}, 'Mark exactly four corners'],
    [
      'a corner outside the photo',
      { corners: [{ x: -0.1, y: 0.2 }, ...square.slice(1)] },
      'Every corner must be inside the photo',
    ],
    [
      'a corner that is not a number',
      { corners: [{ x: 'left', y: 0.2 }, ...square.slice(1)] },
      'Every corner must be inside the photo',
    ],
    [
      'crossed corners (a bow tie)',
      { corners: [square[0], square[2], square[1], square[3]] },
      'The corners must make a convex shape, marked clockwise from the top left',
    ],
    [
      'corners marked anticlockwise',
      { corners: [...square].reverse() },
      'The corners must make a convex shape, marked clockwise from the top left',
    ],
    [
      'a dented (concave) shape',
      { corners: [square[0], { x: 0.4, y: 0.55 }, square[2], square[3]] },
      'The corners must make a convex shape, marked clockwise from the top left',
    ],
    [
      'a sliver of the photo',
      {
        corners: [
          { x: 0.1, y: 0.1 },
          { x: 0.2, y: 0.1 },
          { x: 0.2, y: 0.12 },
          { x: 0.1, y: 0.12 },
        ],
      },
      'The marked area is too small',
    ],
  ])('refuses %s with 400 and says why', async (_name, body, message) => {
    const res = await putArea(screenId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    const area = await asOperator({
      method: 'GET',
      url: `/api/admin/screens/${screenId}/display-area`,
    });
    expect(area.json()).toMatchObject({ corners: null, current: false });
  });

  it('refuses a screen without a photo (409) and an unknown screen (404)', async () => {
    const bare = await buildScreen(t.database.db);
    const noPhoto = await putArea(bare.id, { corners: square });
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.json().message).toBe(
      "Upload the screen's photo before marking its display area.",
    );
    expect((await putArea(999_999, { corners: square })).statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    expect((await putArea(screenId, { corners: square }, asOwner)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/screens/${screenId}/display-area`,
      payload: { corners: square },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("an order's mock-up", () => {
  it('is unavailable until the area is marked, then rendered by the job for the owner', async () => {
    expect((await mockupOnceSettled(orderId)).status).toBe('unavailable');
    const saved = await putArea(screenId, { corners: square });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ corners: square, current: true });

    const mockup = await mockupOnceSettled(orderId);
    expect(mockup).toMatchObject({
      status: 'ready',
      imageUrl: `/api/order/${orderId}/mockup.png`,
      pdfUrl: `/api/order/${orderId}/mockup.pdf`,
    });
    const png = await asOwner({ method: 'GET', url: mockup.imageUrl! });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await asOwner({
      method: 'GET',
      url: mockup.imageUrl!,
      headers: { 'if-none-match': String(png.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const pdf = await asOwner({ method: 'GET', url: mockup.pdfUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('is fetched only by its owner and by operators', async () => {
    for (const suffix of ['', '.png', '.pdf']) {
      const url = `/api/order/${orderId}/mockup${suffix}`;
      expect((await asStranger({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const admin = `/api/admin/orders/${orderId}/mockup${suffix}`;
      expect((await asOperator({ method: 'GET', url: admin })).statusCode, admin).toBe(200);
      expect((await asOwner({ method: 'GET', url: admin })).statusCode, admin).toBe(403);
    }
  });

  it('is rendered again when the corners change, and the old image is removed', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(orderMockups).where(eq(orderMockups.orderId, orderId));
    const moved = square.map(({ x, y }) => ({ x: x * 0.9, y: y * 0.9 }));
    expect((await putArea(screenId, { corners: moved })).statusCode).toBe(200);
    const mockup = await mockupOnceSettled(orderId);
    expect(mockup.status).toBe('ready');
    const [after] = await db.select().from(orderMockups).where(eq(orderMockups.orderId, orderId));
    expect(after!.imageKey).not.toBe(before!.imageKey);
    expect(await t.app.deps.storage.stat(before!.imageKey!)).toBeNull();
  });

  it('asks for a new marking once the photo is replaced', async () => {
    const other = made(
      'other.png',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x406080:s=320x240',
      '-frames:v',
      '1',
    );
    await asOperator({
      method: 'PUT',
      url: `/api/admin/screens/${screenId}/image`,
      payload: other,
      headers: { 'content-type': 'image/png' },
    });
    const area = await asOperator({
      method: 'GET',
      url: `/api/admin/screens/${screenId}/display-area`,
    });
    expect(area.json()).toMatchObject({ current: false });
    expect(area.json().corners).toHaveLength(4);
  });
});
