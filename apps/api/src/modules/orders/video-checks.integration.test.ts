// Over 400 lines: each video check needs its own crafted file; they share the probing set-up.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkKeys,
  type CheckKey,
  type CheckResult,
  type CheckStatus,
  type VideoChecks,
} from '@screenspot/contracts/video-checks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoChecks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  buildCustomer,
  buildOperator,
  buildOrder,
  buildScreen,
  sessionCookie,
  storeVideo,
} from '../../../test/builders';
import { h264Args } from '../../../test/tools';
import { lieInMovieHeader, orderUploadBody } from '../../../test/videos';
import { createRequire } from 'node:module';
import { MediaToolError, runTool } from '../../adapters/ffmpeg';
import { recordNewVideo, requestVideoCheck } from './service';
import { runVideoCheck } from './video-check-job';

// Real videos made with ffmpeg here, uploaded through the API; the check job runs on the queue.
const work = mkdtempSync(path.join(tmpdir(), 'screenspot-checks-'));
let t: TestApp;
let screen: Awaited<ReturnType<typeof buildScreen>>;
let owner: number;
let ownerCookie: string;
let operatorCookie: string;

type Made = { size?: string; seconds: number; audio?: boolean; blackFrom?: number; rate?: number };

/** A test video: moving test pattern, optionally with a tone, optionally black from `blackFrom`. */
function makeVideo(name: string, options: Made): Buffer {
  const size = options.size ?? '320x180';
  const rate = options.rate ?? 25;
  const file = path.join(work, `${name}.mp4`);
  const pattern = `testsrc2=size=${size}:rate=${rate}:duration=${options.blackFrom ?? options.seconds}`;
  const inputs =
    options.blackFrom === undefined
      ? ['-f', 'lavfi', '-i', pattern]
      : [
          ...['-f', 'lavfi', '-i', pattern],
          ...['-f', 'lavfi', '-i', `color=black:size=${size}:rate=${rate}`],
          ...['-t', String(options.seconds - options.blackFrom)],
        ];
  const video =
    options.blackFrom === undefined
      ? ['-map', '0:v']
      : ['-filter_complex', '[0:v][1:v]concat=n=2:v=1[v]', '-map', '[v]'];
  const audio = options.audio
    ? ['-f', 'lavfi', '-t', String(options.seconds), '-i', 'sine=frequency=440']
    : [];
  const audioMap = options.audio ? ['-map', `${options.blackFrom === undefined ? 1 : 2}:a`] : [];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...inputs,
    ...audio,
    ...video,
    ...audioMap,
    ...h264Args,
    ...['-t', String(options.seconds)],
    file,
  ]);
  return readFileSync(file);
}

