import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Language } from '@screenspot/contracts/language';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerPage, preparedPerDatabase } from '../../db/prepared';
import { queryRows } from '../../db/client';
import { customers, emailPreferences, notifications, orders, screens } from '../../db/schema';
import { screenNameIn } from '../../db/screen-name';
import { columnsOf } from '../../db/select-columns';

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  isRead: notifications.isRead,
  orderId: notifications.orderId,
  kind: notifications.kind,
  event: notifications.event,
};

/** A notification as stored: its words when made, and its event to read it again by. */
export type StoredNotification = {
  id: number;
  title: string;
  message: string;
  isRead: boolean;
  orderId: number | null;
  kind: string | null;
  event: Record<string, unknown> | null;
};

// Asked on every visit to the notifications tab, so it is prepared.
const customerNotifications = preparedPerDatabase((db) =>
  customerPage(db.select(columns).from(notifications).$dynamic(), notifications).prepare(
    'list_customer_notifications_page',
  ),
);

/** One page of the customer's notifications, newest first. */
export function listForCustomer(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
) {
  return customerNotifications(db).execute({ customerId, ...page });
}

export function countForCustomer(db: Db, customerId: number): Promise<number> {
  return db.$count(notifications, eq(notifications.customerId, customerId));
}

export function countUnread(db: Db, customerId: number): Promise<number> {
  return db.$count(
    notifications,
    and(eq(notifications.customerId, customerId), eq(notifications.isRead, false)),
  );
}

/** Marks the customer's own notification read; null when it is not theirs or does not exist. */
export async function markRead(db: Db, customerId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
    .returning(columns);
  return row ?? null;
}

export async function insertNotification(
  db: Db,
  values: {
    customerId: number;
    orderId?: number;
    title: string;
    message: string;
    kind?: string;
    event?: Record<string, unknown>;
    mailStatus?: 'pending';
    mailLink?: { path: string; label: string };
  },
): Promise<StoredNotification> {
  const [row] = await db.insert(notifications).values(values).returning(columns);
  return row!;
}

/** The customer's language and display currency now, to read their notices in. */
export async function readerOf(
  db: Db,
  customerId: number,
): Promise<{ language: Language; currency: DisplayCurrency } | null> {
  const [row] = await db
    .select(columnsOf(customers, 'language', 'currency'))
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** The orders' screen names in the language, and their campaigns, for notices about them. */
export async function orderContextsIn(db: Db, orderIds: number[], language: Language) {
  if (orderIds.length === 0) return [];
  return queryRows<{ orderId: number; screenName: string; campaignId: number | null }>(
    db,
    sql`select ${orders.id} as "orderId", ${screenNameIn(sql`${language}`)} as "screenName",
          ${orders.campaignId} as "campaignId"
        from ${orders} join ${screens} on ${screens.id} = ${orders.screenId}
        where ${orders.id} in ${orderIds}`,
  );
}

/** What a notice says about an order: its owner (and how they read: language, currency), screen and campaign. */
export async function orderContext(db: Db, orderId: number) {
  const [row] = await queryRows<{
    customerId: number;
    screenName: string;
    campaignId: number | null;
    language: Language;
    currency: DisplayCurrency;
  }>(
    db,
    sql`select ${orders.customerId} as "customerId", ${screenNameIn(customers.language)} as "screenName",
          ${orders.campaignId} as "campaignId", ${customers.language} as language,
          ${customers.currency} as currency
        from ${orders} join ${screens} on ${screens.id} = ${orders.screenId}
          join ${customers} on ${customers.id} = ${orders.customerId}
        where ${orders.id} = ${orderId}`,
  );
  return row ?? null;
}

export type ClaimedMail = {
  id: number;
  customerId: number;
  kind: string | null;
  title: string;
  message: string;
  mailLink: { path: string; label: string } | null;
  mailStatus: 'sent' | 'skipped';
  email: string;
  name: string;
  language: Language;
};

/**
 * Takes up to `limit` notices whose email is pending, once: the rows are locked with SKIP LOCKED and
 * marked in the same statement, so two instances never take the same one. A kind the customer
 * turned off is marked skipped (the notification itself stays).
 */
export function claimPendingMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`with due as (
          select id from notifications where mail_status = 'pending'
          order by id limit ${limit} for update skip locked
        )
        update notifications n
          set mail_status = case when exists (
              select 1 from email_preferences p
              where p.customer_id = n.customer_id and p.muted @> to_jsonb(n.kind)
            ) then 'skipped' else 'sent' end
          from due, customers c
          where n.id = due.id and c.id = n.customer_id
        returning n.id, n.customer_id as "customerId", n.kind, n.title, n.message,
          n.mail_link as "mailLink", n.mail_status as "mailStatus", c.email, c.name, c.language`,
  );
}

export async function mutedKinds(db: Db, customerId: number): Promise<string[]> {
  const [row] = await db
    .select({ muted: emailPreferences.muted })
    .from(emailPreferences)
    .where(eq(emailPreferences.customerId, customerId));
  return row?.muted ?? [];
}

export async function setMutedKinds(db: Db, customerId: number, muted: string[]) {
  await db
    .insert(emailPreferences)
    .values({ customerId, muted })
    .onConflictDoUpdate({
      target: emailPreferences.customerId,
      set: { muted, updatedAt: sql`now()` },
    });
}

/** Serialises changes to one customer's email preferences until the transaction ends. */
export async function lockEmailPreferences(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('email-preferences'), ${customerId})`);
}
