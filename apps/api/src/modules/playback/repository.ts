// Over 400 lines: the player's tables (pairing, manifests, plays) are read together by the manifest and ingest.
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { preparedPerDatabase } from '../../db/prepared';
import { orderStatus } from '@screenspot/contracts/order-status';
import {
  orderCells,
  orderPlayDays,
  orders,
  playerItems,
  playerPairings,
  playerRevocationAcks,
  players,
  playBatches,
  plays,
  screenPlayDays,
  screenManifestVersions,
} from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

/** NOTIFY channel of revoked players, so every instance drops their cached tokens. */
export const revocationsChannel = 'screenspot_player_revocations';

export type PlayerRow = typeof players.$inferSelect;
export type ItemRow = typeof playerItems.$inferSelect;
export type NewPlay = typeof plays.$inferInsert;
/** A signed batch to keep with the plays it stores (decision 0064); leaves: the hashes, in hex. */
export type NewPlayBatch = {
  playerId: number;
  batchHash: string;
  signature: string;
  leavesHex: string;
};

// ---- pairing

export async function purgeOldPairings(db: Db, before: Date): Promise<void> {
  await db.delete(playerPairings).where(lt(playerPairings.expiresAt, before));
}

/** Inserts a pairing; false when the code is taken (the caller draws another). */
export async function insertPairing(
  db: Db,
  values: { codeHash: string; claimTokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(playerPairings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: playerPairings.id });
  return rows.length === 1;
}

/** A live pairing not yet linked, locked so two operators cannot link it twice. */
export function lockOpenPairing(db: Db, codeHash: string, now: Date) {
  return findRow(
    db,
    playerPairings,
    and(eq(playerPairings.codeHash, codeHash), gt(playerPairings.expiresAt, now)),
    { lock: true },
  );
}

export async function linkPairing(db: Db, pairingId: number, playerId: number): Promise<void> {
  await db.update(playerPairings).set({ playerId }).where(eq(playerPairings.id, pairingId));
}

export function findPairingByClaim(db: Db, claimTokenHash: string) {
  return findRow(db, playerPairings, eq(playerPairings.claimTokenHash, claimTokenHash));
}

/** Marks the pairing claimed; false when another claim got there first. */
export async function markClaimed(db: Db, pairingId: number): Promise<boolean> {
  const rows = await db
    .update(playerPairings)
    .set({ claimedAt: new Date() })
    .where(and(eq(playerPairings.id, pairingId), isNull(playerPairings.claimedAt)))
    .returning({ id: playerPairings.id });
  return rows.length === 1;
}

// ---- players

export async function insertPlayer(db: Db, screenId: number, pairedBy: number) {
  const [row] = await db
    .insert(players)
    .values({ screenId, pairedBy })
    .returning({ id: players.id });
  return row!.id;
}

/** The player's token (its hash) and, when it sent one, its Ed25519 public key. */
export async function setPlayerToken(
  db: Db,
  playerId: number,
  tokenHash: string,
  publicKey: string | null,
) {
  await db.update(players).set({ tokenHash, publicKey }).where(eq(players.id, playerId));
}

/** Counts records or screenshots refused for their signature in the player's health. */
export async function countSignatureRefusals(db: Db, playerId: number, refused: number) {
  await db
    .update(players)
    .set({ signatureRefusals: sql`${players.signatureRefusals} + ${refused}` })
    .where(eq(players.id, playerId));
}

// Every player request asks this, so it is prepared.
const playerByToken = preparedPerDatabase((db) =>
  db
    .select(columnsOf(players, 'id', 'screenId', 'publicKey'))
    .from(players)
    .where(and(eq(players.tokenHash, sql.placeholder('hash')), isNull(players.revokedAt)))
    .prepare('player_by_token'),
);

export async function findActivePlayer(db: Db, tokenHash: string) {
  const [row] = await playerByToken(db).execute({ hash: tokenHash });
  return row ?? null;
}

export async function findPlayer(db: Db, playerId: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  return row ?? null;
}

