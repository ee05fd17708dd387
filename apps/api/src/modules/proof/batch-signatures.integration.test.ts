import { randomBytes } from 'node:crypto';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { PlayRecord } from '@screenspot/contracts/player';
import type { ProofLinkCreated, ProofView } from '@screenspot/contracts/proof';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProofCsv } from '../../../../../scripts/verify-proof.mjs';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildCustomer, buildOperator, injectAs } from '../../../test/builders';
import { buildBookedOrder, localDay } from '../../../test/player-builders';
import {
  buildProofScene,
  makeKeys,
  playsAt,
  recordHash,
  sendBatch,
  signBatch,
  signPlay,
  type ProofScene,
} from '../../../test/proof-builders';
import { campaigns, orders, playBatches, playerItems, players, plays } from '../../db/schema';

// Batch signatures (decision 0064): a player with a key signs an upload once, over its records'
// hashes; the server checks one signature per upload and keeps the batch with its plays.
let t: TestApp;
const db = () => t.database.db;
let operator: Awaited<ReturnType<typeof buildOperator>>;
let owner: Awaited<ReturnType<typeof buildCustomer>>;

const scene = (withKey = true) =>
  buildProofScene(t.app, db(), { ownerId: owner.id, operatorId: operator.id }, withKey);

beforeAll(async () => {
  t = await buildTestApp({ PLAYER_CACHE_SECONDS: '0' });
  operator = await buildOperator(db());
  owner = await buildCustomer(db());
});
afterAll(() => t?.close());

async function storedPlays(playIds: string[]) {
  return db()
    .select({ playId: plays.playId, signature: plays.signature, batchId: plays.batchId })
    .from(plays)
    .where(inArray(plays.playId, playIds));
}

async function batchesOf(playerId: number) {
  return db().select().from(playBatches).where(eq(playBatches.playerId, playerId));
}

async function refusals(playerId: number) {
  const [row] = await db()
    .select({ n: players.signatureRefusals })
    .from(players)
    .where(eq(players.id, playerId));
  return row!.n;
}

/** An upload signed once, as the web player sends it. */
async function sendSigned(s: ProofScene, records: PlayRecord[]) {
  const { batchSignature } = await signBatch(s.keys, records);
  return sendBatch(s.player, records, batchSignature);
}

async function proofCsvOf(campaignId: number) {
  const created = await injectAs(t.app, db(), owner.id, {
    method: 'POST',
    url: `/api/campaigns/${campaignId}/proof-links`,
  });
  const link = created.json() as ProofLinkCreated;
  const view = (await t.app.inject({ url: `/api/proof/${link.token}` })).json() as ProofView;
  const csv = await t.app.inject({ url: `/api/proof/${link.token}/proof.csv` });
  return { view, csv: csv.body };
}

