import { eq } from 'drizzle-orm';
import { cellEnd, cellStart } from '@screenspot/contracts/booking';
import type { Manifest } from '@screenspot/contracts/player';
import { describe, expect, it } from 'vitest';
import { storeVideo } from '../../../test/builders';
import { allDay, localDay, readManifest, usePlayerTestApp } from '../../../test/player-builders';
import { makeVideo } from '../../../test/videos';
import { orders } from '../../db/schema';

const { t, db, screens, bookOrder } = usePlayerTestApp(2);
const [a, b] = screens;
const today = () => localDay(0);

const book = (overrides: Partial<Parameters<typeof bookOrder>[0]> = {}) =>
  bookOrder({ cells: allDay(localDay(-1), today(), localDay(1), localDay(2)), ...overrides });

describe('the manifest', () => {
  it('describes the screen and its loop, with house content, before anything is booked', async () => {
    const empty = await readManifest(a.player);
    expect(empty).toMatchObject({
      ledId: a.screenId,
      timezone: 'Asia/Dubai',
      loopSeconds: 180,
      slotSeconds: 15,
      items: [],
      revoked: [],
    });
    expect(empty.houseItems.length).toBeGreaterThan(0);
    const hours = (Date.parse(empty.validUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('carries only paid orders whose video passed its checks, within their cells', async () => {
    const paid = await book();
    const warned = await book({ check: 'warn' });
    const overridden = await book({ check: 'overridden' });
    const failed = await book({ check: 'fail' });
    const pending = await book({ check: 'pending' });
    const unchecked = await book({ check: 'none' });
    const approvedUnpaid = await book({ statusCode: 1 });
    const underReview = await book({ statusCode: 0 });
    const cancelled = await book({ statusCode: 5 });
    const otherScreen = await book({ screenId: b.screenId });
    const later = await book({ cells: allDay(localDay(5), localDay(6)) });

    const { items } = await readManifest(a.player);
    expect(items.map((item) => item.orderId).sort((a, b) => a - b)).toEqual(
      [paid.id, warned.id, overridden.id].sort((a, b) => a - b),
    );
    for (const absent of [
      failed,
      pending,
      unchecked,
      approvedUnpaid,
      underReview,
      cancelled,
      otherScreen,
      later,
    ]) {
      expect(items.some((item) => item.orderId === absent.id)).toBe(false);
    }

    const item = items.find((entry) => entry.orderId === paid.id)!;
    expect(item.sha256).toBe(paid.sha256);
    expect(item.durationMs).toBe(paid.durationMs);
    expect(item.videoUrl).toBe(`/api/player/videos/${item.itemToken}`);
    // The token is opaque: random, bound to the order and screen only on the server.
    expect(item.itemToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(items.map((entry) => entry.itemToken)).size).toBe(items.length);
    // Only the cells inside now … +48 h, each with its spots and its hours.
    const windowEnd = Date.now() + 48 * 3_600_000;
    for (const cell of item.cells) {
      expect(Date.parse(cell.endsAt)).toBeGreaterThan(Date.now() - 3_600_000);
      expect(Date.parse(cell.startsAt)).toBeLessThan(windowEnd);
      expect(cell.startsAt).toBe(cellStart(cell.date, cell.daypart as 'morning').toISOString());
      expect(cell.endsAt).toBe(cellEnd(cell.date, cell.daypart as 'morning').toISOString());
      expect(cell.spots).toBe(1);
    }
    expect(
      item.cells.some((cell) => cell.date === localDay(-1) && cell.daypart === 'morning'),
    ).toBe(false);
    expect(item.cells.some((cell) => cell.date === localDay(1))).toBe(true);
    expect(item.validFrom).toBe(item.cells[0]!.startsAt);
    expect(item.validTo).toBe(item.cells.at(-1)!.endsAt);

    // Screen B's player sees B's order only.
    const other = await readManifest(b.player);
    expect(other.ledId).toBe(b.screenId);
    expect(other.items.map((entry) => entry.orderId)).toEqual([otherScreen.id]);
  });

  it('answers 304 to its own ETag and a new version when an order is withdrawn', async () => {
    const order = await book();
    const first = await a.player({ url: '/api/player/manifest' });
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${first.json().version}"`);
    const token = (first.json() as Manifest).items.find((i) => i.orderId === order.id)!.itemToken;

    const again = await a.player({
      url: '/api/player/manifest',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // No length for a body it does not have: keep-alive clients would wait for it.
    expect(again.headers['content-length'] ?? '0').toBe('0');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-store');
    // The headers of every data answer (decision 0027), and none of a page's.
    expect(again.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(again.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(again.headers['x-request-id']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(again.headers['permissions-policy']).toBeUndefined();
    expect(again.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
    // The current ETag opens nothing without a valid token: 401 in the API's error shape.
    for (const authorization of [undefined, 'Bearer not-a-paired-player-token-at-all']) {
      const stranger = await t.app.inject({
        url: '/api/player/manifest',
        headers: { 'if-none-match': etag, ...(authorization ? { authorization } : {}) },
      });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json()).toHaveProperty('message');
      expect(stranger.headers.etag).toBeUndefined();
    }
    // Another ETag (or an old one) gets the manifest itself.
    const stale = await a.player({
      url: '/api/player/manifest',
      headers: { 'if-none-match': '"an-old-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(stale.json().version).toBe(first.json().version);

    await db().update(orders).set({ statusCode: 5 }).where(eq(orders.id, order.id));
    const changed = await a.player({
      url: '/api/player/manifest',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json() as Manifest;
    expect(next.version).not.toBe(first.json().version);
    expect(next.items.some((i) => i.orderId === order.id)).toBe(false);
    expect(next.revoked).toContain(token);
    // Its video is no longer served.
    expect((await a.player({ url: `/api/player/videos/${token}` })).statusCode).toBe(404);
  });

  it('serves an item’s video to its own screen, by ranges, and to nobody else', async () => {
    const bytes = makeVideo({ seconds: 1, faststart: true });
    const order = await book({ bytes });
    await storeVideo(t.app.deps.storage, order.videoKey, bytes);
    const item = (await readManifest(a.player)).items.find((i) => i.orderId === order.id)!;

    const whole = await a.player({ url: item.videoUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await a.player({ url: item.videoUrl, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);

    expect((await b.player({ url: item.videoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: item.videoUrl })).statusCode).toBe(401);
  });
});
