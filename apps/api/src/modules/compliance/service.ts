// Advert compliance (decision 0047): what an order advertises, the category rules it meets at
// booking (UAE classes and each screen's owner), and the rejections' reason codes.
import {
  advertCategories,
  approvalAuthority,
  categoryMessages,
  type Advert,
  type AdvertFields,
  type RejectionReport,
  type ScreenCategoryRules,
} from '@screenspot/contracts/compliance';
import { separationPossible } from '@screenspot/contracts/separation';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';
import { type ErrorText } from '../../error-messages';
import { contractMessage } from '../../i18n';

/** A refusal that names the rule it applies (`rule` in the answer). */
export class RuleError extends HttpError {
  constructor(status: number, rule: string, text: ErrorText, field?: string) {
    super(status, text, field ? { [field]: text } : undefined, { rule });
  }
}

/** 422 for the UAE's classes: a banned category, or a prior-approval one without its reference. */
export function checkAdvertClass(advert: AdvertFields | undefined): void {
  if (!advert) return;
  const entry = advertCategories[advert.category];
  if (entry.class === 'banned') {
    throw new RuleError(422, 'CAT-BAN', contractMessage(categoryMessages.banned), 'category');
  }
  if (entry.class === 'prior-approval' && !advert.approvalRef) {
    throw new RuleError(
      422,
      'CAT-PRIOR',
      contractMessage(categoryMessages.priorApproval),
      'approvalRef',
    );
  }
}

/** 409 when a screen's owner refuses the advert's category. */
export async function checkScreenRules(
  db: Db,
  advert: AdvertFields | undefined,
  screenIds: number[],
): Promise<void> {
  if (!advert) return;
  const rules = await repository.categoryRulesOf(db, [...new Set(screenIds)]);
  const refusing = rules.find((rule) => rule.blockedCategories.includes(advert.category));
  if (refusing) {
    throw new RuleError(409, 'CAT-BLOCKED', contractMessage(categoryMessages.blocked), 'category');
  }
}

/**
 * In the booking's transaction, once its cells are held: records the advert of every new order and
 * refuses (409, rolling the booking back) a brand that would share a loop with a rival brand of an
 * exclusive category.
 */
export async function recordAdvert(
  tx: Db,
  advert: AdvertFields | undefined,
  orderIds: number[],
): Promise<void> {
  if (!advert) return;
  await repository.insertAdverts(tx, orderIds, {
    brand: advert.brand,
    category: advert.category,
    approvalRef: advert.approvalRef ?? null,
  });
  const clashes = await repository.exclusivityClashes(tx, orderIds);
  if (clashes.length > 0) {
    throw new RuleError(
      409,
      'CAT-EXCLUSIVE',
      contractMessage(categoryMessages.exclusive),
      'category',
    );
  }
  // Competitive separation: every loop the booking joins must still keep its categories apart.
  const cells = new Map<string, { slots: number; items: { spots: number; category: string }[] }>();
  for (const row of await repository.categorySpotsInCells(tx, orderIds)) {
    const key = `${row.screenId}/${row.date}/${row.daypart}`;
    const cell = cells.get(key) ?? { slots: row.slots, items: [] };
    cell.items.push({ spots: row.spots, category: row.category });
    cells.set(key, cell);
  }
  for (const cell of cells.values()) {
    if (!separationPossible(cell.slots, cell.items)) {
      throw new RuleError(
        409,
        'COMPETITOR-SEP',
        contractMessage(categoryMessages.separation),
        'category',
      );
    }
  }
}

/** The advert of an order row that left-joined `order_adverts` (null fields: none recorded). */
export function advertOfRow(row: {
  advertBrand: string | null;
  advertCategory: string | null;
  advertApprovalRef: string | null;
}): Advert | null {
  if (row.advertBrand === null || row.advertCategory === null) return null;
  return {
    brand: row.advertBrand,
    category: row.advertCategory,
    approvalRef: row.advertApprovalRef,
    approvalAuthority: approvalAuthority(row.advertCategory),
  };
}

export function toAdvert(row: repository.AdvertRow | null | undefined): Advert | null {
  if (!row) return null;
  return {
    brand: row.brand,
    category: row.category,
    approvalRef: row.approvalRef,
    approvalAuthority: approvalAuthority(row.category),
  };
}

export async function advertsByOrder(db: Db, orderIds: number[]): Promise<Map<number, Advert>> {
  const rows = await repository.advertsOf(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, toAdvert(row)!]));
}

export async function screenCategoryRules(db: Db, screenId: number): Promise<ScreenCategoryRules> {
  const [row] = await repository.categoryRulesOf(db, [screenId]);
  return {
    blockedCategories: (row?.blockedCategories ?? []) as ScreenCategoryRules['blockedCategories'],
    exclusiveCategories: (row?.exclusiveCategories ??
      []) as ScreenCategoryRules['exclusiveCategories'],
  };
}

export async function saveScreenCategoryRules(
  db: Db,
  screenId: number,
  rules: ScreenCategoryRules,
): Promise<ScreenCategoryRules> {
  const unique = (list: string[]) => [...new Set(list)].sort();
  await repository.saveCategoryRules(db, {
    screenId,
    blockedCategories: unique(rules.blockedCategories),
    exclusiveCategories: unique(rules.exclusiveCategories),
  });
  return screenCategoryRules(db, screenId);
}

/** The console's report: rejections by code per month over the last twelve months. */
export async function rejectionReport(db: Db, now: Date): Promise<RejectionReport> {
  const since = new Date(now.getTime() - 366 * 86_400_000);
  const rows = await repository.rejectionsByMonth(db, since);
  const months = new Map<string, RejectionReport['months'][number]>();
  for (const row of rows) {
    const month = months.get(row.month) ?? { month: row.month, counts: [], total: 0 };
    month.counts.push({ code: row.code, count: row.count });
    month.total += row.count;
    months.set(row.month, month);
  }
  return { months: [...months.values()] };
}
