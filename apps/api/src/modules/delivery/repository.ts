import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type DayCell = {
  orderId: number;
  screenId: number;
  daypart: string;
  /** Spots the order has in the cell: its own and make-good spots. */
  spots: number;
  /** Its own spots only (a make-good cell takes at most as many). */
  ownSpots: number;
};

/**
 * The cells of one local date held by paid or completed orders, own and make-good spots summed
 * per order and daypart.
 */
export function cellsOfDate(db: Db, date: string): Promise<DayCell[]> {
  return queryRows<DayCell>(
    db,
    sql`select x.order_id as "orderId", x.screen_id as "screenId", x.daypart,
          sum(x.spots)::int as spots, sum(x.own)::int as "ownSpots"
        from (
          select oc.order_id, oc.screen_id, oc.daypart, oc.spots, oc.spots as own
            from order_cells oc where oc.date = ${date}::date
          union all
          select mg.order_id, mg.screen_id, mg.daypart, mg.spots, 0
            from make_good_cells mg where mg.date = ${date}::date
        ) x
        join orders o on o.id = x.order_id and o.status_code in (2, 4)
        group by x.order_id, x.screen_id, x.daypart
        order by x.order_id, x.daypart`,
  );
}

/**
 * Accepted complete plays of an order that started in [from, to), from the hourly rollup: a
 * cell's window starts and ends on whole hours (dayparts change on the hour; Dubai is UTC+4).
 */
export async function deliveredPlays(db: Db, orderId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(complete_plays), 0)::int as count from order_play_hours
        where order_id = ${orderId}
          and hour_at >= ${from.toISOString()}::timestamptz
          and hour_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Whether the order was paused at any moment of [from, to): its paused cells are not played by
 * the customer's or an operator's choice (decision 0025), so they carry no delivery guarantee.
 */
export async function pausedDuring(db: Db, orderId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ paused: boolean }>(
    db,
    sql`select exists (
          select 1 from order_events p
          where p.order_id = ${orderId} and p.kind = 'paused'
            and p.created_at < ${to.toISOString()}::timestamptz
            and coalesce((select min(r.created_at) from order_events r
                where r.order_id = p.order_id and r.kind = 'resumed' and r.created_at >= p.created_at),
              'infinity'::timestamptz) > ${from.toISOString()}::timestamptz
        ) or exists (
          select 1 from orders o where o.id = ${orderId} and o.paused_at is not null
            and o.paused_at < ${to.toISOString()}::timestamptz
        ) as paused`,
  );
  return Boolean(row?.paused);
}

/** Cells of the date already looked at (a remedy exists), so a rerun skips them quickly. */
export async function remediedCells(db: Db, date: string): Promise<Set<string>> {
  const rows = await queryRows<{ orderId: number; daypart: string }>(
    db,
    sql`select order_id as "orderId", daypart from delivery_remedies
        where date = ${date}::date and outage_id is null`,
  );
  return new Set(rows.map((row) => `${row.orderId}|${row.daypart}`));
}

/** The order under lock, so a cancellation and the check take turns. */
export type FrozenQuote = {
  breakdown?: { daypart: string; playsPerCell: number; cells: number; amountCents: number }[];
} | null;

export async function lockOrder(tx: Db, orderId: number) {
  const [row] = await queryRows<{ statusCode: number; quote: FrozenQuote }>(
    tx,
    sql`select status_code as "statusCode", quote from orders where id = ${orderId} for update`,
  );
  return row ?? null;
}

/** The cell a remedy row answers for, with the plays booked, delivered and missing in it. */
export type RemedyCell = {
  orderId: number;
  screenId: number;
  date: string;
  daypart: string;
  bookedPlays: number;
  deliveredPlays: number;
  missingPlays: number;
};

/**
 * The nightly check's remedy row of one cell, or null when one exists already: the unique key
 * (order, date, daypart) among the nightly check's remedies decides which of two concurrent runs acts; the other waits for its commit and gets null.
 */
