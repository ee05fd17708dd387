import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../../e2e/support/service';
import { makeVideo, orderUploadBody } from '../videos';
import { useServiceSite } from './service-site';
import { registerAdvertiser, signIn, startUpload, storedFiles, waitFor } from './support';

// Two service instances on one PostgreSQL database and one storage folder, as behind a balancer.
const site = useServiceSite('pair');
let a: RunningService;
let b: RunningService;

beforeAll(async () => {
  // One-second heartbeats, so each instance sweeps the shared folder many times during the test.
  const env = { UPLOAD_HEARTBEAT_SECONDS: '1' };
  // Started together: migrations and seeding take turns under the database's lock.
  [a, b] = await Promise.all([site.start(env), site.start(env)]);
});

const get = (service: RunningService, url: string, headers: Record<string, string> = {}) =>
  fetch(`${service.url}${url}`, { headers });

describe('two instances sharing PostgreSQL and storage', () => {
  it('seeded the catalogue once', async () => {
    const rows = await site.database.query<{ count: number }>(
      'select count(*)::int as count from screens',
    );
    expect(rows[0]!.count).toBe(53);
  });

  it('a session made on one works on the other, and signing out on one ends it on both', async () => {
    const advertiser = await registerAdvertiser(a.url);
    const cookie = await signIn(a.url, advertiser.email, advertiser.password);
    const onB = await get(b, '/api/authenticated/customer', { cookie });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ id: advertiser.id, username: advertiser.email });

    const second = await signIn(b.url, advertiser.email, advertiser.password);
    expect((await get(a, '/api/authenticated/customer', { cookie: second })).status).toBe(200);
    const out = await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie: second } });
    expect(out.status).toBe(200);
    expect((await get(a, '/api/authenticated/customer', { cookie: second })).status).toBe(401);
    // The first session is a different one and still works on both.
    expect((await get(b, '/api/authenticated/customer', { cookie })).status).toBe(200);
  });

  it('an upload through one is listed and plays by ranges through the other', async () => {
    const advertiser = await registerAdvertiser(b.url);
    const cookie = await signIn(a.url, advertiser.email, advertiser.password);
    const video = makeVideo({ seconds: 4 });
    const body = orderUploadBody(2, video, 'two-instances.mp4');

    // A slow upload through A: half, then a pause longer than the stale age (3 s). B sweeps the
    // shared folder every second meanwhile; A's heartbeat must keep the half-written file alive.
    const upload = startUpload(a.url, cookie, body, Math.floor(body.payload.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const placed = await upload.finish();
    expect(placed.status).toBe(201);
    const order = placed.json as { id: number; videoUrl: string; statusCode: number };
    expect(order.statusCode).toBe(0);

    const listed = await get(b, '/api/order/getAll', { cookie });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([
      expect.objectContaining({
        id: order.id,
        videoUrl: order.videoUrl,
        ledInfo: expect.objectContaining({ ledId: 2 }),
      }),
    ]);

    const start = 100;
    const end = Math.min(video.length - 1, 4_195);
    const ranged = await get(b, order.videoUrl, { cookie, range: `bytes=${start}-${end}` });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await ranged.arrayBuffer());
    expect(bytes.equals(video.subarray(start, end + 1))).toBe(true);

    // And the other way round: through B, played whole through A.
    const back = await startUpload(b.url, cookie, body, 0).finish();
    expect(back.status).toBe(201);
    const whole = await get(a, (back.json as { videoUrl: string }).videoUrl, { cookie });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    // Another advertiser cannot play it through either instance.
    const other = await registerAdvertiser(a.url);
    const otherCookie = await signIn(b.url, other.email, other.password);
    expect((await get(b, order.videoUrl, { cookie: otherCookie })).status).toBe(404);

    // Once both creative checks have run, the shared folder holds the two committed videos and the
    // checks' thumbnails, each referenced by a row: no temporary file and no orphan is left.
    await waitFor(
      async () =>
        (
          await site.database.query<{ count: number }>(
            "select count(*)::int as count from video_checks where status <> 'pending'",
          )
        )[0]!.count === 2,
      60_000,
      'both creative checks',
    );
    const videos = await site.database.query<{ key: string }>(
      'select video_key as key from orders where video_key is not null',
    );
    const thumbnails = await site.database.query<{ key: string }>(
      'select jsonb_array_elements_text(thumbnail_keys) as key from video_checks',
    );
    const referenced = [...videos, ...thumbnails].map((row) => row.key).sort();
    expect(videos).toHaveLength(2);
    expect(storedFiles(site.dataDir)).toEqual(referenced);
  });
});
