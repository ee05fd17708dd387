import {
  cellEnd,
  cellInstant,
  cellStart,
  datesBetween,
  localDate,
  screenTimezone,
} from '@screenspot/contracts/booking';
import {
  playerLimits,
  type OrderDelivery,
  type PlayerStatusAnswer,
  type playerStatusSchema,
  type ScreenDelivery,
  type ScreenHealth,
} from '@screenspot/contracts/player';
import { cellAt } from '@screenspot/contracts/player-loop';
import type { Db } from '../../db/client';
import { bookedPlaysOfOrder, paidCellsOfScreen, screenPlayout } from '../booking';
import { getOwnOrder } from '../orders';
import { healthLimits } from '@screenspot/contracts/screen-health';
import type { z } from 'zod';
import { exchangeCommands, heardAfterSilence } from '../screen-health';
import type { AuthedPlayer } from './player-auth';

type PlayerStatusInput = z.output<typeof playerStatusSchema>;
import * as repository from './repository';

/**
 * The player's heartbeat: what it plays, which manifest and cache it has, its display, clock and
 * last error, the revocations it obeyed and the commands it carried out. Answers the commands
 * waiting for it. A heartbeat after a silence ends the screen's outage (decision 0046).
 */
export async function recordStatus(
  db: Db,
  player: AuthedPlayer,
  status: PlayerStatusInput,
  now: Date,
  screenshotMinutes: number,
): Promise<PlayerStatusAnswer> {
  const { previous } = await repository.recordHeartbeat(
    db,
    player.id,
    {
      manifestVersion: status.manifestVersion,
      currentItemToken: status.currentItemToken,
      freeBytes: status.freeBytes,
      appVersion: status.appVersion,
      uptimeSeconds: status.uptimeSeconds,
      cacheItems: status.cacheItems,
      cacheBytes: status.cacheBytes,
      resolution: status.resolution,
      clockOffsetMs: status.clockOffsetMs,
      lastError: status.lastError,
    },
    now,
  );
  if (!previous || now.getTime() - previous.getTime() > healthLimits.staleAfterSeconds * 1000) {
    await heardAfterSilence(db, player.screenId, now);
  }
  if (status.revokedAck.length > 0) {
    const items = await repository.findItems(db, status.revokedAck);
    await repository.acknowledgeRevocations(
      db,
      player.id,
      items
        .filter((item) => item.screenId === player.screenId && item.revokedAt)
        .map((item) => item.id),
    );
  }
  const commands = await exchangeCommands(db, player.id, status.commandResults, now);
  return { ok: true, serverTime: now.toISOString(), screenshotMinutes, commands };
}

/** The screen's business day: from the morning of its local date to the end of that night. */
function businessDay(now: Date) {
  const today = cellAt(now)?.date ?? localDate(now);
  return {
    today,
    from: cellStart(today, 'morning'),
    to: cellEnd(today, 'night'),
  };
}

/** The console's view of a screen's players and today's delivery. */
export async function screenHealth(
  db: Db,
  screenId: number,
  currentVersion: string | null,
  now = new Date(),
): Promise<ScreenHealth> {
  const screen = await screenPlayout(db, screenId);
  const day = businessDay(now);
  const [rows, cells, playsToday] = await Promise.all([
    repository.listScreenPlayers(db, screenId),
    paidCellsOfScreen(db, screenId, { from: day.today, to: day.today }),
    repository.countPlays(db, screenId, day.from, day.to),
  ]);
  const gaps = await repository.seqGaps(
    db,
    rows.map((row) => row.id),
    day.from,
    day.to,
  );
  const offlineBefore = now.getTime() - playerLimits.offlineAfterSeconds * 1000;
  return {
    ledId: screenId,
    timezone: screenTimezone,
    today: day.today,
    manifestVersion: currentVersion,
    playsToday,
    expectedToday: cells.reduce(
      (sum, cell) => sum + screen.playsPerSpot(cell.daypart, cell.date) * cell.spots,
      0,
    ),
    players: rows.map((row) => ({
      playerId: row.id,
      status: row.revokedAt
        ? 'revoked'
        : !row.tokenHash
          ? 'waiting'
          : row.lastSeenAt && row.lastSeenAt.getTime() > offlineBefore
            ? 'online'
            : 'offline',
      pairedAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      manifestVersion: row.manifestVersion,
      currentItemToken: row.currentItemToken,
      freeBytes: row.freeBytes,
      seqGaps: gaps.get(row.id) ?? 0,
      signs: row.publicKey !== null,
      signatureRefusals: row.signatureRefusals,
    })),
  };
}

