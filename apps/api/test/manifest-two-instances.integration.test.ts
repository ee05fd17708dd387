import { sql } from 'drizzle-orm';
import type { Manifest } from '@screenspot/contracts/player';
import { describe, expect, it, vi } from 'vitest';
import { buildLoopScreen, daysFromNow } from './booking-builders';
import { buildCustomer, buildOperator, injectAs } from './builders';
import { paidCampaign } from './control-builders';
import { asPlayer, pairPlayer } from './player-builders';
import { usePostgresInstances } from './postgres-instances';
import { statementRecorder } from './statements';

// Two instances of the service on one real PostgreSQL server, as behind a load balancer: a change
// made through one reaches the other's players by NOTIFY, while unchanged polls cost neither a
// query.
const instances = usePostgresInstances('manifests');

describe('manifest versions on two instances', () => {
  it('each instance hears of the other’s change, and answers unchanged polls from memory', async () => {
    const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const db = one.database.db;
    const operator = await buildOperator(db);
    const customer = await buildCustomer(db);
    const screen = await buildLoopScreen(db);
    const { token } = await pairPlayer(one.app, db, screen.id, operator.id);
    // A campaign booked and paid the way customers do, playing today and tomorrow, whose video
    // passed its checks.
    const paid = await paidCampaign(one.app, db, {
      customerId: customer.id,
      operatorId: operator.id,
      items: [
        {
          ledId: screen.id,
          startDate: daysFromNow(0),
          endDate: daysFromNow(1),
          dayparts: ['morning', 'daytime', 'evening', 'night'],
        },
      ],
    });
    const order = { id: paid.orderIds[0]! };
    const videoKey = `videos/two-instances-${order.id}.mp4`;
    await db.execute(sql`update orders set video_key = ${videoKey}, video_content_type = 'video/mp4',
      video_bytes = 1000, video_duration_ms = 2000 where id = ${order.id}`);
    await db.execute(sql`insert into video_checks
      (order_id, video_key, status, sha256, duration_ms, checked_at)
      values (${order.id}, ${videoKey}, 'pass', ${'ab'.repeat(32)}, 2000, now())`);
    const players = [asPlayer(one.app, token), asPlayer(two.app, token)];
    const recorders = [statementRecorder(one.database), statementRecorder(two.database)];

    const first = await players[0]!({ url: '/api/player/manifest' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect((first.json() as Manifest).items.map((i) => i.orderId)).toEqual([order.id]);
    const onTwo = await players[1]!({ url: '/api/player/manifest' });
    expect(onTwo.headers.etag).toBe(etag);
    expect(onTwo.json()).toEqual(first.json());

    /** Polls with `held` through instance `i` until it answers 304 without a statement. */
    const settled = (i: number, held: string) =>
      vi.waitFor(
        async () => {
          const { result, statements } = await recorders[i]!.during(() =>
            players[i]!({ url: '/api/player/manifest', headers: { 'if-none-match': held } }),
          );
          expect(result.statusCode).toBe(304);
          expect(statements).toEqual([]);
        },
        { timeout: 15_000, interval: 20 },
      );
    /** Polls with `held` through instance `i` until it answers a new manifest. */
    const changed = (i: number, held: string) =>
      vi.waitFor(
        async () => {
          const res = await players[i]!({
            url: '/api/player/manifest',
            headers: { 'if-none-match': held },
          });
          expect(res.statusCode).toBe(200);
          return { etag: res.headers.etag as string, manifest: res.json() as Manifest };
        },
        { timeout: 15_000, interval: 20 },
      );
    await settled(0, etag);
    await settled(1, etag);

    // Paused through instance two: instance one, which has the old version in memory, hears it.
    const paused = await injectAs(two.app, db, customer.id, {
      method: 'POST',
      url: `/api/order/${order.id}/pause`,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const afterPause = await changed(0, etag);
    expect(afterPause.manifest.items).toEqual([]);
    expect((await changed(1, etag)).etag).toBe(afterPause.etag);
    await settled(0, afterPause.etag);
    await settled(1, afterPause.etag);

    // Resumed through instance one: instance two hears it.
    const resumed = await injectAs(one.app, db, customer.id, {
      method: 'POST',
      url: `/api/order/${order.id}/resume`,
    });
    expect(resumed.statusCode).toBe(200);
    const afterResume = await changed(1, afterPause.etag);
    expect(afterResume.manifest.items.map((i) => i.orderId)).toEqual([order.id]);
    expect((await changed(0, afterPause.etag)).etag).toBe(afterResume.etag);
  });
});
