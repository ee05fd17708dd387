// Over 400 lines: the fleet's one query and every read and write of screen health (states, outages, commands) beside it.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { HealthState } from '@screenspot/contracts/screen-health';
import { queryRows, type Db } from '../../db/client';
import { customers, playerCommands, players, screenOutages, screens } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

/** The moment the fleet is read at, and the thresholds that turn silence into states. */
export type FleetMoment = {
  now: Date;
  staleBefore: Date;
  offlineBefore: Date;
  /** The cell running now (null between 02:00 and 06:00, when nothing is sold). */
  cell: { date: string; daypart: string } | null;
};

export type FleetRow = {
  id: number;
  name: string;
  location: string;
  opens_at: string;
  closes_at: string;
  offline_alert_minutes: number;
  players: number;
  last_seen_at: Date | string | null;
  app_version: string | null;
  clock_offset_ms: number | null;
  resolution: string | null;
  free_bytes: string | number | null;
  cache_items: number | null;
  last_error: string | null;
  booked_now: boolean;
  outage_since: Date | string | null;
  state: HealthState;
};

const paid = orderStatus.paid;
const completed = orderStatus.completed;

/**
 * Every screen with its freshest paired player's heartbeat and its state, computed in one query so
 * the console can filter, sort and count across the whole fleet. A screen is booked now when a
 * paid, unpaused order (or a make-good of a paid or completed one) has spots in the running cell.
 */
function fleetQuery(moment: FleetMoment): SQL {
  // Uncorrelated, so each is read once per query (a hashed set) rather than once per screen.
  const bookedNow = moment.cell
    ? sql`(s.id in (select oc.screen_id from order_cells oc
                    join orders o on o.id = oc.order_id and o.screen_id = oc.screen_id
                    where oc.spots > 0 and o.status_code = ${paid} and o.paused_at is null
                      and oc.date = ${moment.cell.date} and oc.daypart = ${moment.cell.daypart})
           or s.id in (select mg.screen_id from make_good_cells mg
                    join orders o on o.id = mg.order_id and o.screen_id = mg.screen_id
                    where mg.spots > 0 and o.status_code in (${paid}, ${completed})
                      and o.paused_at is null
                      and mg.date = ${moment.cell.date} and mg.daypart = ${moment.cell.daypart}))`
    : sql`false`;
  // The players are read once, each screen's freshest first (its count over all of them), and
  // joined by screen: a per-screen subquery costs a probe per screen, and at a fleet of 100,000 an
  // estimate high enough for PostgreSQL to compile the query first (half a second).
  return sql`
    with fleet as (
      select s.id, s.name, s.location, s.opens_at, s.closes_at, s.offline_alert_minutes,
             coalesce(p.players, 0)::int as players, p.last_seen_at, p.app_version,
             p.clock_offset_ms, p.resolution, p.free_bytes, p.cache_items, p.last_error,
             ${bookedNow} as booked_now,
             so.started_at as outage_since
      from screens s
      left join (
        select distinct on (pl.screen_id) pl.screen_id, pl.last_seen_at, pl.app_version,
               pl.clock_offset_ms, pl.resolution, pl.free_bytes, pl.cache_items, pl.last_error,
               count(*) over (partition by pl.screen_id) as players
        from players pl
        where pl.revoked_at is null and pl.token_hash is not null
        order by pl.screen_id, pl.last_seen_at desc nulls last
      ) p on p.screen_id = s.id
      left join screen_outages so on so.screen_id = s.id and so.ended_at is null
    )
    select fleet.*,
           case when players = 0 then 'unpaired'
                when last_seen_at > ${moment.staleBefore.toISOString()}::timestamptz then 'online'
                when last_seen_at > ${moment.offlineBefore.toISOString()}::timestamptz then 'stale'
                when booked_now then 'dark'
                else 'offline' end as state
    from fleet`;
}

/**
 * Reads of the whole fleet, planned as they stand: their estimated cost grows with the fleet until
 * PostgreSQL compiles them first (JIT), which took 0.5–0.8 s at 100,000 screens for a read of
 * 0.1 s. A setting of the transaction only, so other queries are left as the server sets them.
 */
function fleetWide<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return work(tx);
  });
}

const stateRank = sql`case state when 'dark' then 0 when 'offline' then 1 when 'stale' then 2
                                 when 'online' then 3 else 4 end`;

const sortColumns = {
  state: stateRank,
  name: sql`name`,
  lastSeen: sql`last_seen_at`,
  clockOffset: sql`abs(clock_offset_ms)`,
  appVersion: sql`app_version`,
} as const;