/** The owner's delivery of an order: plays so far against plays booked, per local day. */
export async function orderDelivery(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<OrderDelivery> {
  const order = await getOwnOrder(db, customerId, orderId);
  const [booked, played, remedies] = await Promise.all([
    bookedPlaysOfOrder(db, order.id, order.screenId),
    repository.playsPerDay(db, order.id, true),
    repository.remediesOfOrder(db, order.id),
  ]);
  const playedByDay = new Map(played.map((row) => [row.date, row.n]));
  const dates = [...new Set([...booked.keys(), ...playedByDay.keys()])].sort();
  const days = dates.map((date) => ({
    date,
    booked: booked.get(date) ?? 0,
    played: playedByDay.get(date) ?? 0,
  }));
  return {
    orderId: order.id,
    timezone: screenTimezone,
    booked: days.reduce((sum, day) => sum + day.booked, 0),
    played: days.reduce((sum, day) => sum + day.played, 0),
    days,
    remedies: remedies.map((r) => ({
      reason: r.outageId === null ? ('shortfall' as const) : ('outage' as const),
      date: r.date,
      daypart: r.daypart,
      from: r.from === null ? null : new Date(r.from).toISOString(),
      to: r.to === null ? null : new Date(r.to).toISOString(),
      playsOwed: r.playsOwed,
      madeGoodPlays: r.madeGoodPlays,
      creditedPlays: r.creditedPlays,
      creditCents: r.creditCents,
      creditNoteNumber: r.creditNoteNumber,
    })),
  };
}

/**
 * The console's view of a screen's delivery: complete plays per local date for the last `days`
 * days, today included, against the plays paid or completed orders booked on those dates.
 */
export async function screenDelivery(
  db: Db,
  screenId: number,
  days: number,
  now = new Date(),
): Promise<ScreenDelivery> {
  // Business days: until 02:00 the day that is running is still yesterday's (its night).
  const today = localDate(new Date(now.getTime() - 2 * 3_600_000));
  const from = localDate(new Date(cellInstant(today, 0).getTime() - (days - 1) * 86_400_000));
  const [screen, cells, played] = await Promise.all([
    screenPlayout(db, screenId),
    repository.soldCellsOfScreen(db, screenId, from, today),
    repository.screenPlaysPerDay(
      db,
      screenId,
      // Business days: 02:00 on the first to 02:00 after the last, so each night is whole.
      cellInstant(from, 2 * 60),
      cellInstant(today, 26 * 60),
    ),
  ]);
  const booked = new Map<string, number>();
  for (const cell of cells) {
    const plays = screen.playsPerSpot(cell.daypart, cell.date) * cell.spots;
    booked.set(cell.date, (booked.get(cell.date) ?? 0) + plays);
  }
  const playedByDay = new Map(played.map((row) => [row.date, row.n]));
  const list = datesBetween(from, today).map((date) => ({
    date,
    booked: booked.get(date) ?? 0,
    played: playedByDay.get(date) ?? 0,
  }));
  return {
    ledId: screenId,
    timezone: screenTimezone,
    booked: list.reduce((sum, day) => sum + day.booked, 0),
    played: list.reduce((sum, day) => sum + day.played, 0),
    days: list,
  };
}
