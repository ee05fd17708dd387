import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// The raw plays' monthly partitions and the check of their rollups (migration 0017, decision 44):
// the statements that keep them; `plays-upkeep.ts` runs them on schedule.

/** A monthly partition's name: plays_YYYY_MM. */
const monthPartition = /^plays_(\d{4})_(\d{2})$/;

/** The first day (UTC) of the month `offset` months after the one holding `at`, as YYYY-MM-DD. */
function monthStart(at: Date, offset: number): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 10);
}

export type PartitionOutcome = {
  made: string[];
  dropped: string[];
  droppedDefault: number;
  /** Signed batches (decision 0064) received before the first month kept. */
  droppedBatches: number;
};

/**
 * Makes last month's partition (a play may arrive up to two weeks late; on a new installation its
 * plays wait in the default partition until then), this month's and the next two, so a play is
 * never kept waiting in the default partition, and drops the raw months that ended more than `retentionMonths` months before this
 * one began; their rollups stay. Signed batches received a day or more before that month go too:
 * a batch is received after its plays started, so all of its plays are gone. Under an advisory
 * lock, so two instances take turns.
 */
export async function maintainPlayPartitions(
  db: Db,
  retentionMonths: number,
  now = new Date(),
): Promise<PartitionOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${partitionsLockKey})`);
    const made: string[] = [];
    for (const offset of [-1, 0, 1, 2]) {
      const day = monthStart(now, offset);
      const [row] = await queryRows<{ made: boolean }>(
        tx,
        sql`select plays_add_month(${day}::date) as made`,
      );
      if (row?.made) made.push(`plays_${day.slice(0, 4)}_${day.slice(5, 7)}`);
    }
    // The first month kept: every play before it is dropped.
    const keepFrom = monthStart(now, -retentionMonths);
    const parts = await queryRows<{ name: string }>(
      tx,
      sql`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'plays'::regclass`,
    );
    const dropped: string[] = [];
    for (const { name } of parts) {
      const month = monthPartition.exec(name);
      if (!month || `${month[1]}-${month[2]}-01` >= keepFrom) continue;
      await tx.execute(sql`drop table ${sql.identifier(name)}`);
      dropped.push(name);
    }
    const old = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from plays_default
            where started_at < (${keepFrom} || ' 00:00:00+00')::timestamptz returning 1)
          select count(*)::int as n from gone`,
    );
    const batches = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from play_batches
            where received_at < (${keepFrom} || ' 00:00:00+00')::timestamptz - interval '1 day'
            returning 1)
          select count(*)::int as n from gone`,
    );
    return {
      made,
      dropped: dropped.sort(),
      droppedDefault: old[0]?.n ?? 0,
      droppedBatches: batches[0]?.n ?? 0,
    };
  });
}

const partitionsLockKey = 0x5c0e_0017;

export type RollupDifference = {
  rollup: 'order-hour' | 'order-day' | 'screen-day' | 'player-day';
  /** The order, screen or player. */
  id: number;
  /** The hour's start (order-hour) or the business date. */
  at: string;
  stored: RollupCounts;
  raw: RollupCounts;
};

/** A rollup row's counts; an order-day's also its complete plays per local hour (0–23). */
type RollupCounts = {
  plays: number;
  completePlays: number;
  playedMs: number;
  completeHours?: number[];
};

type CompareRow = {
  id: number;
  at: string;
  stored_plays: number | null;
  stored_complete: number | null;
  stored_ms: string | number | null;
  raw_plays: number | null;
  raw_complete: number | null;
  raw_ms: string | number | null;
  stored_hours?: number[] | null;
  raw_hours?: number[] | null;
};

/**
 * Compares the rollups of the business dates `from` to `to` (inclusive, Dubai) with the raw plays
 * of those days: every order-hour, order-day, screen-day and player-day whose counts differ (an
 * order-day's hour by hour too), or that one
 * side has and the other lacks. Raw months already dropped are not compared (their rollups stay).
 */
export async function compareRollups(
  db: Db,
  from: string,
  to: string,
): Promise<RollupDifference[]> {
  const start = sql`((${from}::date + interval '2 hours')::timestamp at time zone 'Asia/Dubai')`;
  const end = sql`((${to}::date + 1 + interval '2 hours')::timestamp at time zone 'Asia/Dubai')`;
  const businessDate = sql`((p.started_at at time zone 'Asia/Dubai') - interval '2 hours')::date`;
  const counts = sql`count(*)::int as plays, (count(*) filter (where p.complete))::int as complete,
    sum(p.duration_ms)::bigint as ms`;
  const differs = sql`where s.plays is distinct from r.plays
       or s.complete_plays is distinct from r.complete
       or s.played_ms is distinct from r.ms`;
  const selected = (id: SQL, at: SQL) => sql`select ${id} as id, ${at} as at,
      s.plays as stored_plays, s.complete_plays as stored_complete, s.played_ms as stored_ms,
      r.plays as raw_plays, r.complete as raw_complete, r.ms as raw_ms`;
  // A screen's or a player's days: their plays counted by business date beside the stored rollup.
  const compareDays = (key: 'screen_id' | 'player_id', table: string) => {
    const id = sql.identifier(key);
    return queryRows<CompareRow>(
      db,
      sql`with r as (
            select p.${id}, ${businessDate} as date, ${counts}
            from plays p where p.started_at >= ${start} and p.started_at < ${end}
            group by 1, 2),
          s as (select * from ${sql.identifier(table)} where date between ${from}::date and ${to}::date)
          ${selected(sql`coalesce(s.${id}, r.${id})`, sql`coalesce(s.date, r.date)::text`)}
          from s full join r on r.${id} = s.${id} and r.date = s.date
          ${differs}`,
    );
  };
  const [orderHours, orderDays, screenDays, playerDays] = await Promise.all([
    queryRows<CompareRow>(
      db,
      sql`with r as (
            select p.order_id, date_trunc('hour', p.started_at at time zone 'UTC') as hour_utc, ${counts}
            from plays p where p.started_at >= ${start} and p.started_at < ${end}
            group by 1, 2),
          s as (
            select * from order_play_hours where date between ${from}::date and ${to}::date)
          ${selected(
            sql`coalesce(s.order_id, r.order_id)`,
            sql`to_char(coalesce(s.hour_at at time zone 'UTC', r.hour_utc), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
          )}
          from s full join r on r.order_id = s.order_id and r.hour_utc = (s.hour_at at time zone 'UTC')
          ${differs}`,
    ),
    queryRows<CompareRow>(
      db,
      sql`with h as (
            select p.order_id, ${businessDate} as date,
              extract(hour from p.started_at at time zone 'Asia/Dubai')::int as hour, ${counts}
            from plays p where p.started_at >= ${start} and p.started_at < ${end}
            group by 1, 2, 3),
          r as (
            select order_id, date, sum(plays)::int as plays, sum(complete)::int as complete,
              sum(ms)::bigint as ms, hour_counts(array_agg(hour), array_agg(complete::bigint)) as hours
            from h group by 1, 2),
          s as (select * from order_play_days where date between ${from}::date and ${to}::date)
          ${selected(sql`coalesce(s.order_id, r.order_id)`, sql`coalesce(s.date, r.date)::text`)},
            s.complete_hours as stored_hours, r.hours as raw_hours
          from s full join r on r.order_id = s.order_id and r.date = s.date
          ${differs} or s.complete_hours is distinct from r.hours`,
    ),
    compareDays('screen_id', 'screen_play_days'),
    compareDays('player_id', 'player_play_days'),
  ]);
  const side = (
    plays: number | null,
    complete: number | null,
    ms: string | number | null,
    hours: number[] | null | undefined,
  ): RollupCounts => ({
    plays: plays ?? 0,
    completePlays: complete ?? 0,
    playedMs: Number(ms ?? 0),
    ...(hours === undefined ? {} : { completeHours: hours ?? Array<number>(24).fill(0) }),
  });
  const shape = (rollup: RollupDifference['rollup']) => (row: CompareRow) => ({
    rollup,
    id: row.id,
    at: row.at,
    stored: side(row.stored_plays, row.stored_complete, row.stored_ms, row.stored_hours),
    raw: side(row.raw_plays, row.raw_complete, row.raw_ms, row.raw_hours),
  });
  return [
    ...orderHours.map(shape('order-hour')),
    ...orderDays.map(shape('order-day')),
    ...screenDays.map(shape('screen-day')),
    ...playerDays.map(shape('player-day')),
  ];
}
