import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pairingAlphabet } from '@screenspot/contracts/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../../../test/accounts';
import { buildTestApp, useTestContext } from '../../../test/app';
import { buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { asPlayer, pairPlayer } from '../../../test/player-builders';
import { playerPairings, players } from '../../db/schema';

const { t, db } = useTestContext({ PLAYER_CACHE_SECONDS: '0' });
let operatorId: number;
let ledId: number;

beforeAll(async () => {
  operatorId = (await buildOperator(db())).id;
  ledId = (await buildLoopScreen(db())).id;
});

function startPairing(remoteAddress = newClientAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/player/pairings', remoteAddress });
}
function claim(claimToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/player/pairings/claim',
    payload: { claimToken },
  });
}
function link(code: string, as = operatorId, screen = ledId) {
  return injectAs(t.app, db(), as, {
    method: 'POST',
    url: `/api/admin/leds/${screen}/players`,
    payload: { code },
  });
}

describe('pairing a player', () => {
  it('shows a code, is linked by an operator, and hands out its token exactly once', async () => {
    const started = await startPairing();
    expect(started.statusCode).toBe(201);
    const { code, claimToken, expiresAt } = started.json();
    expect(code).toHaveLength(6);
    expect([...code].every((c: string) => pairingAlphabet.includes(c))).toBe(true);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // Before an operator links it, the player hears 404 and keeps asking.
    expect((await claim(claimToken)).statusCode).toBe(404);

    // Typed in lower case with a dash, as people do.
    const linked = await link(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    expect(linked.statusCode).toBe(201);
    const { playerId } = linked.json();

    const claimed = await claim(claimToken);
    expect(claimed.statusCode).toBe(200);
    const { token } = claimed.json();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect((await claim(claimToken)).statusCode).toBe(410);

    // Only hashes are stored.
    const [row] = await db().select().from(players).where(eq(players.id, playerId));
    expect(row!.screenId).toBe(ledId);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const pairings = await db().select().from(playerPairings);
    expect(JSON.stringify(pairings)).not.toContain(code);
    expect(JSON.stringify(pairings)).not.toContain(claimToken);

    const manifest = await asPlayer(t.app, token)({ url: '/api/player/manifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().ledId).toBe(ledId);
  });

  it('refuses a code twice, an unknown code, an expired code and a malformed one', async () => {
    const { code } = (await startPairing()).json();
    expect((await link(code)).statusCode).toBe(201);
    const again = await link(code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been used/);

    const unknown = await link(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: { code: expect.any(String) } });

    const late = (await startPairing()).json();
    await db()
      .update(playerPairings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(playerPairings.codeHash, createHash('sha256').update(late.code).digest('hex')));
    expect((await link(late.code)).statusCode).toBe(404);
    expect((await claim(late.claimToken)).statusCode).toBe(404);

    const malformed = await link('12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toMatch(/6-character code/);

    const fresh = (await startPairing()).json();
    expect((await link(fresh.code, operatorId, 999_999)).statusCode).toBe(404);
  });

  it('lets only operators link or revoke players', async () => {
    const customer = await buildCustomer(db());
    const { code } = (await startPairing()).json();
    expect((await link(code, customer.id)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leds/${ledId}/players`,
      payload: { code },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 401 to a revoked token, a missing one and a made-up one', async () => {
    const { token, playerId } = await pairPlayer(t.app, db(), ledId, operatorId);
    const player = asPlayer(t.app, token);
    const current = await player({ url: '/api/player/manifest' });
    expect(current.statusCode).toBe(200);
    const etag = current.headers.etag as string;
    const poll = { url: '/api/player/manifest', headers: { 'if-none-match': etag } };
    expect((await player(poll)).statusCode).toBe(304);

    const revoked = await injectAs(t.app, db(), operatorId, {
      method: 'DELETE',
      url: `/api/admin/players/${playerId}`,
    });
    expect(revoked.statusCode).toBe(204);
    for (const request of [
      { url: '/api/player/manifest' },
      // The current ETag gets no 304 once the player is revoked.
      poll,
      { method: 'POST' as const, url: '/api/player/plays', payload: { plays: [] } },
      {
        method: 'POST' as const,
        url: '/api/player/status',
        payload: { manifestVersion: null, currentItemToken: null, freeBytes: null },
      },
    ]) {
      const res = await player(request);
      expect(res.statusCode, request.url).toBe(401);
      expect(res.json().message).toMatch(/revoked/);
    }
    expect((await t.app.inject({ url: '/api/player/manifest' })).statusCode).toBe(401);
    const madeUp = await asPlayer(t.app, 'x'.repeat(43))({ url: '/api/player/manifest' });
    expect(madeUp.statusCode).toBe(401);

    const missing = await injectAs(t.app, db(), operatorId, {
      method: 'DELETE',
      url: '/api/admin/players/999999',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('limits how many codes one client address may draw', async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await startPairing(address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await startPairing()).statusCode).toBe(201);
  });
});

describe('revoking with token caches on two instances', () => {
  it('gets the revoked token a 401 on the other instance too, without waiting for the cache', async () => {
    const cached = await buildTestApp();
    const peer = await cached.buildPeer();
    try {
      const operator = await buildOperator(cached.database.db);
      const screen = await buildLoopScreen(cached.database.db);
      const { token, playerId } = await pairPlayer(
        cached.app,
        cached.database.db,
        screen.id,
        operator.id,
      );
      // The peer has looked the token up, and keeps it for minutes.
      expect((await asPlayer(peer.app, token)({ url: '/api/player/manifest' })).statusCode).toBe(
        200,
      );
      const revoked = await injectAs(cached.app, cached.database.db, operator.id, {
        method: 'DELETE',
        url: `/api/admin/players/${playerId}`,
      });
      expect(revoked.statusCode).toBe(204);
      expect((await asPlayer(cached.app, token)({ url: '/api/player/manifest' })).statusCode).toBe(
        401,
      );
      await expect
        .poll(
          async () => (await asPlayer(peer.app, token)({ url: '/api/player/manifest' })).statusCode,
          {
            timeout: 5_000,
          },
        )
        .toBe(401);
    } finally {
      await peer.close();
      await cached.close();
    }
  });
});