export async function revokePlayer(db: Db, playerId: number): Promise<void> {
  await db
    .update(players)
    .set({
      revokedAt: sql`coalesce(${players.revokedAt}, ${new Date().toISOString()}::timestamptz)`,
    })
    .where(eq(players.id, playerId));
}

export async function announceRevocation(db: Db, playerId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${revocationsChannel}, ${String(playerId)})`);
}

/**
 * Stores a heartbeat; answers when the player was heard from before it (null if never), so a
 * heartbeat after a silence can be told from the usual one without another query.
 */
export async function recordHeartbeat(
  db: Db,
  playerId: number,
  status: {
    manifestVersion: string | null;
    currentItemToken: string | null;
    freeBytes: number | null;
    appVersion: string | null;
    uptimeSeconds: number | null;
    cacheItems: number | null;
    cacheBytes: number | null;
    resolution: string | null;
    clockOffsetMs: number | null;
    lastError: string | null;
  },
  at: Date,
): Promise<{ previous: Date | null }> {
  const [row] = await queryRows<{ previous: Date | string | null }>(
    db,
    sql`update players p
        set manifest_version = ${status.manifestVersion},
            current_item_token = ${status.currentItemToken},
            free_bytes = ${status.freeBytes},
            app_version = ${status.appVersion},
            uptime_seconds = ${status.uptimeSeconds},
            cache_items = ${status.cacheItems},
            cache_bytes = ${status.cacheBytes},
            resolution = ${status.resolution},
            clock_offset_ms = ${status.clockOffsetMs},
            last_error = ${status.lastError},
            last_seen_at = ${at.toISOString()}
        from (select id, last_seen_at from players where id = ${playerId}) old
        where p.id = old.id
        returning old.last_seen_at as previous`,
  );
  const previous = row?.previous ?? null;
  return { previous: previous === null ? null : new Date(previous) };
}

export function listScreenPlayers(db: Db, screenId: number) {
  return db
    .select()
    .from(players)
    .where(eq(players.screenId, screenId))
    .orderBy(desc(players.id))
    .limit(20);
}

// ---- manifest items

/** The item of an order's video on a screen, made on first use; its token never changes. */
/** NOTIFY channel of manifest bumps (migration 0021): screen ids joined by commas, or `*`. */
export const manifestsChannel = 'screenspot_manifests';

/** A screen's manifest version; 0 until something it plays first changes. */
export async function manifestVersion(db: Db, screenId: number): Promise<number> {
  const [row] = await db
    .select({ version: screenManifestVersions.version })
    .from(screenManifestVersions)
    .where(eq(screenManifestVersions.screenId, screenId));
  return row?.version ?? 0;
}

/**
 * What a build compares with: the screen's live items and any item (revoked ones too) of the
 * orders it is about to list (an item comes back when its order is restored).
 */
export function itemsForBuild(db: Db, screenId: number, orderIds: number[]) {
  return screenItems(
    db,
    screenId,
    orderIds.length === 0
      ? isNull(playerItems.revokedAt)
      : or(isNull(playerItems.revokedAt), inArray(playerItems.orderId, orderIds)),
  );
}

/** A screen's items that also meet `also`. */
function screenItems(db: Db, screenId: number, also: SQL | undefined) {
  return db
    .select()
    .from(playerItems)
    .where(and(eq(playerItems.screenId, screenId), also));
}

/**
 * Inserts the items a build found missing, in one statement; a concurrent build on another
 * instance may have inserted some of them first, so the stored rows are read back.
 */
export async function insertItems(
  db: Db,
  screenId: number,
  values: {
    token: string;
    orderId: number;
    videoKey: string;
    sha256: string;
    durationMs: number;
  }[],
): Promise<ItemRow[]> {
  if (values.length === 0) return [];
  await db
    .insert(playerItems)
    .values(values.map((value) => ({ ...value, screenId })))
    .onConflictDoNothing();
  return screenItems(
    db,
    screenId,
    inArray(
      playerItems.orderId,
      values.map((value) => value.orderId),
    ),
  );
}

export async function revokeItems(db: Db, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(playerItems)
    .set({ revokedAt: new Date() })
    .where(and(inArray(playerItems.id, itemIds), isNull(playerItems.revokedAt)));
}

/** Revoked items may come back (the operator restored the order): their plays count again. */
export async function restoreItems(db: Db, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.update(playerItems).set({ revokedAt: null }).where(inArray(playerItems.id, itemIds));
}

export function recentlyRevoked(db: Db, screenId: number, since: Date) {
  return db
    .select({ token: playerItems.token })
    .from(playerItems)
    .where(and(eq(playerItems.screenId, screenId), gt(playerItems.revokedAt, since)))
    .orderBy(playerItems.id);
}

export async function findItem(db: Db, token: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(playerItems).where(eq(playerItems.token, token));
  return row ?? null;
}

export function findItems(db: Db, tokens: string[]): Promise<ItemRow[]> {
  if (tokens.length === 0) return Promise.resolve([]);
  return db.select().from(playerItems).where(inArray(playerItems.token, tokens));
}

export async function acknowledgeRevocations(db: Db, playerId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db
    .insert(playerRevocationAcks)
    .values(itemIds.map((itemId) => ({ playerId, itemId })))
    .onConflictDoNothing();
}

// ---- plays

/** The advisory lock's first key: uploads of one screen take turns under (key, screen id). */
const screenPlaysLock = 727019;

/** Serialises uploads of one screen (any instance): overlap checks see every earlier play. */
export async function lockScreenPlays(db: Db, screenId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${screenPlaysLock}, ${screenId})`);
}

