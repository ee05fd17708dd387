import {
  playerLimits,
  type PlayRecord,
  type PlayRejectionReason,
  type PlaysResult,
} from '@screenspot/contracts/player';
import { cellAt } from '@screenspot/contracts/player-loop';
import type { Db } from '../../db/client';
import { cellsOfOrders } from '../booking';
import type { AuthedPlayer } from './player-auth';
import { emitOrderEvent } from '../webhooks';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';
import { checkPlaySignatures } from './play-signatures';
import type { ErrorKey } from '../../error-messages';

export const signatureMessages = {
  plays: 'player.playsUnsigned',
  screenshot: 'player.screenshotUnsigned',
} as const satisfies Record<string, ErrorKey>;

type Candidate = { record: PlayRecord; start: number; end: number; item: repository.ItemRow };
type Span = { start: number; end: number };

const dayMs = 86_400_000;

/**
 * Items and their orders' cells change rarely; each instance keeps what it read for a few seconds
 * (PLAYER_CACHE_SECONDS), so a batch costs its transaction and little else.
 */
type Cached<T> = { value: T; until: number };
const itemCache = new WeakMap<Db, Map<string, Cached<repository.ItemRow>>>();
const cellCache = new WeakMap<Db, Map<number, Cached<OrderCells>>>();

/**
 * An order's cells as keys ("orderId:date:daypart") of fixed dayparts, and the windows (epoch ms)
 * of its Ramadan dayparts' cells, which follow each date's sunset at the screen.
 */
type OrderCells = {
  keys: string[];
  windows: { orderId: number; startsAt: number; endsAt: number }[];
};
export type CellIndex = {
  keys: Set<string>;
  windows: Map<number, { startsAt: number; endsAt: number }[]>;
};

function cacheOf<K, T>(caches: WeakMap<Db, Map<K, Cached<T>>>, db: Db): Map<K, Cached<T>> {
  let cache = caches.get(db);
  if (!cache || cache.size > 50_000) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

async function itemsByToken(db: Db, tokens: string[], cacheSeconds: number) {
  const cache = cacheOf(itemCache, db);
  const now = Date.now();
  const found = new Map<string, repository.ItemRow>();
  const missing: string[] = [];
  for (const token of tokens) {
    const hit = cache.get(token);
    if (hit && hit.until > now) found.set(token, hit.value);
    else missing.push(token);
  }
  for (const item of await repository.findItems(db, missing)) {
    found.set(item.token, item);
    if (cacheSeconds > 0) cache.set(item.token, { value: item, until: now + cacheSeconds * 1000 });
  }
  return found;
}

async function cellKeys(db: Db, orderIds: number[], cacheSeconds: number): Promise<CellIndex> {
  const cache = cacheOf(cellCache, db);
  const now = Date.now();
  const index: CellIndex = { keys: new Set(), windows: new Map() };
  const add = (cells: OrderCells) => {
    for (const key of cells.keys) index.keys.add(key);
    for (const { orderId, ...window } of cells.windows) {
      index.windows.set(orderId, [...(index.windows.get(orderId) ?? []), window]);
    }
  };
  const missing: number[] = [];
  for (const orderId of orderIds) {
    const hit = cache.get(orderId);
    if (hit && hit.until > now) add(hit.value);
    else missing.push(orderId);
  }
  const byOrder = new Map<number, OrderCells>(missing.map((id) => [id, { keys: [], windows: [] }]));
  for (const cell of await cellsOfOrders(db, missing)) {
    const entry = byOrder.get(cell.orderId)!;
    if (cell.window) entry.windows.push({ orderId: cell.orderId, ...cell.window });
    else entry.keys.push(`${cell.orderId}:${cell.date}:${cell.daypart}`);
  }
  for (const [orderId, cells] of byOrder) {
    add(cells);
    if (cacheSeconds > 0) cache.set(orderId, { value: cells, until: now + cacheSeconds * 1000 });
  }
  return index;
}

/**
 * The cell ("date:daypart") a play starting at this instant belongs to, or null between dayparts.
 * Dayparts change on whole minutes, so the answer is kept per minute: a batch's plays share a few.
 */
const cellsByMinute = new Map<number, string | null>();
function cellKeyAt(start: number): string | null {
  const minute = Math.floor(start / 60_000);
  let key = cellsByMinute.get(minute);
  if (key === undefined) {
    const cell = cellAt(new Date(minute * 60_000));
    key = cell ? `${cell.date}:${cell.daypart}` : null;
    if (cellsByMinute.size >= 100_000) cellsByMinute.clear();
    cellsByMinute.set(minute, key);
  }
  return key;
}

/** The reason a record is refused before looking at other plays, or null. */
function checkRecord(
  record: PlayRecord,
  start: number,
  end: number,
  item: repository.ItemRow | undefined,
  player: AuthedPlayer,
  cells: CellIndex,
  now: number,
): PlayRejectionReason | null {
  if (!item) return 'unknown-item';
  if (item.screenId !== player.screenId) return 'other-screen';
  if (end < start || Math.abs(end - start - record.durationMs) > 1000) return 'inconsistent';
  if (start < now - playerLimits.maxPlayAgeDays * dayMs) return 'too-old';
  if (end > now + playerLimits.maxClockSkewMs) return 'in-future';
  if (item.revokedAt && start >= item.revokedAt.getTime()) return 'revoked';
  const cell = cellKeyAt(start);
  if (cell !== null && cells.keys.has(`${item.orderId}:${cell}`)) return null;
  // A Ramadan daypart's cell: the play started inside its date's sunset-anchored window.
  const ramadan = cells.windows.get(item.orderId) ?? [];
  if (ramadan.some((w) => start >= w.startsAt && start < w.endsAt)) return null;
  return 'outside-validity';
}

/** Overlap beyond the tolerance with the accepted neighbours (kept sorted by start). */
function overlaps(accepted: Span[], span: Span): { at: number; clash: boolean } {
  let low = 0;
  let high = accepted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (accepted[mid]!.start < span.start) low = mid + 1;
    else high = mid;
  }
  const clash = [accepted[low - 1], accepted[low]].some(
    (other) =>
      other !== undefined &&
      Math.min(other.end, span.end) - Math.max(other.start, span.start) >
        playerLimits.overlapToleranceMs,
  );
  return { at: low, clash };
}

