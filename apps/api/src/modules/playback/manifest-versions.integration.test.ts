import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { Manifest } from '@screenspot/contracts/player';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookCampaign, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs, storeVideo } from '../../../test/builders';
import {
  allDay,
  asPlayer,
  buildBookedOrder,
  buildPairedScreen,
  localDay,
  type PlayerClient,
} from '../../../test/player-builders';
import { addFlightPermit, paidCampaign } from '../../../test/control-builders';
import { statementRecorder, writes } from '../../../test/statements';
import { makeVideo, multipartBody } from '../../../test/videos';
import { queryRows } from '../../db/client';

// Manifests cached as in production (PLAYER_CACHE_SECONDS at its default), on a clock that stands
// still, so the hourly window cannot move between two polls of a test.
const frozen = new Date();
const { t, db, as } = useTestContext({}, { clock: () => frozen });
let operatorId: number;
let recorder: ReturnType<typeof statementRecorder>;

beforeAll(async () => {
  operatorId = (await buildOperator(db())).id;
  recorder = statementRecorder(t.database);
});

const pairedScreen = () => buildPairedScreen(t.app, db(), operatorId);

/** A poll with the ETag the player holds; answers the status, the ETag and the manifest if any. */
async function poll(player: PlayerClient, etag?: string) {
  const res = await player({
    url: '/api/player/manifest',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  expect([200, 304]).toContain(res.statusCode);
  return {
    status: res.statusCode,
    etag: res.headers.etag as string,
    manifest: res.statusCode === 200 ? (res.json() as Manifest) : null,
  };
}

/**
 * Polls with `etag` until the answer is a new manifest. On PostgreSQL a bump reaches the instance
 * by NOTIFY on a connection of its own, a moment after the change's commit; the embedded database
 * tells it at once. Answers the last poll and the statements it sent.
 */
async function pollUntilChanged(player: PlayerClient, etag: string) {
  return vi.waitFor(
    async () => {
      const recorded = await recorder.during(() => poll(player, etag));
      expect(recorded.result.status).toBe(200);
      return recorded;
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Waits until the instance answers the poll from memory (the setup's own bumps all arrived). */
async function settled(player: PlayerClient, etag: string) {
  await vi.waitFor(
    async () => {
      const recorded = await recorder.during(() => poll(player, etag));
      expect(recorded.result.status).toBe(304);
      expect(recorded.statements).toEqual([]);
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** What a poll could write: items, versions, plays, players' last sight, webhook and outbox rows. */
async function rowsSnapshot() {
  const [row] = await queryRows<Record<string, string>>(
    db(),
    sql`select (select count(*) from player_items)::text as items,
          (select count(*) from player_items where revoked_at is not null)::text as revoked,
          (select coalesce(sum(version), 0) from screen_manifest_versions)::text as versions,
          (select count(*) from plays)::text as plays,
          (select coalesce(max(last_seen_at)::text, '') from players) as seen,
          (select count(*) from webhook_deliveries)::text as webhooks,
          (select count(*) from outbox_messages)::text as outbox`,
  );
  return row;
}

describe('an unchanged manifest', () => {
  it('answers 304 from memory: no statement sent, no row written', async () => {
    const { screenId, player } = await pairedScreen();
    const customer = await buildCustomer(db());
    await buildBookedOrder(db(), {
      customerId: customer.id,
      screenId,
      cells: allDay(localDay(0), localDay(1)),
    });
    const first = await poll(player);
    expect(first.status).toBe(200);
    expect(first.manifest!.items).toHaveLength(1);
    expect(first.etag).toBe(`"${first.manifest!.version}"`);

    await settled(player, first.etag);
    const before = await rowsSnapshot();
    const { result, statements } = await recorder.during(async () => {
      const answers = [];
      for (let i = 0; i < 25; i += 1) answers.push(await poll(player, first.etag));
      return answers;
    });
    expect(result.map((answer) => answer.status)).toEqual(Array(25).fill(304));
    expect(result.every((answer) => answer.etag === first.etag)).toBe(true);
    expect(statements).toEqual([]);
    expect(await rowsSnapshot()).toEqual(before);
  });

  it('is rebuilt after a bump without writing anything, and the same on a fresh instance', async () => {
    const { screenId, token, player } = await pairedScreen();
    const customer = await buildCustomer(db());
    await buildBookedOrder(db(), {
      customerId: customer.id,
      screenId,
      cells: allDay(localDay(0), localDay(1)),
    });
    // The first build stores the order's item: the one write a change costs.
    const built = await recorder.during(() => poll(player));
    expect(writes(built.statements).length).toBeGreaterThan(0);
    const first = built.result;

    const before = await rowsSnapshot();
    // A bump that changes nothing the screen plays (as an order's unrelated edit would).
    await db().execute(sql`select bump_manifests(array[${screenId}]::int[])`);
    const rebuilt = await pollUntilChanged(player, first.etag);
    expect(rebuilt.result.etag).not.toBe(first.etag);
    expect(rebuilt.statements.length).toBeGreaterThan(0);
    expect(writes(rebuilt.statements)).toEqual([]);
    const { version: _old, ...firstBody } = first.manifest!;
    const { version: _new, ...rebuiltBody } = rebuilt.result.manifest!;
    expect(rebuiltBody).toEqual(firstBody);

    // Another instance on the same database builds the same manifest, writing nothing.
    const peer = await t.buildPeer();
    try {
      const onPeer = await recorder.during(() =>
        asPlayer(peer.app, token)({ url: '/api/player/manifest' }),
      );
      expect(onPeer.result.statusCode).toBe(200);
      expect(onPeer.result.headers.etag).toBe(rebuilt.result.etag);
      expect(onPeer.result.json()).toEqual(rebuilt.result.manifest);
      expect(writes(onPeer.statements)).toEqual([]);
    } finally {
      await peer.close();
    }
    const after = await rowsSnapshot();
    expect({ ...after, versions: before!.versions }).toEqual(before);
  });
});

describe('each change to what a screen plays', () => {
  it('moves its ETag when a paid order changes, never for an unpaid one', async () => {
    const { screenId, player } = await pairedScreen();
    const customer = await buildCustomer(db());
    let held = (await poll(player)).etag;
    const seen = [held];
    const version = async () => {
      const [row] = await queryRows<{ version: string }>(
        db(),
        sql`select version::text from screen_manifest_versions where screen_id = ${screenId}`,
      );
      return row?.version;
    };
    /** The ETag after a change: the old one is answered 200 with a new one, once. */
    const changed = async (what: string) => {
      // The ETag of the version the database holds now, once the instance has heard of it.
      const current = await version();
      const answer = await vi.waitFor(
        async () => {
          const polled = await poll(player, held);
          expect(polled.status, what).toBe(200);
          expect(polled.etag.startsWith(`"${current}.`), what).toBe(true);
          return polled;
        },
        { timeout: 15_000, interval: 20 },
      );
      expect(seen, what).not.toContain(answer.etag);
      expect((await poll(player, answer.etag)).status, what).toBe(304);
      held = answer.etag;
      seen.push(held);
      return answer.manifest!;
    };
    const unchanged = async (what: string, before: string | undefined) => {
      expect(await version(), what).toBe(before);
      expect((await poll(player, held)).status, what).toBe(304);
    };

    // Booked: cells held for an order nobody has paid; nothing the screen plays changes.
    let before = await version();
    const booked = await bookCampaign(t.app, db(), customer.id, [
      {
        ledId: screenId,
        startDate: daysFromNow(0),
        endDate: daysFromNow(1),
        dayparts: ['morning', 'daytime', 'evening', 'night'],
      },
    ]);
    expect(booked.statusCode).toBe(201);
    await unchanged('an unpaid booking', before);
    const campaignId = (booked.json() as { campaignId: number }).campaignId;
    const [order] = await queryRows<{ id: number }>(
      db(),
      sql`select id from orders where campaign_id = ${campaignId}`,
    );
    const orderId = Number(order!.id);

    // Something that is not in any manifest leaves the ETag alone: the campaign's name.
    await db().execute(sql`update campaigns set name = 'Renamed' where id = ${campaignId}`);
    await unchanged('a campaign renamed', before);

    // The video arrives and passes its checks (as the upload and the check job write them).
    const bytes = makeVideo({ seconds: 2 });
    const videoKey = `videos/versions-${orderId}.mp4`;
    await storeVideo(t.app.deps.storage, videoKey, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await db().execute(sql`update orders set video_key = ${videoKey},
      video_content_type = 'video/mp4', video_bytes = ${bytes.length}, video_duration_ms = 2000,
      status_code = ${orderStatus.underReview} where id = ${orderId}`);
    await unchanged('an unpaid order’s video uploaded', before);
    await db().execute(sql`insert into video_checks
      (order_id, video_key, status, sha256, duration_ms, checked_at)
      values (${orderId}, ${videoKey}, 'pass', ${sha256}, 2000, now())`);
    await unchanged('an unpaid order’s video checked', before);

    const approved = await as(operatorId, 'POST', `/api/admin/orders/${orderId}/status`, {
      status: orderStatus.approved,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await unchanged('approval', before);
    // The advertiser adds the content permit the video carries (decision 0062).
    await addFlightPermit(t.app, db(), customer.id, orderId);
    await unchanged('an unpaid order’s permit added', before);

    const paid = await as(operatorId, 'POST', `/api/admin/orders/${orderId}/status`, {
      status: orderStatus.paid,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const playing = await changed('payment');
    const item = playing.items.find((i) => i.orderId === orderId)!;
    expect(item.sha256).toBe(sha256);

    expect((await as(customer.id, 'POST', `/api/order/${orderId}/pause`)).statusCode).toBe(200);
    const paused = await changed('pause');
    expect(paused.items).toEqual([]);
    expect(paused.revoked).toContain(item.itemToken);

    expect((await as(customer.id, 'POST', `/api/order/${orderId}/resume`)).statusCode).toBe(200);
    expect((await changed('resume')).items.map((i) => i.itemToken)).toEqual([item.itemToken]);

    // A replacement waits for its checks and the operator: the manifest changes on approval.
    const next = makeVideo({ seconds: 3 });
    const sent = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: '/api/order',
      ...multipartBody([
        { name: 'orderId', value: String(orderId) },
        { name: 'video', filename: 'next.mp4', contentType: 'video/mp4', data: next },
      ]),
    });
    expect(sent.statusCode).toBe(201);
    const [pending] = await queryRows<{ key: string }>(
      db(),
      sql`select pending_video_key as key from orders where id = ${orderId}`,
    );
    const nextSha = createHash('sha256').update(next).digest('hex');
    await db().execute(sql`update video_checks set status = 'pass', sha256 = ${nextSha},
      duration_ms = 3000, checked_at = now()
      where order_id = ${orderId} and video_key = ${pending!.key}`);
    // The new video's checks do not play it before the operator approves: the same items.
    expect((await changed('replacement checked')).items.map((i) => i.sha256)).toEqual([sha256]);
    const replaced = await as(operatorId, 'POST', `/api/admin/orders/${orderId}/replacement`, {
      decision: 'approve',
    });
    expect(replaced.statusCode).toBe(200);
    const afterReplace = await changed('replace');
    expect(afterReplace.items.map((i) => i.sha256)).toEqual([nextSha]);
    expect(afterReplace.revoked).toContain(item.itemToken);

    // Ending early credits the paid invoice: a campaign paid by bank transfer, a few days ahead.
    const later = await paidCampaign(t.app, db(), {
      customerId: customer.id,
      operatorId,
      items: [{ ledId: screenId, startDate: daysFromNow(5), endDate: daysFromNow(6) }],
    });
    await changed('another campaign paid');
    const laterId = later.orderIds[0]!;
    // A paid order's booking moved to other days (before it starts): its cells change.
    const moved = await as(customer.id, 'POST', `/api/order/${laterId}/schedule`, {
      startDate: daysFromNow(7),
      endDate: daysFromNow(8),
      dayparts: ['evening'],
      spotsPerLoop: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await changed('a paid order’s schedule moved');
    before = await version();
    await db().execute(sql`update orders set quote = quote where id = ${laterId}`);
    await unchanged('a paid order’s unrelated column', before);
    const ended = await injectAs(t.app, db(), customer.id, {
      method: 'POST',
      url: `/api/order/${laterId}/end`,
      headers: { 'idempotency-key': `end-${laterId}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await changed('end');

    // The screen's own loop is in its manifest.
    await db().execute(sql`update screens set name = 'Renamed screen' where id = ${screenId}`);
    expect((await changed('screen renamed')).screenName).toBe('Renamed screen');
  });

  it('moves only its own screen’s ETag', async () => {
    const a = await pairedScreen();
    const b = await pairedScreen();
    const etagB = (await poll(b.player)).etag;
    const etagA = (await poll(a.player)).etag;
    const customer = await buildCustomer(db());
    await buildBookedOrder(db(), {
      customerId: customer.id,
      screenId: a.screenId,
      cells: allDay(localDay(0), localDay(1)),
    });
    await pollUntilChanged(a.player, etagA);
    // Both screens' bumps would come in the same notification: B's has arrived if it was sent.
    expect((await poll(b.player, etagB)).status).toBe(304);
  });
});