/** A PostgreSQL array literal of text bound as one value (drizzle would spread a JS array). */
function textArray(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (i > 0) out += ',';
    out += /["\\]/.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
  }
  return `${out}}`;
}

/** A PostgreSQL array literal of text or nulls (signatures: base64url, nothing to quote). */
function nullableTextArray(values: readonly (string | null | undefined)[]): string {
  return `{${values.map((value) => (value ? textArray([value]).slice(1, -1) : 'NULL')).join(',')}}`;
}

/** A PostgreSQL array literal of numbers or booleans: nothing in them needs quoting. */
function plainArray(values: readonly (number | boolean)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * A string as a PostgreSQL literal, as node-postgres's `escapeLiteral` writes it (quotes doubled;
 * with a backslash, an E'' string with backslashes doubled), but with one native replace rather
 * than a loop over every character: a batch's literals are tens of kilobytes.
 */
export function sqlLiteral(value: string): string {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/**
 * How a statement carries its values: as bound parameters, or (for the one-round-trip path, whose
 * simple query takes none) as escaped string literals.
 */
type Bind = (value: string) => SQL;
const asParameter: Bind = (value) => sql`${value}`;
const asLiteral: Bind = (value) => sql.raw(sqlLiteral(value));

/**
 * The statement that keeps a signed batch once (`when`: the condition its insert waits on) and
 * answers its id, stored now or before: a batch sent again is the same row.
 */
function batchUpsertSql(batch: NewPlayBatch, bind: Bind, when: SQL = sql`true`) {
  return sql`insert into ${playBatches} (player_id, batch_hash, signature, leaves)
          select ${bind(String(batch.playerId))}::int, ${bind(batch.batchHash)},
                 ${bind(batch.signature)}, decode(${bind(batch.leavesHex)}, 'hex')
          where ${when}
          on conflict (batch_hash) do update set batch_hash = excluded.batch_hash
          returning id`;
}

/** The batch's id for the plays' rows: from the `batch` statement, or null without one. */
const batchIdOf = (batch: NewPlayBatch | null) =>
  batch ? sql`(select id from batch)` : sql`null::bigint`;

/** A stored play near a batch: its id, start and end (epoch milliseconds). */
export type StoredPlay = { playId: string; startedAt: number; endedAt: number };

type PlaysAnswerRow = { play_id: string; started_ms: number | null; ended_ms: number | null };

/**
 * One statement: inserts the plays, once each, unless the screen already has plays that may
 * overlap the span (ending after it starts, starting within an hour before it); then nothing is
 * inserted and those plays are answered instead. Otherwise it answers only the playIds it did not
 * insert (already stored, usually none), so a batch's answer is not a row per play.
 */
function insertUnlessAroundSql(
  screenId: number,
  from: Date,
  to: Date,
  rows: NewPlay[],
  bind: Bind,
  batch: NewPlayBatch | null,
) {
  const since = new Date(from.getTime() - 3_600_000).toISOString();
  // The signed batch goes in with the plays, on the same condition.
  const keepBatch = batch
    ? sql`batch as (${batchUpsertSql(batch, bind, sql`not exists (select 1 from around)`)}),`
    : sql``;
  return sql`with around as (
          select ${plays.playId} as play_id, ${plays.startedAt} as started_at,
                 ${plays.endedAt} as ended_at
          from ${plays}
          where ${plays.screenId} = ${bind(String(screenId))}::int
            and ${plays.startedAt} > ${bind(since)}::timestamptz
            and ${plays.startedAt} < ${bind(to.toISOString())}::timestamptz
            and ${plays.endedAt} > ${bind(from.toISOString())}::timestamptz),
        ${keepBatch}
        input as (${playColumns(rows, bind, batchIdOf(batch))}),
        added as (
          insert into ${plays} ${playInsertColumns}
          select * from input where not exists (select 1 from around)
          on conflict do nothing
          returning play_id)
        select play_id, null::float8 as started_ms, null::float8 as ended_ms from input
        where not exists (select 1 from around)
          and not exists (select 1 from added where added.play_id = input.play_id)
        union all
        select play_id, (extract(epoch from started_at) * 1000)::float8,
               (extract(epoch from ended_at) * 1000)::float8
        from around`;
}

/** The ids inserted (every row's but those answered as skipped), or the stored plays around. */
function splitAnswer(rows: NewPlay[], answer: PlaysAnswerRow[]) {
  const skipped = new Set<string>();
  const around: StoredPlay[] = [];
  for (const row of answer) {
    if (row.started_ms === null) skipped.add(row.play_id);
    else around.push({ playId: row.play_id, startedAt: row.started_ms, endedAt: row.ended_ms! });
  }
  const inserted =
    around.length > 0 ? [] : rows.map((row) => row.playId).filter((id) => !skipped.has(id));
  return { inserted, around };
}

/**
 * The rows as one `select` of column arrays (unnest): one statement whatever the batch's size.
 * Instants travel as epoch milliseconds, which `to_timestamp` turns back exactly.
 */
function playColumns(rows: NewPlay[], bind: Bind, batchId: SQL) {
  const text = (pick: (row: NewPlay) => string) => bind(textArray(rows.map(pick)));
  const plain = (pick: (row: NewPlay) => number | boolean) => bind(plainArray(rows.map(pick)));
  return sql`select t.play_id, t.player_id, t.screen_id, t.order_id, t.item_id, t.seq,
            to_timestamp(t.started_ms / 1000.0), to_timestamp(t.ended_ms / 1000.0),
            t.duration_ms, t.expected_ms, t.status, t.complete, t.signature, ${batchId}
          from unnest(
            ${text((r) => r.playId)}::text[], ${plain((r) => r.playerId)}::int[],
            ${plain((r) => r.screenId)}::int[], ${plain((r) => r.orderId)}::int[],
            ${plain((r) => r.itemId)}::int[], ${plain((r) => r.seq)}::bigint[],
            ${plain((r) => (r.startedAt as Date).getTime())}::bigint[],
            ${plain((r) => (r.endedAt as Date).getTime())}::bigint[],
            ${plain((r) => r.durationMs)}::int[], ${plain((r) => r.expectedMs)}::int[],
            ${text((r) => r.status)}::text[], ${plain((r) => r.complete)}::boolean[],
            ${bind(nullableTextArray(rows.map((r) => r.signature)))}::text[])
          as t(play_id, player_id, screen_id, order_id, item_id, seq, started_ms, ended_ms,
               duration_ms, expected_ms, status, complete, signature)`;
}

const playInsertColumns = sql.raw(`(play_id, player_id, screen_id, order_id, item_id, seq,
  started_at, ended_at, duration_ms, expected_ms, status, complete, signature, batch_id)`);

/**
 * Inserts plays once: a playId already stored is skipped. Answers the ids inserted. One statement
 * of column arrays (unnest), so a batch of 1,000 costs 13 parameters, not 13,000; with the signed
 * batch they came in, kept (once) by the same statement.
 */
export async function insertPlays(
  db: Db,
  rows: NewPlay[],
  batch: NewPlayBatch | null = null,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await queryRows<{ play_id: string }>(
    db,
    sql`${batch ? sql`with batch as (${batchUpsertSql(batch, asParameter)})` : sql``}
        insert into ${plays} ${playInsertColumns}
        ${playColumns(rows, asParameter, batchIdOf(batch))}
        on conflict do nothing
        returning play_id`,
  );
  return inserted.map((row) => row.play_id);
}

/** A screen's batch of plays, inserted unless stored plays are around its span (then answered). */
type InsertPlays = (
  db: Db,
  screenId: number,
  from: Date,
  to: Date,
  rows: NewPlay[],
  batch: NewPlayBatch | null,
) => Promise<{ inserted: string[]; around: StoredPlay[] }>;

/**
 * Inserts the plays, once each, unless the screen already has plays around the span; then nothing
 * is inserted and those plays are answered instead, for the caller to check the batch against
 * them. Inside a transaction that took the screen's lock (`lockScreenPlays`) in an earlier
 * statement, so the read sees every play stored before.
 */
export const insertPlaysIfClear: InsertPlays = async (db, screenId, from, to, rows, batch) => {
  const answer = await queryRows<PlaysAnswerRow>(
    db,
    insertUnlessAroundSql(screenId, from, to, rows, asParameter, batch),
  );
  return splitAnswer(rows, answer);
};

/**
 * `insertPlaysIfClear` with its lock and transaction in one round trip, for PostgreSQL (not the
 * embedded database): two statements in one simple query, which PostgreSQL runs as one
 * transaction. The first takes the screen's lock; the second starts after it, so (read committed)
 * it sees every play committed before, as an explicit transaction would. A simple query carries
 * no parameters: the values are escaped literals (`sqlLiteral`).
 */
export const insertPlaysAtOnce: InsertPlays = async (db, screenId, from, to, rows, batch) => {
  if (!Number.isSafeInteger(screenId)) throw new Error('A screen id is an integer.');
  const results = (await db.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(screenPlaysLock))}, ${sql.raw(String(screenId))});
        ${insertUnlessAroundSql(screenId, from, to, rows, asLiteral, batch)}`,
  )) as unknown as { rows: PlaysAnswerRow[] }[];
  return splitAnswer(rows, results[1]!.rows);
};

/**
 * A screen's complete plays on the business days from `from`'s to the one before `to`'s (e.g. a
 * day's 06:00 to the night's end at 02:00), as counted in its delivery chart: from the daily
 * rollup kept at ingest.
 */
export async function countPlays(db: Db, screenId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${screenPlayDays.completePlays}), 0)::int as n from ${screenPlayDays}
        where ${screenPlayDays.screenId} = ${screenId}
          and ${screenPlayDays.date} >= ${businessDateOf(from)}
          and ${screenPlayDays.date} < ${businessDateOf(to)}`,
  );
  return row?.n ?? 0;
}

