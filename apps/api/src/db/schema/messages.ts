// Messages: notifications, email preferences, the mail outbox and contact requests.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, id, link, ownKey } from './columns';
import { customers } from './accounts';
import { orders } from './booking';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    customerId: link('customer_id', () => customers.id, 'cascade'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The catalogue's event kind (approved, live, make-good …); null for other notices. */
    kind: text('kind'),
    /** The event's values (decision 0059): with `kind`, the notice is read in today's language. */
    event: jsonb('event').$type<Record<string, unknown>>(),
    /** The email of an event notice: pending until the mail step takes it (once), then sent or skipped. */
    mailStatus: text('mail_status', { enum: ['pending', 'sent', 'skipped'] }),
    /** Where the email's button leads (a path of the web app or an API document). */
    mailLink: jsonb('mail_link').$type<{ path: string; label: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_customer_created_idx').on(t.customerId, t.createdAt),
    index('notifications_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.mailStatus} = 'pending'`),
  ],
);

/** The event emails a customer turned off; notifications in the app always appear. */
export const emailPreferences = pgTable('email_preferences', {
  customerId: ownKey('customer_id', () => customers.id),
  muted: jsonb('muted').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Mail and SMS, kept whether or not a transport delivered them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** The one-time code the message carries, for the development outbox. */
    code: text('code'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('outbox'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

export const contactRequests = pgTable('contact_requests', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  handledAt: at('handled_at'),
  createdAt: createdAt(),
});