type Planned = {
  rows: repository.NewPlay[];
  rejected: PlaysResult['rejected'];
  /** Candidates already stored (a resent record). */
  duplicates: number;
};

/**
 * What a batch's checked candidates store against the screen's plays already stored around them:
 * a stored playId is a duplicate; in order of start, a play overlapping (beyond the tolerance) a
 * stored play or one accepted before it in the batch is refused.
 */
function plan(
  player: AuthedPlayer,
  candidates: Candidate[],
  around: repository.StoredPlay[],
  signedAlone: boolean,
) {
  const stored = new Set(around.map((row) => row.playId));
  const planned: Planned = { rows: [], rejected: [], duplicates: 0 };
  const fresh = candidates.filter((candidate) => {
    if (!stored.has(candidate.record.playId)) return true;
    planned.duplicates += 1;
    return false;
  });
  fresh.sort((a, b) => a.start - b.start);
  const accepted: Span[] = around
    .map((row) => ({ start: row.startedAt, end: row.endedAt }))
    .sort((a, b) => a.start - b.start);
  for (const candidate of fresh) {
    const span = { start: candidate.start, end: candidate.end };
    const { at, clash } = overlaps(accepted, span);
    if (clash) {
      planned.rejected.push({ playId: candidate.record.playId, reason: 'overlap' });
      continue;
    }
    accepted.splice(at, 0, span);
    const { record, item } = candidate;
    planned.rows.push({
      playId: record.playId,
      playerId: player.id,
      screenId: player.screenId,
      orderId: item.orderId,
      itemId: item.id,
      seq: record.seq,
      startedAt: new Date(candidate.start),
      endedAt: new Date(candidate.end),
      durationMs: record.durationMs,
      expectedMs: item.durationMs,
      status: record.status,
      // A record's own signature is kept when it was what got checked (not a batch's).
      signature: signedAlone ? (record.signature ?? null) : null,
      complete:
        record.status === 'completed' &&
        Math.abs(record.durationMs - item.durationMs) <= playerLimits.completeToleranceMs,
    });
  }
  return planned;
}

/**
 * Orders whose going live this instance has already told the webhooks of (committed), for ten
 * minutes: later batches of a live order skip that statement. The event is keyed per order, so
 * telling it again (another instance, after a restart) stores nothing twice.
 */
const liveNews = (() => {
  const told = new WeakMap<Db, Map<number, number>>();
  const memoryMs = 10 * 60_000;
  return {
    unannounced(db: Db, orderIds: number[]): number[] {
      const map = told.get(db);
      const now = Date.now();
      return map ? orderIds.filter((id) => !((map.get(id) ?? 0) > now)) : orderIds;
    },
    announced(db: Db, orderIds: number[]): void {
      if (orderIds.length === 0) return;
      let map = told.get(db);
      if (!map || map.size > 50_000) told.set(db, (map = new Map()));
      const until = Date.now() + memoryMs;
      for (const id of orderIds) map.set(id, until);
    },
  };
})();

export type IngestOptions = {
  now?: number;
  /** How long items and cells read here are kept (PLAYER_CACHE_SECONDS); 0 reads them each time. */
  cacheSeconds?: number;
  /** Told, after the commit, which orders gained complete plays. */
  onDelivered?: (orderIds: number[]) => void;
  /** The player's signature over the whole upload (decision 0064), when it signs batches. */
  batchSignature?: string;
  /**
   * The usual batch in one round trip (`insertPlaysAtOnce`): on PostgreSQL, whose simple query
   * runs two statements as one transaction; the embedded database takes the transaction path.
   */
  oneRoundTrip?: boolean;
};

