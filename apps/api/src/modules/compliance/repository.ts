import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { orderAdverts, screenCategoryRules } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export type CategoryRulesRow = {
  screenId: number;
  blockedCategories: string[];
  exclusiveCategories: string[];
};

export function categoryRulesOf(db: Db, screenIds: number[]): Promise<CategoryRulesRow[]> {
  if (screenIds.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(screenCategoryRules, 'screenId', 'blockedCategories', 'exclusiveCategories'))
    .from(screenCategoryRules)
    .where(inArray(screenCategoryRules.screenId, screenIds));
}

export async function saveCategoryRules(db: Db, rules: CategoryRulesRow): Promise<void> {
  const values = {
    blockedCategories: rules.blockedCategories,
    exclusiveCategories: rules.exclusiveCategories,
    updatedAt: new Date(),
  };
  await db
    .insert(screenCategoryRules)
    .values({ screenId: rules.screenId, ...values })
    .onConflictDoUpdate({ target: screenCategoryRules.screenId, set: values });
}

export async function insertAdverts(
  db: Db,
  orderIds: number[],
  advert: { brand: string; category: string; approvalRef: string | null },
): Promise<void> {
  if (orderIds.length === 0) return;
  await db.insert(orderAdverts).values(orderIds.map((orderId) => ({ orderId, ...advert })));
}

export type AdvertRow = {
  orderId: number;
  brand: string;
  category: string;
  approvalRef: string | null;
};

export function advertsOf(db: Db, orderIds: number[]): Promise<AdvertRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(columnsOf(orderAdverts, 'orderId', 'brand', 'category', 'approvalRef'))
    .from(orderAdverts)
    .where(inArray(orderAdverts.orderId, orderIds));
}

/** Statuses whose order keeps its cells: awaiting a video, in review, approved, paid. */
const cellKeepingStatuses = sql`(6, 0, 1, 2)`;

/**
 * Cells of the given (new) orders that share a loop with another brand of the same category on a
 * screen where that category is exclusive. Run after the new orders' cells are held: the cells'
 * row locks make a rival booking of the same cells wait, and then see this one.
 */
export function exclusivityClashes(
  db: Db,
  orderIds: number[],
): Promise<{ screenId: number; date: string; daypart: string }[]> {
  return queryRows(
    db,
    sql`select distinct mine.screen_id as "screenId", mine.date::text as date, mine.daypart
      from order_cells mine
      join order_adverts my_ad on my_ad.order_id = mine.order_id
      join screen_category_rules r on r.screen_id = mine.screen_id
        and my_ad.category = any(r.exclusive_categories)
      join order_cells other on other.screen_id = mine.screen_id and other.date = mine.date
        and other.daypart = mine.daypart and other.order_id <> mine.order_id
      join orders o on o.id = other.order_id and o.status_code in ${cellKeepingStatuses}
      join order_adverts their_ad on their_ad.order_id = other.order_id
        and their_ad.category = my_ad.category
        and lower(btrim(their_ad.brand)) <> lower(btrim(my_ad.brand))
      where mine.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by 1, 2, 3
      limit 20`,
  );
}

/** Rejections by reason code per Asia/Dubai month, newest month first. */
export function rejectionsByMonth(
  db: Db,
  since: Date,
): Promise<{ month: string; code: string; count: number }[]> {
  return queryRows(
    db,
    sql`select to_char(created_at at time zone 'Asia/Dubai', 'YYYY-MM') as month,
        reason_code as code, count(*)::int as count
      from order_status_history
      where reason_code is not null and to_status = 3 and created_at >= ${since}
      group by 1, 2
      order by 1 desc, 3 desc, 2`,
  );
}

/**
 * For every cell of the given (new) orders: the screen's loop and the spots each advert category
 * holds in that cell, over the orders that keep their cells. Read after the cells are held, under
 * their row locks, like the exclusivity check.
 */
export function categorySpotsInCells(
  db: Db,
  orderIds: number[],
): Promise<
  {
    screenId: number;
    date: string;
    daypart: string;
    slots: number;
    category: string;
    spots: number;
  }[]
> {
  return queryRows(
    db,
    sql`with touched as (
        select distinct screen_id, date, daypart from order_cells
        where order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      )
      select t.screen_id as "screenId", t.date::text as date, t.daypart,
        s.loop_slots as slots, a.category, sum(c.spots)::int as spots
      from touched t
      join screens s on s.id = t.screen_id
      join order_cells c on c.screen_id = t.screen_id and c.date = t.date and c.daypart = t.daypart
      join orders o on o.id = c.order_id and o.status_code in ${cellKeepingStatuses}
      join order_adverts a on a.order_id = c.order_id
      group by 1, 2, 3, 4, 5`,
  );
}