describe('signed batches of play records', () => {
  it('checks one signature per upload and keeps the batch, its hashes in order, with each play', async () => {
    const s = await scene();
    const records = playsAt(s.itemToken, 4);
    const { batchSignature, batchId } = await signBatch(s.keys, records);
    const res = await sendBatch(s.player, records, batchSignature);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 4, duplicates: 0, rejected: [] });

    const [batch, ...others] = await batchesOf(s.playerId);
    expect(others).toEqual([]);
    expect(batch).toMatchObject({ batchHash: batchId, signature: batchSignature });
    expect(batch!.leaves.toString('hex')).toBe(records.map(recordHash).join(''));
    const stored = await storedPlays(records.map((r) => r.playId));
    expect(stored).toHaveLength(4);
    expect(stored.every((row) => row.batchId === batch!.id && row.signature === null)).toBe(true);
    expect(await refusals(s.playerId)).toBe(0);
  });

  it('refuses the whole batch when one record changed after signing, storing nothing and counting it', async () => {
    const s = await scene();
    const records = playsAt(s.itemToken, 3, 1, 20);
    const { batchSignature } = await signBatch(s.keys, records);
    const tampered = records.map((r, i) => (i === 1 ? { ...r, durationMs: 5_001 } : r));
    const res = await sendBatch(s.player, tampered, batchSignature);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('player.playsUnsigned');
    expect(res.json().refused.sort()).toEqual(records.map((r) => r.playId).sort());
    expect(await storedPlays(records.map((r) => r.playId))).toEqual([]);
    expect(await batchesOf(s.playerId)).toEqual([]);
    expect(await refusals(s.playerId)).toBe(3);
    // The same records in another order are another text: the signature does not hold either.
    const reordered = await sendBatch(s.player, [...records].reverse(), batchSignature);
    expect(reordered.statusCode).toBe(422);
    // Untouched, they go in.
    expect((await sendBatch(s.player, records, batchSignature)).json()).toMatchObject({
      accepted: 3,
    });
  });

  it('refuses a batch signed with another key, or not signed at all by a player with a key', async () => {
    const s = await scene();
    const records = playsAt(s.itemToken, 2, 1, 35);
    const stranger = await makeKeys();
    const forged = await sendBatch(
      s.player,
      records,
      (await signBatch(stranger, records)).batchSignature,
    );
    expect(forged.statusCode).toBe(422);
    const unsigned = await sendBatch(s.player, records);
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().refused.sort()).toEqual(records.map((r) => r.playId).sort());
    // A text that is not a signature at all is bad input.
    expect((await sendBatch(s.player, records, 'not-a-signature')).statusCode).toBe(400);
    expect(await storedPlays(records.map((r) => r.playId))).toEqual([]);
    expect(await refusals(s.playerId)).toBe(4);
  });

  it('still takes records signed one by one from a player running an older script', async () => {
    const s = await scene();
    const records = await Promise.all(
      playsAt(s.itemToken, 2, 1, 50).map((r) => signPlay(s.keys, r)),
    );
    const res = await sendBatch(s.player, records);
    expect(res.json()).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const stored = await storedPlays(records.map((r) => r.playId));
    expect(stored.map((row) => row.batchId)).toEqual([null, null]);
    expect(stored.map((row) => row.signature).sort()).toEqual(
      records.map((r) => r.signature).sort(),
    );
    expect(await batchesOf(s.playerId)).toEqual([]);
  });

  it('takes a batch sent again as duplicates, and a record sent again in another batch once', async () => {
    const s = await scene();
    const first = playsAt(s.itemToken, 3, 1, 60);
    expect((await sendSigned(s, first)).json()).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [],
    });
    // The answer was lost: the player sends the very same batch again.
    expect((await sendSigned(s, first)).json()).toEqual({
      accepted: 0,
      duplicates: 3,
      rejected: [],
    });
    expect(await batchesOf(s.playerId)).toHaveLength(1);

    // Then the last record again with two new ones, in a new batch: it stays in its first batch.
    const next = [first[2]!, ...playsAt(s.itemToken, 2, 4, 61)];
    expect((await sendSigned(s, next)).json()).toEqual({
      accepted: 2,
      duplicates: 1,
      rejected: [],
    });
    const batches = await batchesOf(s.playerId);
    expect(batches).toHaveLength(2);
    const [a, b] = batches.sort((x, y) => x.id - y.id);
    const byPlay = new Map(
      (await storedPlays([...first, ...next].map((r) => r.playId))).map((r) => [
        r.playId,
        r.batchId,
      ]),
    );
    expect(byPlay.size).toBe(5);
    expect(first.map((r) => byPlay.get(r.playId))).toEqual([a!.id, a!.id, a!.id]);
    expect(next.slice(1).map((r) => byPlay.get(r.playId))).toEqual([b!.id, b!.id]);

    // The proof lists both batches, and every row verifies.
    const { view, csv } = await proofCsvOf(s.campaignId);
    expect(view.delivered).toBe(5);
    expect(view.unsignedPlays).toBe(0);
    expect(view.plays.every((p) => p.batchId && p.publicKey === s.keys.publicKey)).toBe(true);
    const checked = await verifyProofCsv(csv);
    expect(checked.rows.map((row) => row.verdict)).toEqual(Array(7).fill('ok'));
    expect(csv.split('\n').filter((line) => line.startsWith('batch,'))).toHaveLength(2);
  });
});

describe('proofs of batches shared by advertisers', () => {
  it("shows one campaign's plays and only the hashes of another's, and fails when one byte changes", async () => {
    const s = await scene();
    // Another advertiser's order on the same screen, played in the same uploads.
    const rival = await buildCustomer(db());
    const order = await buildBookedOrder(db(), {
      customerId: rival.id,
      screenId: s.screen.id,
      cells: [{ date: localDay(-1), daypart: 'evening' }],
      statusCode: orderStatus.paid,
    });
    const [campaign] = await db()
      .insert(campaigns)
      .values({ customerId: rival.id, name: 'Rival week' })
      .returning();
    await db().update(orders).set({ campaignId: campaign!.id }).where(eq(orders.id, order.id));
    const rivalItem = `item-${randomBytes(8).toString('hex')}`;
    await db().insert(playerItems).values({
      token: rivalItem,
      screenId: s.screen.id,
      orderId: order.id,
      videoKey: order.videoKey,
      sha256: order.sha256,
      durationMs: 5_000,
    });
    const ours = playsAt(s.itemToken, 3, 1, 70);
    const theirs = playsAt(rivalItem, 3, 4, 71);
    expect((await sendSigned(s, [...ours, ...theirs])).json()).toMatchObject({ accepted: 6 });

    const { view, csv } = await proofCsvOf(s.campaignId);
    expect(view.plays.map((p) => p.playId).sort()).toEqual(ours.map((r) => r.playId).sort());
    for (const record of theirs) {
      expect(csv).not.toContain(record.playId);
      expect(csv).toContain(recordHash(record));
    }
    expect(csv).not.toContain(rivalItem);
    const good = await verifyProofCsv(csv);
    expect(good.rows.map((row) => row.verdict)).toEqual(Array(4).fill('ok'));
    expect(good.keys).toEqual([s.keys.publicKey]);

    // One byte of a play (a second later) and one of a rival's hash in the batch's row.
    const lines = csv.split('\n');
    lines[1] = lines[1]!.replace(
      /:(\d)(\d)\.(\d{3})Z,/,
      (_, a, b, ms) => `:${a}${(Number(b) + 1) % 10}.${ms}Z,`,
    );
    expect((await verifyProofCsv(lines.join('\n'))).rows[0]!.verdict).toBe(
      'hash does not match the row',
    );
    const hash = recordHash(theirs[0]!);
    const flipped = csv.replace(hash, `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    const verdicts = (await verifyProofCsv(flipped)).rows.map((row) => row.verdict);
    expect(verdicts.filter((v) => v === 'ok')).toEqual([]);
  });
});
