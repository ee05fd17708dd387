import { dayparts, daypartIds, screenUtcOffsetMinutes } from '@screenspot/contracts/booking';
import { orderStatus } from '@screenspot/contracts/order-status';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The UTC end of a cell, in SQL, from the dayparts of the contracts. */
const cellEndSql = (alias: string) =>
  sql.raw(
    `((${alias}.date + case ${alias}.daypart ${daypartIds
      .map((id) => `when '${id}' then interval '${dayparts[id].end} minutes'`)
      .join(
        ' ',
      )} end - interval '${screenUtcOffsetMinutes} minutes')::timestamp at time zone 'UTC')`,
  );

const allCells = sql`(select order_id, date, daypart from order_cells
  union all select order_id, date, daypart from make_good_cells)`;

/** Records a milestone of an order once: false when it was already recorded. */
export async function claim(tx: Db, orderId: number, kind: string): Promise<boolean> {
  const rows = await queryRows<{ orderId: number }>(
    tx,
    sql`insert into order_milestones (order_id, kind) values (${orderId}, ${kind})
        on conflict do nothing returning order_id as "orderId"`,
  );
  return rows.length > 0;
}

/**
 * Paid orders with a milestone due at `now` (at most 500): their first cell, the end of their last
 * (make-good spots included) and the milestones already recorded.
 */
export function dueMilestones(db: Db, now: Date, scheduledAheadMs: number) {
  const at = now.toISOString();
  return queryRows<{
    id: number;
    customerId: number;
    screenId: number;
    firstCellAt: Date | string;
    endsAt: Date | string;
    milestones: string[] | null;
  }>(
    db,
    sql`select o.id, o.customer_id as "customerId", o.screen_id as "screenId",
          o.first_cell_at as "firstCellAt", e.ends_at as "endsAt",
          (select array_agg(m.kind) from order_milestones m where m.order_id = o.id) as milestones
        from orders o
        join lateral (select max(${cellEndSql('c')}) as ends_at from ${allCells} c
          where c.order_id = o.id) e on true
        where o.status_code = ${orderStatus.paid} and o.first_cell_at is not null
          and e.ends_at is not null
          -- A paused order is not "live"; it still completes when its last cell ends.
          and (o.paused_at is null or e.ends_at <= ${at}::timestamptz)
          and o.first_cell_at <= ${at}::timestamptz + ${`${scheduledAheadMs} milliseconds`}::interval
          and (e.ends_at <= ${at}::timestamptz
            or not exists (select 1 from order_milestones m where m.order_id = o.id
              and m.kind in ('live', case when o.first_cell_at > ${at}::timestamptz then 'scheduled' else 'live' end)))
        order by o.id
        limit 500`,
  );
}

/** The complete plays an order has delivered, from the daily rollup (one row per day played). */
export async function deliveredPlays(db: Db, orderId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(complete_plays), 0)::int as count from order_play_days
        where order_id = ${orderId}`,
  );
  return Number(row?.count ?? 0);
}
