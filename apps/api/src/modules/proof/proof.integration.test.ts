import { createHash, randomBytes } from 'node:crypto';
import {
  screenshotSigningText,
  type ProofLinkCreated,
  type ProofView,
} from '@screenspot/contracts/proof';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyProofCsv } from '../../../../../scripts/verify-proof.mjs';
import { injectAs } from '../../../test/builders';
import { jpeg, sendPlays, useScreenshotTestApp } from '../../../test/player-builders';
import {
  buildProofScene,
  makeKeys,
  playsAt,
  sign,
  signPlay,
  type ProofScene,
} from '../../../test/proof-builders';
import { players, plays } from '../../db/schema';

// The app's clock in the evening two days ahead (screenshots are judged by it); plays are judged
// by the real clock, in yesterday's booked evening.
const { t, db, operator, owner, stranger, clockAt } = useScreenshotTestApp();

const scene = (withKey = true) =>
  buildProofScene(t.app, db(), { ownerId: owner.id, operatorId: operator.id }, withKey);

function sendShot(
  s: ProofScene,
  image: Buffer,
  signed: { capturedAt?: string; signature?: string } = {},
) {
  const query = new URLSearchParams({ itemToken: s.itemToken, ...signed });
  return s.player({
    method: 'POST',
    url: `/api/player/screenshots?${query}`,
    headers: { 'content-type': 'image/jpeg' },
    payload: image,
  });
}

async function signedShot(s: ProofScene, image: Buffer) {
  const capturedAt = new Date(clockAt.getTime() - 1_500).toISOString();
  const sha256 = createHash('sha256').update(image).digest('hex');
  const signature = await sign(
    s.keys,
    screenshotSigningText({ sha256, itemToken: s.itemToken, capturedAt }),
  );
  return { capturedAt, signature };
}

async function refusals(playerId: number) {
  const [row] = await db()
    .select({ n: players.signatureRefusals, key: players.publicKey })
    .from(players)
    .where(eq(players.id, playerId));
  return row!;
}

async function storedPlays(playIds: string[]) {
  return db()
    .select({ playId: plays.playId, signature: plays.signature })
    .from(plays)
    .where(inArray(plays.playId, playIds));
}

function createLink(customerId: number, campaignId: number) {
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: `/api/campaigns/${campaignId}/proof-links`,
  });
}

describe('signed play records', () => {
  it('registers the public key with the claim; a key that is not Ed25519 is refused', async () => {
    const s = await scene();
    expect((await refusals(s.playerId)).key).toBe(s.keys.publicKey);
    const created = await t.app.inject({ method: 'POST', url: '/api/player/pairings' });
    const { claimToken } = created.json() as { claimToken: string };
    // 43 characters that are not the canonical spelling of 32 bytes, and a short one.
    for (const publicKey of [`${'A'.repeat(42)}B`, 'AAAA']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/player/pairings/claim',
        payload: { claimToken, publicKey },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('stores signed records with their signature and refuses a tampered or unsigned one, counting it', async () => {
    const s = await scene();
    const good = await Promise.all(playsAt(s.itemToken, 3).map((play) => signPlay(s.keys, play)));
    const accepted = await sendPlays(s.player, good);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: 3, rejected: [] });
    const stored = await storedPlays(good.map((play) => play.playId));
    expect(stored.map((row) => row.signature).sort()).toEqual(
      good.map((play) => play.signature).sort(),
    );

    // Signed, then one millisecond longer: the signature no longer holds. Nothing of the batch goes in.
    const [fine, tampered, unsigned] = playsAt(s.itemToken, 3, 4, 30);
    const signedFine = await signPlay(s.keys, fine!);
    const changed = { ...(await signPlay(s.keys, tampered!)), durationMs: 5_001 };
    const refused = await sendPlays(s.player, [signedFine, changed, unsigned!]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().refused.sort()).toEqual([changed.playId, unsigned!.playId].sort());
    expect(await storedPlays([signedFine.playId, changed.playId, unsigned!.playId])).toEqual([]);
    // Another player's key does not do either.
    const other = await makeKeys();
    const forged = await signPlay(other, playsAt(s.itemToken, 1, 9, 40)[0]!);
    expect((await sendPlays(s.player, [forged])).statusCode).toBe(422);
    expect((await refusals(s.playerId)).n).toBe(3);

    // The console's health of the screen shows the player signs and what was refused.
    const health = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${s.screen.id}/health`,
    });
    expect(health.json().players[0]).toMatchObject({ signs: true, signatureRefusals: 3 });

    // The good record of the refused batch goes in once resent alone.
    expect((await sendPlays(s.player, [signedFine])).json()).toMatchObject({ accepted: 1 });
  });

  it('keeps a player paired before keys working, its records marked unsigned', async () => {
    const s = await scene(false);
    const records = playsAt(s.itemToken, 2);
    const res = await sendPlays(s.player, records);
    expect(res.json()).toMatchObject({ accepted: 2, rejected: [] });
    expect((await storedPlays(records.map((r) => r.playId))).map((r) => r.signature)).toEqual([
      null,
      null,
    ]);
    // A screenshot without a signature too.
    expect((await sendShot(s, jpeg())).statusCode).toBe(201);
    const health = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${s.screen.id}/health`,
    });
    expect(health.json().players[0]).toMatchObject({ signs: false, signatureRefusals: 0 });
  });
});

