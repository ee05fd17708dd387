import { cellEnd, cellStart, localDate, localTime } from '@screenspot/contracts/booking';
import { defaultDisplayCurrency } from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';
import type { PlayerCommandKind } from '@screenspot/contracts/player';
import { cellAt } from '@screenspot/contracts/player-loop';
import {
  healthLimits,
  isOpenAt,
  type Fleet,
  type FleetScreen,
  type HealthState,
  type PlayerCommand,
} from '@screenspot/contracts/screen-health';
import { pageWindow } from '@screenspot/contracts/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import { translator } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import { paidCellsOfScreen, screenPlayout } from '../booking';
import { publishEvent } from '../events';
import { defineNotice, notifyCustomer, type Reader, type Said, type Words } from '../notifications';
import * as repository from './repository';

/** The live event the console's health page and navigation refetch on. */
export const fleetEvent = { type: 'screens', customerId: 0, operators: true } as const;

function momentAt(now: Date): repository.FleetMoment {
  return {
    now,
    staleBefore: new Date(now.getTime() - healthLimits.staleAfterSeconds * 1000),
    offlineBefore: new Date(now.getTime() - healthLimits.offlineAfterSeconds * 1000),
    cell: cellAt(now),
  };
}

/** The business day running at an instant: from its morning to the end of its night. */
function businessDay(now: Date) {
  const today = cellAt(now)?.date ?? localDate(now);
  return { today, from: cellStart(today, 'morning'), to: cellEnd(today, 'night') };
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** Plays one screen's paid orders booked for a date, make-goods included. */
async function expectedPlays(db: Db, screenId: number, date: string): Promise<number> {
  const cells = await paidCellsOfScreen(db, screenId, { from: date, to: date });
  if (cells.length === 0) return 0;
  const screen = await screenPlayout(db, screenId);
  return cells.reduce(
    (sum, cell) => sum + screen.playsPerSpot(cell.daypart, cell.date) * cell.spots,
    0,
  );
}

/** One page of the fleet with today's delivery of each screen on it, and the counts per state. */
export async function fleetPage(
  db: Db,
  query: {
    q?: string;
    state?: HealthState;
    sort: 'state' | 'name' | 'lastSeen' | 'clockOffset' | 'appVersion';
    dir: 'asc' | 'desc';
    page: number;
    size: number;
  },
  now: Date,
): Promise<Fleet> {
  const { offset, limit } = pageWindow(query);
  const { rows, total, counts } = await repository.fleetPage(db, momentAt(now), {
    ...query,
    q: query.q?.trim() || undefined,
    offset,
    limit,
  });
  const day = businessDay(now);
  const ids = rows.map((row) => row.id);
  const [played, gaps, expected] = await Promise.all([
    repository.playsPerScreen(db, ids, day.from, day.to),
    repository.gapsPerScreen(db, ids, day.from, day.to),
    Promise.all(ids.map((id) => expectedPlays(db, id, day.today))),
  ]);
  const items: FleetScreen[] = rows.map((row, index) => ({
    ledId: row.id,
    name: row.name,
    location: row.location,
    state: row.state,
    players: row.players,
    lastSeenAt: iso(row.last_seen_at),
    appVersion: row.app_version,
    clockOffsetMs: row.clock_offset_ms,
    resolution: row.resolution,
    freeBytes: row.free_bytes === null ? null : Number(row.free_bytes),
    cacheItems: row.cache_items,
    lastError: row.last_error,
    playsToday: played.get(row.id) ?? 0,
    expectedToday: expected[index] ?? 0,
    seqGaps: gaps.get(row.id) ?? 0,
    offlineAlertMinutes: row.offline_alert_minutes,
    outageSince: iso(row.outage_since),
  }));
  return {
    items,
    total,
    page: query.page,
    size: query.size,
    counts: {
      dark: counts.dark ?? 0,
      offline: counts.offline ?? 0,
      stale: counts.stale ?? 0,
      online: counts.online ?? 0,
      unpaired: counts.unpaired ?? 0,
    },
    asOf: now.toISOString(),
  };
}

/** Screens dark now: offline while a paid order has spots in the running cell. */
export async function darkScreenCount(db: Db, now: Date): Promise<number> {
  return (await repository.stateCounts(db, momentAt(now))).dark ?? 0;
}

export type WatchDeps = { db: Db; messenger: Messenger; log: FastifyBaseLogger };

/** "1 h 5 min", "45 min": an outage's length in whole minutes, in the reader's language. */
function outageLength(language: Language, ms: number): string {
  const t = translator(language, 'notices');
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('screenHealth.minutes', { count: rest });
  if (rest === 0) return t('screenHealth.hours', { count: hours });
  return `${t('screenHealth.hours', { count: hours })} ${t('screenHealth.minutes', { count: rest })}`;
}

const healthPagePath = '/admin/screen-health';

const outageNotice = defineNotice(
  'screenHealth.outage',
  (
    values: { state: 'offline' | 'dark'; screen: string; lastSeenAt: Date; ms: number },
    { language }: Reader,
  ) => {
    const t = translator(language, 'notices');
    const dark = values.state === 'dark';
    return {
      title: t(dark ? 'screenHealth.dark.title' : 'screenHealth.offline.title', {
        screen: values.screen,
      }),
      message: t(dark ? 'screenHealth.dark.message' : 'screenHealth.offline.message', {
        screen: values.screen,
        since: localTime(values.lastSeenAt),
        length: outageLength(language, values.ms),
      }),
    };
  },
);

const backNotice = defineNotice(
  'screenHealth.back',
  (values: { screen: string; ms: number }, { language }: Reader) => {
    const t = translator(language, 'notices');
    return {
      title: t('screenHealth.back.title', { screen: values.screen }),
      message: t('screenHealth.back.message', {
        screen: values.screen,
        length: outageLength(language, values.ms),
      }),
    };
  },
);

/** Tells every operator, in the console and by mail, in their language. */
async function tellOperators<V extends object>(
  deps: WatchDeps,
  template: (values: V, reader: Reader) => Words & { said: Said },
  values: V,
): Promise<void> {
  const people = await repository.operators(deps.db);
  const said = (language: Language) =>
    template(values, { language, currency: defaultDisplayCurrency });
  const written = await deps.db.transaction(async (tx) => {
    for (const person of people) {
      const { title, message, said: source } = said(person.language);
      await notifyCustomer(tx, { customerId: person.id, title, message, said: source });
    }
    return people;
  });
  for (const person of written) {
    const { title, message } = said(person.language);
    const t = translator(person.language, 'notices');
    try {
      await deps.messenger.sendMail({
        to: person.email,
        subject: title,
        title,
        paragraphs: [message],
        link: { path: healthPagePath, label: t('screenHealth.open') },
        language: person.language,
      });
    } catch (error) {
      deps.log.warn({ err: error, operatorId: person.id }, 'could not queue a screen alert mail');
    }
  }
}

/**
 * The fleet watch, one run (a pg-boss job on one instance at a time; safe on two at once):
 * 1. announces screens whose state changed since the last run (the console refetches);
 * 2. opens an outage for each screen offline past its threshold in opening hours and alerts the
 *    operators, once: the open outage is a row only one run can insert;
 * 3. tells the operators of each outage a heartbeat ended, with its length, once: the first run
 *    to mark it notified does.
 */
export async function watchFleet(
  deps: WatchDeps,
  now: Date,
): Promise<{ changed: number; alerted: number; recovered: number }> {
  const { db } = deps;
  const { changed, silent } = await repository.watchStates(db, momentAt(now));
  if (changed > 0) await publishEvent(db, fleetEvent);

  let alerted = 0;
  for (const row of silent) {
    const lastSeen = new Date(row.last_seen_at);
    if (!isOpenAt({ open: row.opens_at, close: row.closes_at }, now)) continue;
    const outage = await repository.openOutage(db, row.id, lastSeen, now);
    if (outage === null) continue;
    alerted += 1;
    deps.log.info({ screenId: row.id, outageId: outage }, 'screen offline: operators alerted');
    await tellOperators(deps, outageNotice, {
      state: row.state,
      screen: row.name,
      lastSeenAt: lastSeen,
      ms: now.getTime() - lastSeen.getTime(),
    });
    await publishEvent(db, fleetEvent);
  }

  const ended = await repository.takeEndedOutages(db, now);
  for (const outage of ended) {
    deps.log.info({ screenId: outage.screen_id, outageId: outage.id }, 'screen back online');
    await tellOperators(deps, backNotice, { screen: outage.name, ms: Number(outage.ms) });
  }
  return { changed, alerted, recovered: ended.length };
}

/**
 * A heartbeat after silence: the screen's open outage ends now (its operators are told by the next
 * watch run), and the console hears of the change at once.
 */
export async function heardAfterSilence(db: Db, screenId: number, now: Date): Promise<void> {
  await repository.closeOutage(db, screenId, now);
  await publishEvent(db, fleetEvent);
}

export async function getOfflineAlert(db: Db, screenId: number) {
  const minutes = await repository.offlineAlertMinutes(db, screenId);
  if (minutes === null) throw new HttpError(404, 'notFound.screen');
  return { minutes };
}

export async function setOfflineAlert(db: Db, screenId: number, minutes: number) {
  if (!(await repository.setOfflineAlertMinutes(db, screenId, minutes))) {
    throw new HttpError(404, 'notFound.screen');
  }
  return { minutes };
}

// ---- remote commands

const toCommand = (row: repository.CommandRow): PlayerCommand => ({
  id: row.id,
  playerId: row.playerId,
  kind: row.kind,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** An operator asks a player to act; it hears of it in its next heartbeat. */
export async function requestCommand(
  db: Db,
  input: { playerId: number; kind: PlayerCommandKind; operatorId: number },
  now: Date,
): Promise<PlayerCommand> {
  const player = await repository.findPlayer(db, input.playerId);
  if (!player) throw new HttpError(404, 'screenHealth.playerNotFound');
  if (player.revokedAt) throw new HttpError(409, 'screenHealth.playerRevoked');
  return db.transaction(async (tx) => {
    // Serialises requests for one player, so the cap holds under concurrency.
    await repository.lockPlayer(tx, player.id);
    if ((await repository.countOpenCommands(tx, player.id)) >= healthLimits.maxPendingCommands) {
      throw new HttpError(409, 'screenHealth.tooManyCommands');
    }
    const row = await repository.insertCommand(tx, {
      playerId: player.id,
      screenId: player.screenId,
      kind: input.kind,
      requestedBy: input.operatorId,
      createdAt: now,
    });
    await publishEvent(tx, fleetEvent);
    return toCommand(row);
  });
}

export async function screenCommands(db: Db, screenId: number): Promise<PlayerCommand[]> {
  if (!(await repository.screenExists(db, screenId))) {
    throw new HttpError(404, 'notFound.screen');
  }
  return (await repository.screenCommands(db, screenId, 20)).map(toCommand);
}

/**
 * The heartbeat's side of commands: records what the player did with those it was handed (only
 * its own), and hands it those still waiting.
 */
export async function exchangeCommands(
  db: Db,
  playerId: number,
  results: { id: number; status: 'done' | 'failed'; error: string | null }[],
  now: Date,
): Promise<{ id: number; kind: PlayerCommandKind }[]> {
  let finished = 0;
  for (const result of results) {
    if (await repository.finishCommand(db, playerId, result, now)) finished += 1;
  }
  const waiting = await repository.deliverCommands(db, playerId, now);
  if (finished > 0 || waiting.some((command) => command.previous === 'pending')) {
    await publishEvent(db, fleetEvent);
  }
  return waiting.map(({ id, kind }) => ({ id, kind }));
}
