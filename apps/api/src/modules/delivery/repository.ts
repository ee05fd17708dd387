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
    sql`select order_id as "orderId", daypart from delivery_remedies where date = ${date}::date`,
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

/**
 * The remedy row of one cell, or null when one exists already: the unique key (order, date,
 * daypart) decides which of two concurrent runs acts; the other waits for its commit and gets null.
 */
export async function claimRemedy(
  tx: Db,
  values: {
    orderId: number;
    screenId: number;
    date: string;
    daypart: string;
    bookedPlays: number;
    deliveredPlays: number;
    missingPlays: number;
  },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into delivery_remedies
          (order_id, screen_id, date, daypart, booked_plays, delivered_plays, missing_plays)
        values (${values.orderId}, ${values.screenId}, ${values.date}::date, ${values.daypart},
          ${values.bookedPlays}, ${values.deliveredPlays}, ${values.missingPlays})
        on conflict (order_id, date, daypart) do nothing
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
