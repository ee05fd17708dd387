import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { PlayRecord } from '@screenspot/contracts/player';
import { playBatchSigningText, playSigningText } from '@screenspot/contracts/proof';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { campaigns, orders, playerItems } from '../src/db/schema';
import { buildLoopScreen } from './booking-builders';
import {
  asPlayer,
  buildBookedOrder,
  inCell,
  localDay,
  pairPlayer,
  playRecord,
  type PlayerClient,
} from './player-builders';

/** A player's Ed25519 key pair, as the web player makes it (decision 0049). */
export type Keys = { pair: webcrypto.CryptoKeyPair; publicKey: string };
const subtle = webcrypto.subtle;

export async function makeKeys(): Promise<Keys> {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const raw = await subtle.exportKey('raw', pair.publicKey);
  return { pair, publicKey: Buffer.from(raw).toString('base64url') };
}

export async function sign(keys: Keys, text: string) {
  const bytes = await subtle.sign(
    { name: 'Ed25519' },
    keys.pair.privateKey,
    new TextEncoder().encode(text),
  );
  return Buffer.from(bytes).toString('base64url');
}

/** A record signed alone (decision 0049), as players running an older script send it. */
export const signPlay = async (keys: Keys, play: PlayRecord): Promise<PlayRecord> => ({
  ...play,
  signature: await sign(keys, playSigningText(play)),
});

/** A record's hash as a signed batch lists it (decision 0064). */
export const recordHash = (play: PlayRecord) =>
  createHash('sha256').update(playSigningText(play)).digest('hex');

/** The signature over a batch of records, in their order, and the batch's id. */
export async function signBatch(keys: Keys, plays: PlayRecord[]) {
  const text = playBatchSigningText(plays.map(recordHash));
  return {
    batchSignature: await sign(keys, text),
    batchId: createHash('sha256').update(text).digest('hex'),
  };
}

/** A player's upload of records, with a batch signature or none. */
export function sendBatch(player: PlayerClient, plays: PlayRecord[], batchSignature?: string) {
  return player({
    method: 'POST',
    url: '/api/player/plays',
    payload: { plays, batchSignature },
  });
}

/**
 * A campaign of the owner's with one order on a screen, booked yesterday evening (plays) and two
 * days ahead in the evening, and a player paired with the screen: with a key unless told
 * otherwise.
 */
export async function buildProofScene(
  app: FastifyInstance,
  db: Db,
  people: { ownerId: number; operatorId: number },
  withKey = true,
) {
  const screen = await buildLoopScreen(db);
  const order = await buildBookedOrder(db, {
    customerId: people.ownerId,
    screenId: screen.id,
    cells: [
      { date: localDay(-1), daypart: 'evening' },
      { date: localDay(2), daypart: 'evening' },
    ],
    statusCode: orderStatus.paid,
  });
  const [campaign] = await db
    .insert(campaigns)
    .values({ customerId: people.ownerId, name: 'Proof week' })
    .returning();
  await db.update(orders).set({ campaignId: campaign!.id }).where(eq(orders.id, order.id));
  const keys = await makeKeys();
  const paired = await pairPlayer(
    app,
    db,
    screen.id,
    people.operatorId,
    withKey ? keys.publicKey : undefined,
  );
  const itemToken = `item-${randomBytes(8).toString('hex')}`;
  await db.insert(playerItems).values({
    token: itemToken,
    screenId: screen.id,
    orderId: order.id,
    videoKey: order.videoKey,
    sha256: order.sha256,
    durationMs: 5_000,
  });
  return {
    screen,
    order,
    campaignId: campaign!.id,
    keys,
    itemToken,
    playerId: paired.playerId,
    player: asPlayer(app, paired.token),
  };
}

export type ProofScene = Awaited<ReturnType<typeof buildProofScene>>;

/** Plays 10 s apart in yesterday's booked evening, seq from `first`. */
export function playsAt(itemToken: string, count: number, first = 1, minutes = 5) {
  return Array.from({ length: count }, (_, i) =>
    playRecord(
      itemToken,
      new Date(inCell(localDay(-1), 'evening', minutes).getTime() + i * 10_000),
      { seq: first + i },
    ),
  );
}
