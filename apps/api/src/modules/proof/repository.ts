import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  campaignProofLinks,
  campaigns,
  orders,
  playerItems,
  playerScreenshots,
  players,
  screens,
} from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export function findCampaign(db: Db, campaignId: number) {
  return db
    .select(columnsOf(campaigns, 'id', 'customerId', 'name'))
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .then((rows) => rows[0] ?? null);
}

const linkColumns = columnsOf(campaignProofLinks, 'id', 'campaignId', 'createdAt', 'revokedAt');

export async function insertLink(
  db: Db,
  values: { campaignId: number; tokenHash: string; createdBy: number },
) {
  const [row] = await db.insert(campaignProofLinks).values(values).returning(linkColumns);
  return row!;
}

export function listLinks(db: Db, campaignId: number) {
  return db
    .select(linkColumns)
    .from(campaignProofLinks)
    .where(eq(campaignProofLinks.campaignId, campaignId))
    .orderBy(desc(campaignProofLinks.id))
    .limit(50);
}

/** Revokes a link of the campaign (kept revoked, so its holder hears 410); null if none. */
export async function revokeLink(db: Db, campaignId: number, linkId: number) {
  const [row] = await db
    .update(campaignProofLinks)
    .set({ revokedAt: sql`coalesce(${campaignProofLinks.revokedAt}, now())` })
    .where(and(eq(campaignProofLinks.id, linkId), eq(campaignProofLinks.campaignId, campaignId)))
    .returning(linkColumns);
  return row ?? null;
}

export function findLinkByHash(db: Db, tokenHash: string) {
  return db
    .select(linkColumns)
    .from(campaignProofLinks)
    .where(eq(campaignProofLinks.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

/** The campaign's orders and their screens' names. */
export function campaignOrders(db: Db, campaignId: number) {
  return db
    .select({ orderId: orders.id, screenId: orders.screenId, screenName: screens.name })
    .from(orders)
    .innerJoin(screens, eq(screens.id, orders.screenId))
    .where(eq(orders.campaignId, campaignId));
}

export type ProofPlayRow = {
  play_id: string;
  screen_id: number;
  seq: number;
  item_token: string;
  started_ms: number;
  ended_ms: number;
  duration_ms: number;
  status: string;
  complete: boolean;
  public_key: string | null;
  signature: string | null;
  /** The signed batch it came in (its hash, the batch's id in proofs), or null. */
  batch_hash: string | null;
};

export type ProofBatchRow = {
  batch_hash: string;
  public_key: string | null;
  signature: string;
  /** The batch's record hashes in order, as one hex text (64 digits each). */
  leaves: string;
};

const idList = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * The plays of these orders on their screens, newest first (at most `limit`, all when null): read
 * by screen and time through the plays' primary key, with each play's item token and the key of
 * the player that sent it.
 */
export function campaignPlays(
  db: Db,
  screenIds: number[],
  orderIds: number[],
  limit: number | null,
) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<ProofPlayRow>(
    db,
    sql`select p.play_id, p.screen_id, p.seq::float8 as seq, i.token as item_token,
               (extract(epoch from p.started_at) * 1000)::float8 as started_ms,
               (extract(epoch from p.ended_at) * 1000)::float8 as ended_ms, p.duration_ms, p.status, p.complete,
               pl.public_key, p.signature, b.batch_hash
        from plays p
        join player_items i on i.id = p.item_id
        join players pl on pl.id = p.player_id
        left join play_batches b on b.id = p.batch_id
        where p.screen_id = any(${idList(screenIds)}::int[])
          and p.order_id = any(${idList(orderIds)}::int[])
        order by p.started_at desc, p.play_id
        ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

/** Plays of these orders stored without a signature (from players paired before keys). */
export async function unsignedPlays(db: Db, screenIds: number[], orderIds: number[]) {
  if (orderIds.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from plays p
        where p.screen_id = any(${idList(screenIds)}::int[])
          and p.order_id = any(${idList(orderIds)}::int[])
          and p.signature is null and p.batch_id is null`,
  );
  return row?.n ?? 0;
}

/**
 * The signed batches the plays of these orders came in, oldest first: each one's signature, its
 * player's key and every record hash it lists (other advertisers' records as hashes only).
 */
export function campaignBatches(db: Db, screenIds: number[], orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<ProofBatchRow>(
    db,
    sql`select b.batch_hash, pl.public_key, b.signature, encode(b.leaves, 'hex') as leaves
        from play_batches b
        join players pl on pl.id = b.player_id
        where b.id in (
          select p.batch_id from plays p
          where p.screen_id = any(${idList(screenIds)}::int[])
            and p.order_id = any(${idList(orderIds)}::int[])
            and p.batch_id is not null)
        order by b.id`,
  );
}

/** The orders' screenshots, newest first, with the item token and the sender's key. */
export function campaignScreenshots(db: Db, orderIds: number[], limit: number | null) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const query = db
    .select({
      id: playerScreenshots.id,
      screenId: playerScreenshots.screenId,
      itemToken: playerItems.token,
      ...columnsOf(playerScreenshots, 'sha256', 'takenAt', 'capturedAt', 'signature'),
      publicKey: players.publicKey,
    })
    .from(playerScreenshots)
    .innerJoin(playerItems, eq(playerItems.id, playerScreenshots.itemId))
    .innerJoin(players, eq(players.id, playerScreenshots.playerId))
    .where(inArray(playerScreenshots.orderId, orderIds))
    .orderBy(desc(playerScreenshots.id));
  return limit === null ? query : query.limit(limit);
}

/** One screenshot's image, when it belongs to one of these orders. */
export function screenshotOfOrders(db: Db, screenshotId: number, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve(null);
  return db
    .select(columnsOf(playerScreenshots, 'contentType', 'bytes', 'sha256'))
    .from(playerScreenshots)
    .where(
      and(eq(playerScreenshots.id, screenshotId), inArray(playerScreenshots.orderId, orderIds)),
    )
    .then((rows) => rows[0] ?? null);
}