/** The business date (Dubai; the night's hours after midnight count for the day before) of an instant. */
function businessDateOf(instant: Date) {
  return sql`((${instant.toISOString()}::timestamptz at time zone 'Asia/Dubai') - interval '2 hours')::date`;
}

/**
 * Per player: seq numbers missing between its first and last play in the span (a day): read from
 * the index on (player, start) that carries seq, so the day bounds the rows read.
 */
export async function seqGaps(db: Db, playerIds: number[], from: Date, to: Date) {
  if (playerIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ player_id: number; gaps: number }>(
    db,
    sql`select ${plays.playerId} as player_id,
               (max(${plays.seq}) - min(${plays.seq}) + 1 - count(distinct ${plays.seq}))::int as gaps
        from ${plays}
        where ${inArray(plays.playerId, playerIds)}
          and ${plays.startedAt} >= ${from.toISOString()} and ${plays.startedAt} < ${to.toISOString()}
        group by ${plays.playerId}`,
  );
  return new Map(rows.map((row) => [row.player_id, row.gaps]));
}

/**
 * An order's plays (or complete plays) per business date (Asia/Dubai; the night's hours after
 * midnight count for the day before), from the daily rollup kept at ingest.
 */
export async function playsPerDay(db: Db, orderId: number, complete: boolean) {
  const counted = complete ? orderPlayDays.completePlays : orderPlayDays.plays;
  return queryRows<{ date: string; n: number }>(
    db,
    sql`select ${orderPlayDays.date}::text as date, ${counted} as n
        from ${orderPlayDays}
        where ${orderPlayDays.orderId} = ${orderId} and ${counted} > 0
        order by 1`,
  );
}