async function upload(data: Buffer) {
  const body = orderUploadBody(screen.id, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, cookie: ownerCookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Stores `data` as a new order's video on a screen, past the upload's byte sniffing. */
async function storedVideoOrder(data: Buffer, screenId = screen.id) {
  const db = t.database.db;
  const order = await buildOrder(db, { customerId: owner, screenId });
  await storeVideo(t.app.deps.storage, order.videoKey, data);
  await recordNewVideo(db, order.id, order.videoKey);
  return order;
}

/** Stores `data` as a new order's video (past the upload's byte sniffing) and checks it. */
async function checkStored(data: Buffer, screenId = screen.id) {
  const order = await storedVideoOrder(data, screenId);
  await requestVideoCheck(t.app.deps.jobs, order.id, order.videoKey);
  return checked(order.id);
}

/** The owner's view of the checks once the job has stored them. */
async function checked(orderId: number): Promise<VideoChecks> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/checks`,
      headers: { cookie: ownerCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as VideoChecks;
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error(`checks of order ${orderId} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const check = (checks: VideoChecks, key: CheckResult['key']) =>
  checks.checks.find((c) => c.key === key)!;

beforeAll(async () => {
  // One owner uploads every video here: the cap on unpaid campaigns is not what is tested.
  t = await buildTestApp({ MAX_UNPAID_CAMPAIGNS: '50' });
  // A small screen keeps ffmpeg quick: 320×180 (16:9), 4-second slots.
  screen = await buildScreen(t.database.db, { size: '320x180', durationSeconds: 4 });
  const customer = await buildCustomer(t.database.db);
  owner = customer.id;
  ownerCookie = await sessionCookie(t.database.db, owner);
  const operator = await buildOperator(t.database.db);
  operatorCookie = await sessionCookie(t.database.db, operator.id);
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const statuses = (checks: VideoChecks) => checks.checks.map((c) => [c.key, c.status]);
/** Every check, in the order the customer sees them, passing but for the ones named. */
const allPassBut = (others: Partial<Record<CheckKey, CheckStatus>>) =>
  checkKeys.map((key) => [key, others[key] ?? 'pass']);

describe('creative checks on uploaded videos', () => {
  it('a good video passes every check, with its digest, length and three private thumbnails', async () => {
    const bytes = makeVideo('good', { seconds: 4 });
    const orderId = await upload(bytes);
    const checks = await checked(orderId);
    expect(checks.status).toBe('pass');
    expect(statuses(checks)).toEqual(allPassBut({}));
    expect(check(checks, 'codec').measured).toBe('H.264');
    expect(check(checks, 'resolution').measured).toBe('320×180');
    expect(check(checks, 'aspect').measured).toBe('16:9');
    expect(check(checks, 'frameRate').measured).toBe('25 fps');
    expect(checks.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(checks.width).toBe(320);
    expect(checks.height).toBe(180);
    expect(Math.abs(checks.durationMs! - 4000)).toBeLessThan(100);
    expect(checks.thumbnailUrls).toHaveLength(3);

    const thumb = await t.app.inject({
      method: 'GET',
      url: checks.thumbnailUrls[1]!,
      headers: { cookie: ownerCookie },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const cached = await t.app.inject({
      method: 'GET',
      url: checks.thumbnailUrls[1]!,
      headers: { cookie: ownerCookie, 'if-none-match': String(thumb.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    // Another customer sees neither the checks nor the stills; an operator sees both.
    const stranger = await sessionCookie(t.database.db, (await buildCustomer(t.database.db)).id);
    for (const url of [`/api/order/${orderId}/checks`, checks.thumbnailUrls[0]!]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } });
      expect(res.statusCode).toBe(404);
    }
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/checks/thumbnails/2`,
      headers: { cookie: operatorCookie },
    });
    expect(admin.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${orderId}/checks/thumbnails/2`,
          headers: { cookie: stranger },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a 4:3 video on a 16:9 screen fails; approval is refused until an operator overrides it with a reason', async () => {
    const orderId = await upload(makeVideo('wrong-size', { size: '160x120', seconds: 4 }));
    const checks = await checked(orderId);
    expect(checks.status).toBe('fail');
    expect(check(checks, 'aspect')).toMatchObject({
      status: 'fail',
      measured: '4:3',
      expected: '16:9',
    });
    expect(check(checks, 'resolution')).toMatchObject({
      status: 'warn',
      measured: '160×120',
      expected: '320×180',
    });

    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/approve`,
        headers: { cookie: operatorCookie },
      });
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This video failed its checks (Aspect ratio). Override them with a reason, or reject the video.',
    );

    const override = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/checks/override`,
        headers: { cookie: operatorCookie },
        payload,
      });
    const noReason = await override({});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(
      'Please give a reason for approving this video despite its failed checks.',
    );
    expect((await override({ reason: '  ' })).statusCode).toBe(400);
    const done = await override({ reason: 'The client accepts side bars on this screen.' });
    expect(done.statusCode).toBe(200);
    expect(done.json().override).toMatchObject({
      reason: 'The client accepts side bars on this screen.',
      byName: expect.any(String),
    });
    expect((await override({ reason: 'again' })).statusCode).toBe(409);
    expect((await approve()).statusCode).toBe(200);

    // The customer is not allowed to override.
    const customerTry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/checks/override`,
      headers: { cookie: ownerCookie },
      payload: { reason: 'I like it' },
    });
    expect(customerTry.statusCode).toBe(403);
  });

  it('an audio track is a warning the customer sees', async () => {
    const orderId = await upload(makeVideo('audio', { seconds: 4, audio: true }));
    const checks = await checked(orderId);
    expect(checks.status).toBe('warn');
    expect(check(checks, 'audio')).toMatchObject({ status: 'warn', measured: '1 audio track' });
    expect(checks.checks.filter((c) => c.status !== 'pass').map((c) => c.key)).toEqual(['audio']);
  });

  it('three seconds of black fail, with where they are', async () => {
    const orderId = await upload(makeVideo('black', { seconds: 4, blackFrom: 1 }));
    const checks = await checked(orderId);
    expect(checks.status).toBe('fail');
    expect(check(checks, 'black')).toMatchObject({
      status: 'fail',
      measured: '3.0 s black (1.0–4.0 s)',
    });
    // A still black picture is also frozen; that alone would only warn.
    expect(check(checks, 'frozen').status).toBe('warn');
  });

  it('a video longer than the slot fails (the screen’s slot was shortened after the upload)', async () => {
    const bytes = makeVideo('long', { seconds: 6, rate: 12 });
    const shorter = await buildScreen(t.database.db, { size: '320x180', durationSeconds: 4 });
    const checks = await checkStored(bytes, shorter.id);
    expect(checks.status).toBe('fail');
    expect(check(checks, 'duration')).toMatchObject({
      status: 'fail',
      measured: '6.0 s',
      expected: 'at most 4 s',
    });
    expect(check(checks, 'frameRate')).toMatchObject({ status: 'warn', measured: '12 fps' });
  });

  it('measures a video by its frames: 6 s of frames whose header claims 3 s fail a 4 s screen', async () => {
    const lying = lieInMovieHeader(makeVideo('lying-header', { seconds: 6 }), 3);
    // The container's own header says 3 s; only its frames tell the truth.
    const file = path.join(work, 'lying-header-check.mp4');
    writeFileSync(file, lying);
    const header = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    ]).toString();
    expect(Number(header)).toBeCloseTo(3, 1);

    const shorter = await buildScreen(t.database.db, { size: '320x180', durationSeconds: 4 });
    const checks = await checkStored(lying, shorter.id);
    expect(check(checks, 'duration')).toMatchObject({
      status: 'fail',
      measured: '6.0 s',
      expected: 'at most 4 s',
    });
    expect(Math.abs(checks.durationMs! - 6_000)).toBeLessThan(100);
  });

  it('a shorter video than the screen allows is not warned about', async () => {
    const orderId = await upload(makeVideo('short', { seconds: 2 }));
    const checks = await checked(orderId);
    expect(check(checks, 'duration')).toMatchObject({ status: 'pass', expected: 'at most 4 s' });
  });

  it('a file ffprobe cannot read is a fail with the reason, not a crash', async () => {
    const db = t.database.db;
    const order = await storedVideoOrder(Buffer.alloc(4096, 7));
    await requestVideoCheck(t.app.deps.jobs, order.id, order.videoKey);
    const checks = await checked(order.id);
    expect(checks.status).toBe('fail');
    expect(checks.error).toMatch(/^The video could not be read/);
    expect(checks.thumbnailUrls).toEqual([]);
    const [row] = await db
      .select()
      .from(videoChecks)
      .where(and(eq(videoChecks.orderId, order.id), eq(videoChecks.videoKey, order.videoKey)));
    expect(row!.sha256).toBe(createHash('sha256').update(Buffer.alloc(4096, 7)).digest('hex'));
  });

  it('refuses a frame larger than any screen from its header, without decoding it', async () => {
    // One 9000 × 9000 frame: a small file that would take hundreds of megabytes to decode.
    const file = path.join(work, 'huge-frame.mov');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'color=black:size=9000x9000:rate=1:duration=1', '-c:v', 'mjpeg', file],
    ]);
    const checks = await checkStored(readFileSync(file));
    expect(checks.status).toBe('fail');
    expect(checks.error).toBe(
      "The video could not be read: its frames of 9000 × 9000 pixels are larger than any screen's",
    );
    expect(checks.thumbnailUrls).toEqual([]);
  });

  it('opens no network address that a file names (a playlist of remote segments)', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const playlist = [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:4',
        '#EXTINF:4.0,',
        `http://127.0.0.1:${port}/segment.ts`,
        '#EXT-X-ENDLIST',
        '',
      ].join('\n');
      const checks = await checkStored(Buffer.from(playlist));
      expect(checks.status).toBe('fail');
      expect(checks.error).toMatch(/^The video could not be read/);
      expect(asked).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('runs the tools under a memory cap: past it, a tool fails cleanly', async () => {
    expect(existsSync('/usr/bin/prlimit') || existsSync('/bin/prlimit')).toBe(true);
    const file = path.join(work, 'capped.mp4');
    writeFileSync(file, makeVideo('capped', { seconds: 1 }));
    const args = ['-v', 'error', '-show_entries', 'stream=width', '-of', 'csv=p=0', file];
    const roomy = await runTool('ffprobe', args, { timeoutMs: 20_000 });
    expect(roomy.stdout.trim()).toBe('320');
    await expect(
      runTool('ffprobe', args, { timeoutMs: 20_000, memoryBytes: 8 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(MediaToolError);
  });

  it('gives the same verdicts with the ffmpeg and ffprobe shipped by npm (a machine without ffmpeg)', async () => {
    const require = createRequire(import.meta.url);
    const tools = {
      ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
      ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    };
    const db = t.database.db;
    const bytes = makeVideo('black-npm', { seconds: 4, blackFrom: 1, audio: true });
    const order = await storedVideoOrder(bytes);
    await runVideoCheck(
      { db, storage: t.app.deps.storage, log: t.app.log, tools },
      order.id,
      order.videoKey,
    );
    const checks = await checked(order.id);
    expect(statuses(checks)).toEqual(allPassBut({ audio: 'warn', black: 'fail', frozen: 'warn' }));
    expect(checks.thumbnailUrls).toHaveLength(3);
  });
});