describe('signed screenshots', () => {
  it('keeps a signed screenshot; a wrong, missing or stale signature is refused and counted', async () => {
    const s = await scene();
    const image = jpeg();
    const ok = await sendShot(s, image, await signedShot(s, image));
    expect(ok.statusCode, ok.body).toBe(201);

    // The same signature over other bytes, none at all, and a capture an hour old.
    const other = jpeg();
    expect((await sendShot(s, other, await signedShot(s, image))).statusCode).toBe(422);
    expect((await sendShot(s, other)).statusCode).toBe(422);
    const capturedAt = new Date(clockAt.getTime() - 3_600_000).toISOString();
    const sha256 = createHash('sha256').update(other).digest('hex');
    const stale = await sign(
      s.keys,
      screenshotSigningText({ sha256, itemToken: s.itemToken, capturedAt }),
    );
    expect((await sendShot(s, other, { capturedAt, signature: stale })).statusCode).toBe(422);
    expect((await refusals(s.playerId)).n).toBe(3);
  });
});

describe('proof links', () => {
  it('opens without signing in, lists signed plays and screenshots, and its CSV verifies', async () => {
    const s = await scene();
    const signed = await Promise.all(playsAt(s.itemToken, 4).map((p) => signPlay(s.keys, p)));
    expect((await sendPlays(s.player, signed)).json()).toMatchObject({ accepted: 4 });
    const image = jpeg();
    expect((await sendShot(s, image, await signedShot(s, image))).statusCode).toBe(201);

    const created = await createLink(owner.id, s.campaignId);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json() as ProofLinkCreated;
    expect(link.url).toBe(`/proof/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // No cookie at all.
    const view = await t.app.inject({ url: `/api/proof/${link.token}` });
    expect(view.statusCode, view.body).toBe(200);
    const proof = view.json() as ProofView;
    expect(proof.campaignName).toBe('Proof week');
    expect(proof.delivered).toBe(4);
    expect(proof.booked).toBeGreaterThan(4);
    expect(proof.screens).toEqual([{ name: s.screen.name, booked: proof.booked, delivered: 4 }]);
    expect(proof.unsignedPlays).toBe(0);
    expect(proof.plays.map((p) => p.playId).sort()).toEqual(signed.map((p) => p.playId).sort());
    expect(proof.plays.every((p) => p.publicKey === s.keys.publicKey && p.signature)).toBe(true);
    expect(proof.screenshots).toHaveLength(1);
    expect(proof.screenshots[0]).toMatchObject({
      sha256: createHash('sha256').update(image).digest('hex'),
      takenAt: clockAt.toISOString(),
      publicKey: s.keys.publicKey,
    });
    const picture = await t.app.inject({ url: proof.screenshots[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(image)).toBe(true);

    const csv = await t.app.inject({ url: proof.csvUrl });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const checked = await verifyProofCsv(csv.body);
    expect(checked.rows.map((row) => row.verdict)).toEqual(Array(5).fill('ok'));
    expect(checked.keys).toEqual([s.keys.publicKey]);
    // One byte of one row changed (a start a second later): that row fails.
    const lines = csv.body.split('\n');
    lines[2] = lines[2]!.replace(
      /:(\d)(\d)\.(\d{3})Z,/,
      (_, a, b, ms) => `:${a}${(Number(b) + 1) % 10}.${ms}Z,`,
    );
    const tampered = await verifyProofCsv(lines.join('\n'));
    expect(tampered.rows.map((row) => row.verdict)).toEqual([
      'ok',
      'hash does not match the row',
      'ok',
      'ok',
      'ok',
    ]);
  });

  it('marks the records of a player paired before keys as unsigned', async () => {
    const s = await scene(false);
    await sendPlays(s.player, playsAt(s.itemToken, 2));
    const link = (await createLink(owner.id, s.campaignId)).json() as ProofLinkCreated;
    const proof = (await t.app.inject({ url: `/api/proof/${link.token}` })).json() as ProofView;
    expect(proof.unsignedPlays).toBe(2);
    expect(proof.plays.map((p) => [p.publicKey, p.signature])).toEqual([
      [null, null],
      [null, null],
    ]);
    const csv = await t.app.inject({ url: `/api/proof/${link.token}/proof.csv` });
    const checked = await verifyProofCsv(csv.body);
    expect(checked.rows.map((row) => row.verdict)).toEqual(['unsigned', 'unsigned']);
  });

  it('only the owner makes, lists and revokes links; a revoked link answers 410, an unknown one 404', async () => {
    const s = await scene();
    // Another customer cannot make, list or revoke links of the owner's campaign.
    expect((await createLink(stranger.id, s.campaignId)).statusCode).toBe(404);
    const link = (await createLink(owner.id, s.campaignId)).json() as ProofLinkCreated;
    const listAs = (id: number) =>
      injectAs(t.app, db(), id, { url: `/api/campaigns/${s.campaignId}/proof-links` });
    expect((await listAs(stranger.id)).statusCode).toBe(404);
    expect((await listAs(owner.id)).json()).toEqual([
      { id: link.id, createdAt: link.createdAt, revokedAt: null },
    ]);
    const revokeAs = (id: number) =>
      injectAs(t.app, db(), id, {
        method: 'DELETE',
        url: `/api/campaigns/${s.campaignId}/proof-links/${link.id}`,
      });
    expect((await revokeAs(stranger.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/proof/${link.token}` })).statusCode).toBe(200);

    expect((await revokeAs(owner.id)).statusCode).toBe(204);
    for (const url of [`/api/proof/${link.token}`, `/api/proof/${link.token}/proof.csv`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe('This proof link was revoked by the campaign’s owner.');
    }
    expect((await listAs(owner.id)).json()[0].revokedAt).not.toBeNull();
    // A token never issued, and one that is not a token at all.
    const unknown = await t.app.inject({
      url: `/api/proof/${randomBytes(32).toString('base64url')}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/proof/short' })).statusCode).toBe(400);
  });
});