export async function fleetPage(
  db: Db,
  moment: FleetMoment,
  filter: {
    state?: HealthState;
    q?: string;
    sort: keyof typeof sortColumns;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: FleetRow[]; total: number; counts: Record<string, number> }> {
  const where: SQL[] = [];
  if (filter.state) where.push(sql`state = ${filter.state}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(name ilike ${like} or location ilike ${like})`);
  }
  const condition = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = filter.dir === 'desc' ? sql`desc` : sql`asc`;
  return fleetWide(db, async (tx) => {
    const rows = await queryRows<FleetRow & { total: number }>(
      tx,
      sql`select *, count(*) over ()::int as total from (${fleetQuery(moment)}) f ${condition}
        order by ${sortColumns[filter.sort]} ${direction} nulls last, name asc, id asc
        limit ${filter.limit} offset ${filter.offset}`,
    );
    const counts = await countStates(tx, moment);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && filter.offset > 0) {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (${fleetQuery(moment)}) f ${condition}`,
      );
      total = row?.n ?? 0;
    }
    return { rows, total, counts };
  });
}

export function stateCounts(db: Db, moment: FleetMoment): Promise<Record<string, number>> {
  return fleetWide(db, (tx) => countStates(tx, moment));
}

async function countStates(db: Db, moment: FleetMoment): Promise<Record<string, number>> {
  const rows = await queryRows<{ state: string; n: number }>(
    db,
    sql`select state, count(*)::int as n from (${fleetQuery(moment)}) f group by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

/**
 * The watch's one statement. A screen last seen unpaired with no player row at all stays unpaired
 * until one pairs: only screens with a player, or not yet stored as unpaired, are worked out again.
 */
function watchStatement(moment: FleetMoment, at: string): SQL {
  return sql`with current as materialized (
          select * from (${fleetQuery(moment)}) f
          where exists (select 1 from players pl where pl.screen_id = f.id)
             or not exists (select 1 from screen_health_states h
                            where h.screen_id = f.id and h.state = 'unpaired')),
        changed as (
          insert into screen_health_states (screen_id, state, changed_at)
          select c.id, c.state, ${at}::timestamptz from current c
          left join screen_health_states h on h.screen_id = c.id
          where h.state is distinct from c.state
          on conflict (screen_id) do update
            set state = excluded.state, changed_at = excluded.changed_at
          returning 1
        )
        select (select count(*) from changed)::int as changed,
               coalesce((select json_agg(json_build_object(
                   'id', c.id, 'name', c.name, 'opens_at', c.opens_at, 'closes_at', c.closes_at,
                   'state', c.state, 'last_seen_at', c.last_seen_at) order by c.id)
                 from current c
                 where c.state in ('offline', 'dark') and c.outage_since is null
                   and c.last_seen_at is not null
                   and c.last_seen_at <= ${at}::timestamptz
                                         - make_interval(mins => c.offline_alert_minutes)),
                 '[]'::json) as silent`;
}

/** A screen the watch may open an outage for: silent past its own threshold, none open yet. */
export type SilentScreen = Pick<FleetRow, 'id' | 'name' | 'opens_at' | 'closes_at'> & {
  state: 'offline' | 'dark';
  last_seen_at: string;
};

/**
 * One watch over the whole fleet, in one statement so that no fleet-sized list crosses into the
 * service: stores each screen's state where it changed since the last run, and answers how many
 * changed and the screens offline or dark past their alert threshold with no outage open.
 */
export async function watchStates(
  db: Db,
  moment: FleetMoment,
): Promise<{ changed: number; silent: SilentScreen[] }> {
  const at = moment.now.toISOString();
  const [row] = await fleetWide(db, (tx) =>
    queryRows<{ changed: number; silent: SilentScreen[] }>(tx, watchStatement(moment, at)),
  );
  return { changed: row?.changed ?? 0, silent: row?.silent ?? [] };
}

/** Complete plays per screen in a span. */
export async function playsPerScreen(db: Db, screenIds: number[], from: Date, to: Date) {
  if (screenIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ screen_id: number; n: number }>(
    db,
    sql`select screen_id, count(*)::int as n from plays
        where screen_id in (${sql.join(
          screenIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and complete and started_at >= ${from.toISOString()} and started_at < ${to.toISOString()}
        group by screen_id`,
  );
  return new Map(rows.map((row) => [row.screen_id, row.n]));
}

/** Per screen: seq numbers missing in a span, summed over its players. */
export async function gapsPerScreen(db: Db, screenIds: number[], from: Date, to: Date) {
  if (screenIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ screen_id: number; gaps: number }>(
    db,
    sql`select screen_id, sum(gaps)::int as gaps from (
          select screen_id, max(seq) - min(seq) + 1 - count(distinct seq) as gaps from plays
          where screen_id in (${sql.join(
            screenIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and started_at >= ${from.toISOString()} and started_at < ${to.toISOString()}
          group by screen_id, player_id) g
        group by screen_id`,
  );
  return new Map(rows.map((row) => [row.screen_id, row.gaps]));
}

// ---- outages

/** Opens an outage; null when one is open already (another instance or an earlier run). */
export async function openOutage(
  db: Db,
  screenId: number,
  startedAt: Date,
  alertedAt: Date,
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into screen_outages (screen_id, started_at, alerted_at)
        values (${screenId}, ${startedAt.toISOString()}, ${alertedAt.toISOString()})
        on conflict (screen_id) where ended_at is null do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Closes the open outage of a screen; null when none was open (or another run closed it). */
export async function closeOutage(db: Db, screenId: number, endedAt: Date) {
  const [row] = await db
    .update(screenOutages)
    .set({ endedAt })
    .where(and(eq(screenOutages.screenId, screenId), isNull(screenOutages.endedAt)))
    .returning(columnsOf(screenOutages, 'id', 'startedAt'));
  return row ?? null;
}

export function operators(db: Db) {
  return db
    .select(columnsOf(customers, 'id', 'email', 'language'))
    .from(customers)
    .where(eq(customers.role, 'operator'));
}

export async function setOfflineAlertMinutes(db: Db, screenId: number, minutes: number) {
  const rows = await db
    .update(screens)
    .set({ offlineAlertMinutes: minutes })
    .where(eq(screens.id, screenId))
    .returning({ id: screens.id });
  return rows.length === 1;
}

// ---- commands

export type CommandRow = typeof playerCommands.$inferSelect;

export function findPlayer(db: Db, playerId: number) {
  return db
    .select(columnsOf(players, 'id', 'screenId', 'revokedAt'))
    .from(players)
    .where(eq(players.id, playerId))
    .then((rows) => rows[0] ?? null);
}

export async function countOpenCommands(db: Db, playerId: number): Promise<number> {
  return db.$count(
    playerCommands,
    and(
      eq(playerCommands.playerId, playerId),
      inArray(playerCommands.status, ['pending', 'delivered']),
    ),
  );
}

export async function insertCommand(
  db: Db,
  values: {
    playerId: number;
    screenId: number;
    kind: CommandRow['kind'];
    requestedBy: number;
    createdAt: Date;
  },
): Promise<CommandRow> {
  const [row] = await db.insert(playerCommands).values(values).returning();
  return row!;
}

/** Hands the player its pending commands, marking them delivered. */
export async function deliverCommands(db: Db, playerId: number, at: Date) {
  // A delivered command is handed again until the player answers (its last answer may be lost).
  const rows = await queryRows<{ id: number; kind: CommandRow['kind']; previous: string }>(
    db,
    sql`update player_commands c
        set status = 'delivered', delivered_at = coalesce(c.delivered_at, ${at.toISOString()})
        from (select id, status as previous from player_commands
              where player_id = ${playerId} and status in ('pending', 'delivered')) old
        where c.id = old.id
        returning c.id, c.kind, old.previous`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The player's word on a command it was handed; another player's command is left alone. */
export async function finishCommand(
  db: Db,
  playerId: number,
  result: { id: number; status: 'done' | 'failed'; error: string | null },
  at: Date,
) {
  const rows = await db
    .update(playerCommands)
    .set({ status: result.status, error: result.error, finishedAt: at })
    .where(
      and(
        eq(playerCommands.id, result.id),
        eq(playerCommands.playerId, playerId),
        inArray(playerCommands.status, ['pending', 'delivered']),
      ),
    )
    .returning(columnsOf(playerCommands, 'id', 'screenId'));
  return rows[0] ?? null;
}

export function screenCommands(db: Db, screenId: number, limit: number) {
  return db
    .select()
    .from(playerCommands)
    .where(eq(playerCommands.screenId, screenId))
    .orderBy(desc(playerCommands.id))
    .limit(limit);
}

export function screenExists(db: Db, screenId: number) {
  return db
    .select({ id: screens.id })
    .from(screens)
    .where(eq(screens.id, screenId))
    .orderBy(asc(screens.id))
    .then((rows) => rows.length === 1);
}

export async function offlineAlertMinutes(db: Db, screenId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: screens.offlineAlertMinutes })
    .from(screens)
    .where(eq(screens.id, screenId));
  return row?.minutes ?? null;
}

/**
 * The outages that ended and whose operators are not yet told, marked told now: each is taken by
 * one watch run only. With the screen's name and the outage's length.
 */
export function takeEndedOutages(db: Db, now: Date) {
  return queryRows<{ id: number; screen_id: number; name: string; ms: number }>(
    db,
    sql`update screen_outages so set back_notified_at = ${now.toISOString()}
        from screens s
        where s.id = so.screen_id and so.ended_at is not null and so.back_notified_at is null
        returning so.id, so.screen_id, s.name,
                  (extract(epoch from so.ended_at - so.started_at) * 1000)::bigint as ms`,
  );
}

/** Locks a player's row until the transaction ends, so requests for it queue. */
export async function lockPlayer(db: Db, playerId: number): Promise<void> {
  await db.execute(sql`select id from players where id = ${playerId} for update`);
}