/**
 * Stores a batch of proof-of-play records exactly once. A player with a key must sign the batch
 * (decision 0064) or every record (0049): a missing or wrong signature refuses the whole batch (422,
 * listing the playIds refused) and is counted in the player's health. A signed batch is kept with
 * the plays it stored, once, however often it is sent. A playId already stored counts as a
 * duplicate (the player resent it); every other record is accepted or refused with a reason.
 * Uploads of one screen take turns under a database lock, so the overlap check sees every play
 * stored before, from any instance; the unique playId keeps a record single whatever happens.
 */
export async function ingestPlays(
  db: Db,
  player: AuthedPlayer,
  records: PlayRecord[],
  options: IngestOptions = {},
): Promise<PlaysResult> {
  const { now = Date.now(), cacheSeconds = 0, onDelivered, oneRoundTrip = false } = options;
  const { batchSignature } = options;
  if (records.length === 0) return { accepted: 0, duplicates: 0, rejected: [] };
  // The signatures are checked while the items and cells are read.
  const signatures = checkPlaySignatures(player, records, batchSignature);
  const items = await itemsByToken(db, [...new Set(records.map((r) => r.itemToken))], cacheSeconds);
  const ownOrders = [...items.values()]
    .filter((item) => item.screenId === player.screenId)
    .map((item) => item.orderId);
  const cells = await cellKeys(db, [...new Set(ownOrders)], cacheSeconds);
  const { refused: unsigned, batch } = await signatures;
  if (unsigned.length > 0) {
    await repository.countSignatureRefusals(db, player.id, unsigned.length);
    throw new HttpError(422, signatureMessages.plays, undefined, { refused: unsigned });
  }
  const signedAlone = player.publicKey !== null && batch === null;
  // Rules that need no other play are checked first, outside the lock.
  const seen = new Set<string>();
  let repeated = 0;
  const refused: PlaysResult['rejected'] = [];
  const candidates: Candidate[] = [];
  for (const sent of records) {
    // A UUID's letters may come in either case; the stored key is one spelling.
    const playId = sent.playId.toLowerCase();
    if (seen.has(playId)) {
      repeated += 1;
      continue;
    }
    seen.add(playId);
    const record = playId === sent.playId ? sent : { ...sent, playId };
    const item = items.get(record.itemToken);
    const start = Date.parse(record.startedAt);
    const end = Date.parse(record.endedAt);
    const reason = checkRecord(record, start, end, item, player, cells, now);
    if (reason) refused.push({ playId, reason });
    else candidates.push({ record, item: item!, start, end });
  }
  if (candidates.length === 0) return { accepted: 0, duplicates: repeated, rejected: refused };

  const from = new Date(Math.min(...candidates.map((c) => c.start)));
  const to = new Date(Math.max(...candidates.map((c) => c.end)) + 1);
  // What the batch stores when the screen has no plays around it yet, the usual case: a player
  // sends each record once, in order. Checked against stored plays, if any, under the lock.
  const alone = plan(player, candidates, [], signedAlone);
  /** The orders with complete plays among the rows written. */
  const completeOrders = (rows: repository.NewPlay[], written?: Set<string>) => [
    ...new Set(
      rows
        .filter((row) => row.complete && (!written || written.has(row.playId)))
        .map((row) => row.orderId),
    ),
  ];
  // Lock, insert and commit at once, unless an order of the batch may go live with it (its
  // webhooks are told in the same transaction) or stored plays are around (checked below).
  if (oneRoundTrip && liveNews.unannounced(db, completeOrders(alone.rows)).length === 0) {
    const first = await repository.insertPlaysAtOnce(
      db,
      player.screenId,
      from,
      to,
      alone.rows,
      batch,
    );
    if (first.around.length === 0) {
      const delivered = completeOrders(alone.rows, new Set(first.inserted));
      if (delivered.length > 0) onDelivered?.(delivered);
      return {
        accepted: first.inserted.length,
        duplicates: repeated + alone.rows.length - first.inserted.length,
        rejected: [...refused, ...alone.rejected],
      };
    }
  }
  const result = await db.transaction(async (tx) => {
    await repository.lockScreenPlays(tx, player.screenId);
    // One statement: the batch goes in only when no stored play is around it; else the stored
    // plays come back and the batch is planned again against them (resent records, overlaps).
    const first = await repository.insertPlaysIfClear(
      tx,
      player.screenId,
      from,
      to,
      alone.rows,
      batch,
    );
    let planned = alone;
    let inserted = first.inserted;
    if (first.around.length > 0) {
      planned = plan(player, candidates, first.around, signedAlone);
      inserted = await repository.insertPlays(tx, planned.rows, batch);
    }
    const delivered = completeOrders(planned.rows, new Set(inserted));
    // An order's first complete play puts it live: its owner's webhooks hear of it once.
    await emitOrderEvent(tx, 'order.live', liveNews.unannounced(db, delivered));
    return {
      answer: {
        accepted: inserted.length,
        duplicates: repeated + planned.duplicates + planned.rows.length - inserted.length,
        rejected: [...refused, ...planned.rejected],
      },
      delivered,
    };
  });
  liveNews.announced(db, result.delivered);
  if (result.delivered.length > 0) onDelivered?.(result.delivered);
  return result.answer;
}
