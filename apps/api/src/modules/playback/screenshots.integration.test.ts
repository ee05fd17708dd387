import { createHash, randomBytes } from 'node:crypto';
import { orderStatus } from '@screenspot/contracts/order-status';
import { describe, expect, it } from 'vitest';
import { buildLoopScreen } from '../../../test/booking-builders';
import { injectAs } from '../../../test/builders';
import {
  asPlayer,
  buildBookedOrder,
  jpeg,
  localDay,
  pairPlayer,
  useScreenshotTestApp,
} from '../../../test/player-builders';
import { playerItems } from '../../db/schema';

// The app's clock in the evening of a day ahead: the order booked in that evening is playing.
const { t, db, operator, owner, stranger, clockAt } = useScreenshotTestApp();

/** A WebP's signature in front of some bytes: what the server judges by. */
const webp = (size = 20_000) => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), randomBytes(size)]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0);
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
};
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  randomBytes(200),
]);

async function itemFor(screenId: number, orderId: number, sha256: string) {
  const token = `item-${randomBytes(8).toString('hex')}`;
  await db()
    .insert(playerItems)
    .values({
      token,
      screenId,
      orderId,
      videoKey: `videos/${orderId}.mp4`,
      sha256,
      durationMs: 5000,
    });
  return token;
}

/** A screen with its player and two orders: one playing now (evening), one booked for the morning. */
async function scene() {
  const screen = await buildLoopScreen(db());
  const playing = await buildBookedOrder(db(), {
    customerId: owner.id,
    screenId: screen.id,
    cells: [{ date: localDay(2), daypart: 'evening' }],
    statusCode: orderStatus.paid,
  });
  const later = await buildBookedOrder(db(), {
    customerId: owner.id,
    screenId: screen.id,
    cells: [{ date: localDay(3), daypart: 'morning' }],
    statusCode: orderStatus.paid,
  });
  const paired = await pairPlayer(t.app, db(), screen.id, operator.id);
  return {
    screen,
    playing,
    playingItem: await itemFor(screen.id, playing.id, playing.sha256),
    laterItem: await itemFor(screen.id, later.id, later.sha256),
    player: asPlayer(t.app, paired.token),
    playerId: paired.playerId,
  };
}

function send(
  player: ReturnType<typeof asPlayer>,
  itemToken: string | null,
  body: Buffer,
  type = 'image/jpeg',
) {
  return player({
    method: 'POST',
    url: `/api/player/screenshots${itemToken === null ? '' : `?itemToken=${itemToken}`}`,
    headers: { 'content-type': type },
    payload: body,
  });
}

describe('screenshots', () => {
  it('keeps a JPEG or WebP of the playing item with its sha256 and the server’s time', async () => {
    const s = await scene();
    const image = jpeg();
    const res = await send(s.player, s.playingItem, image);
    expect(res.statusCode).toBe(201);
    const sha256 = createHash('sha256').update(image).digest('hex');
    expect(res.json()).toMatchObject({
      ledId: s.screen.id,
      orderId: s.playing.id,
      sha256,
      bytes: image.length,
      contentType: 'image/jpeg',
      takenAt: clockAt.toISOString(),
    });
    // Declared as anything, judged by its bytes.
    const second = await send(s.player, s.playingItem, webp(), 'application/octet-stream');
    expect(second.statusCode).toBe(201);
    expect(second.json().contentType).toBe('image/webp');

    // The operator sees the latest first, and the image itself.
    const listed = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${s.screen.id}/screenshots`,
    });
    expect(listed.json().map((shot: { id: number }) => shot.id)).toEqual([
      second.json().id,
      res.json().id,
    ]);
    const bytes = await injectAs(t.app, db(), operator.id, { url: res.json().url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.equals(image)).toBe(true);
  });

  it('refuses other types, oversized images and a missing item, storing nothing', async () => {
    const s = await scene();
    expect((await send(s.player, s.playingItem, png, 'image/png')).statusCode).toBe(415);
    expect((await send(s.player, s.playingItem, Buffer.from('not an image'))).statusCode).toBe(415);
    expect((await send(s.player, s.playingItem, jpeg(300 * 1024))).statusCode).toBe(413);
    expect((await send(s.player, null, jpeg())).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/player/screenshots?itemToken=${s.playingItem}`,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg(),
    });
    expect(anonymous.statusCode).toBe(401);
    const listed = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${s.screen.id}/screenshots`,
    });
    expect(listed.json()).toEqual([]);
  });

  it('takes one only for the item playing on that player’s own screen', async () => {
    const a = await scene();
    const b = await scene();
    // Another screen's item: as if it did not exist.
    const foreign = await send(a.player, b.playingItem, jpeg());
    expect(foreign.statusCode).toBe(404);
    // Its own screen's item that is booked for another time.
    const notNow = await send(a.player, a.laterItem, jpeg());
    expect(notNow.statusCode).toBe(409);
    expect((await send(a.player, 'no-such-item', jpeg())).statusCode).toBe(404);
  });

  it('shows an advertiser their own order’s screenshots, and nobody else’s', async () => {
    const s = await scene();
    const taken = (await send(s.player, s.playingItem, jpeg())).json();
    const mine = await injectAs(t.app, db(), owner.id, {
      url: `/api/order/${s.playing.id}/screenshots`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: taken.id,
        sha256: taken.sha256,
        url: `/api/order/${s.playing.id}/screenshots/${taken.id}`,
      }),
    ]);
    const image = await injectAs(t.app, db(), owner.id, { url: mine.json()[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(`"${taken.sha256}"`);
    const theirs = await injectAs(t.app, db(), stranger.id, {
      url: `/api/order/${s.playing.id}/screenshots`,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await injectAs(t.app, db(), stranger.id, { url: mine.json()[0].url })).statusCode).toBe(
      404,
    );
    // Through another order of the owner's: not this screenshot.
    const other = await buildBookedOrder(db(), {
      customerId: owner.id,
      screenId: s.screen.id,
      cells: [{ date: localDay(4), daypart: 'night' }],
    });
    const crossed = await injectAs(t.app, db(), owner.id, {
      url: `/api/order/${other.id}/screenshots/${taken.id}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('can be asked for now, as a remote command', async () => {
    const s = await scene();
    const asked = await injectAs(t.app, db(), operator.id, {
      method: 'POST',
      url: `/api/admin/players/${s.playerId}/commands`,
      payload: { kind: 'screenshot' },
    });
    expect(asked.statusCode).toBe(201);
    const beat = await s.player({
      method: 'POST',
      url: '/api/player/status',
      payload: { manifestVersion: null, currentItemToken: s.playingItem, freeBytes: null },
    });
    expect(beat.json()).toMatchObject({
      screenshotMinutes: 30,
      commands: [{ id: asked.json().id, kind: 'screenshot' }],
    });
  });
});