/** Each order's campaign and owner, for telling them that delivery moved. */
export function ordersOwners(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: orders.id, campaignId: orders.campaignId, customerId: orders.customerId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
}

/** A screen's cells of paid or completed orders between two local dates (inclusive). */
export function soldCellsOfScreen(db: Db, screenId: number, from: string, to: string) {
  return queryRows<{ date: string; daypart: string; spots: number }>(
    db,
    sql`select ${orderCells.date}::text as date, ${orderCells.daypart} as daypart,
               ${orderCells.spots} as spots
        from ${orderCells} join ${orders} on ${orders.id} = ${orderCells.orderId}
        where ${orderCells.screenId} = ${screenId}
          and ${orders.statusCode} in (${orderStatus.paid}, ${orderStatus.completed})
          and ${orderCells.date} between ${from} and ${to}`,
  );
}

/**
 * A screen's complete plays per business date (Asia/Dubai; the night's hours after midnight count
 * for the day before) between two business-day bounds (02:00 in Dubai), from the daily rollup.
 */
export function screenPlaysPerDay(db: Db, screenId: number, from: Date, to: Date) {
  return queryRows<{ date: string; n: number }>(
    db,
    sql`select ${screenPlayDays.date}::text as date, ${screenPlayDays.completePlays} as n
        from ${screenPlayDays}
        where ${screenPlayDays.screenId} = ${screenId} and ${screenPlayDays.completePlays} > 0
          and ${screenPlayDays.date} >= ${businessDateOf(from)}
          and ${screenPlayDays.date} < ${businessDateOf(to)}
        order by 1`,
  );
}

/**
 * The delivery guarantee's remedies of an order that gave something (make-good plays or a credit),
 * outages and short cells alike, oldest first, with their credit note's number.
 */
export function remediesOfOrder(db: Db, orderId: number) {
  return queryRows<{
    outageId: number | null;
    date: string;
    daypart: string;
    from: string | Date | null;
    to: string | Date | null;
    playsOwed: number;
    madeGoodPlays: number;
    creditedPlays: number;
    creditCents: number;
    creditNoteNumber: string | null;
  }>(
    db,
    sql`select r.outage_id as "outageId", to_char(r.date, 'YYYY-MM-DD') as date, r.daypart,
          r.gap_started_at as "from", r.gap_ended_at as "to", r.missing_plays as "playsOwed",
          r.made_good_plays as "madeGoodPlays", r.credited_plays as "creditedPlays",
          r.credit_cents as "creditCents", cn.number as "creditNoteNumber"
        from delivery_remedies r left join credit_notes cn on cn.id = r.credit_note_id
        where r.order_id = ${orderId} and (r.made_good_plays > 0 or r.credited_plays > 0)
        order by r.date, coalesce(r.gap_started_at, r.created_at), r.id`,
  );
}