export async function claimRemedy(tx: Db, values: RemedyCell): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into delivery_remedies
          (order_id, screen_id, date, daypart, booked_plays, delivered_plays, missing_plays)
        values (${values.orderId}, ${values.screenId}, ${values.date}::date, ${values.daypart},
          ${values.bookedPlays}, ${values.deliveredPlays}, ${values.missingPlays})
        on conflict (order_id, date, daypart) where outage_id is null do nothing
        returning id`,
  );
  return row?.id ?? null;
}

export async function recordOutcome(
  tx: Db,
  remedyId: number,
  outcome: {
    madeGoodSpots: number;
    madeGoodPlays: number;
    creditedPlays: number;
    creditCents: number;
  },
) {
  await tx.execute(sql`update delivery_remedies set
      made_good_spots = ${outcome.madeGoodSpots}, made_good_plays = ${outcome.madeGoodPlays},
      credited_plays = ${outcome.creditedPlays}, credit_cents = ${outcome.creditCents}
    where id = ${remedyId}`);
}

export async function linkCreditNote(tx: Db, remedyIds: number[], creditNoteId: number) {
  if (remedyIds.length === 0) return;
  await tx.execute(sql`update delivery_remedies set credit_note_id = ${creditNoteId}
    where id in (${sql.join(
      remedyIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

export function orderOwner(db: Db, orderId: number) {
  return queryRows<{ customerId: number }>(
    db,
    sql`select customer_id as "customerId" from orders where id = ${orderId}`,
  );
}

/**
 * Plays already owed to an order for outages inside one cell (decision 0050): the nightly check
 * counts them as remedied, so a cell short because of an outage is not made good twice.
 */
export async function owedForOutages(tx: Db, orderId: number, date: string, daypart: string) {
  const [row] = await queryRows<{ plays: number }>(
    tx,
    sql`select coalesce(sum(missing_plays), 0)::int as plays from delivery_remedies
        where order_id = ${orderId} and date = ${date}::date and daypart = ${daypart}
          and outage_id is not null`,
  );
  return Number(row?.plays ?? 0);
}

/** Whether the nightly check already remedied the whole cell (its shortfall held the outage's). */
export async function cellRemedied(tx: Db, orderId: number, date: string, daypart: string) {
  const [row] = await queryRows<{ done: boolean }>(
    tx,
    sql`select exists (select 1 from delivery_remedies where order_id = ${orderId}
          and date = ${date}::date and daypart = ${daypart} and outage_id is null) as done`,
  );
  return Boolean(row?.done);
}

export type OutageRow = { id: number; screenId: number; startedAt: Date; endedAt: Date | null };

/** Outages open now or ended since `since`, oldest first: the ones the hourly run looks at. */
export async function outagesSince(db: Db, since: Date): Promise<OutageRow[]> {
  const rows = await queryRows<{
    id: number;
    screenId: number;
    startedAt: string | Date;
    endedAt: string | Date | null;
  }>(
    db,
    sql`select id, screen_id as "screenId", started_at as "startedAt", ended_at as "endedAt"
        from screen_outages
        where ended_at is null or ended_at > ${since.toISOString()}::timestamptz
        order by started_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    screenId: row.screenId,
    startedAt: new Date(row.startedAt),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt),
  }));
}

export type ScreenCell = DayCell & {
  date: string;
  /** The last date of the order's own cells: its flight ends with that day's cells. */
  lastDate: string;
  lastDaypart: string;
};

/**
 * A screen's cells between two local dates (inclusive) held by paid or completed orders, own and
 * make-good spots summed per order and cell, with the day the order's flight ends.
 */
export function cellsOfScreen(
  db: Db,
  screenId: number,
  from: string,
  to: string,
): Promise<ScreenCell[]> {
  return queryRows<ScreenCell>(
    db,
    sql`select x.order_id as "orderId", x.screen_id as "screenId",
          to_char(x.date, 'YYYY-MM-DD') as date, x.daypart,
          sum(x.spots)::int as spots, sum(x.own)::int as "ownSpots",
          to_char(f.last_date, 'YYYY-MM-DD') as "lastDate", f.last_daypart as "lastDaypart"
        from (
          select oc.order_id, oc.screen_id, oc.date, oc.daypart, oc.spots, oc.spots as own
            from order_cells oc
            where oc.screen_id = ${screenId} and oc.date between ${from}::date and ${to}::date
          union all
          select mg.order_id, mg.screen_id, mg.date, mg.daypart, mg.spots, 0
            from make_good_cells mg
            where mg.screen_id = ${screenId} and mg.date between ${from}::date and ${to}::date
        ) x
        join orders o on o.id = x.order_id and o.status_code in (2, 4)
        join lateral (
          select l.date as last_date, l.daypart as last_daypart from order_cells l
          where l.order_id = x.order_id
          order by l.date desc,
            array_position(array['morning', 'daytime', 'evening', 'night'], l.daypart) desc
          limit 1
        ) f on true
        group by x.order_id, x.screen_id, x.date, x.daypart, f.last_date, f.last_daypart
        order by x.order_id, x.date, x.daypart`,
  );
}

/** The outage remedies already made, as `outage|order|date|daypart` keys, so a rerun skips them. */
export async function outageRemedies(db: Db, outageIds: number[]): Promise<Set<string>> {
  if (outageIds.length === 0) return new Set();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select outage_id || '|' || order_id || '|' || to_char(date, 'YYYY-MM-DD') || '|' || daypart
          as key
        from delivery_remedies
        where outage_id in (${sql.join(
          outageIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => row.key));
}

/** Complete plays of an order on a screen that started in [from, to), read from the plays. */
export async function playsBetween(
  db: Db,
  orderId: number,
  screenId: number,
  from: Date,
  to: Date,
) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from plays
        where order_id = ${orderId} and screen_id = ${screenId} and complete
          and started_at >= ${from.toISOString()}::timestamptz
          and started_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The remedy row of an outage's stretch of one cell, or null when one exists already: the unique
 * key (outage, order, date, daypart) decides which of two concurrent runs acts.
 */
export async function claimOutageRemedy(
  tx: Db,
  values: RemedyCell & { outageId: number; gapStartedAt: Date; gapEndedAt: Date },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into delivery_remedies
          (order_id, screen_id, date, daypart, booked_plays, delivered_plays, missing_plays,
           outage_id, gap_started_at, gap_ended_at)
        values (${values.orderId}, ${values.screenId}, ${values.date}::date, ${values.daypart},
          ${values.bookedPlays}, ${values.deliveredPlays}, ${values.missingPlays},
          ${values.outageId}, ${values.gapStartedAt.toISOString()}::timestamptz,
          ${values.gapEndedAt.toISOString()}::timestamptz)
        on conflict (outage_id, order_id, date, daypart) where outage_id is not null do nothing
        returning id`,
  );
  return row?.id ?? null;
}
