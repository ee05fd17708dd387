import {
  orderEventKinds,
  type EmailPreferences,
  type Notification,
  type OrderEventKind,
} from '@screenspot/contracts/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import { pageWindow, type PageQuery } from '@screenspot/contracts/paging';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { publishEvent } from '../events';
import { translator } from '../../i18n';
import { orderEventNotice, type OrderEventDetails } from './catalogue';
import { revived, writtenAgain, type Reader, type Said, type Words } from './templates';
import { defaultDisplayCurrency } from '@screenspot/contracts/currency';
import { defaultLanguage } from '@screenspot/contracts/language';
import * as repository from './repository';
import type { JobHost } from '../../app-deps';
import { everySweep } from '../../jobs/queue';

/** One page (from 0) of the customer's notifications, newest first, and how many there are. */
export async function listNotifications(
  db: Db,
  customerId: number,
  query: PageQuery,
): Promise<{ items: Notification[]; total: number }> {
  const [rows, total] = await Promise.all([
    repository.listForCustomer(db, customerId, pageWindow(query)),
    repository.countForCustomer(db, customerId),
  ]);
  return { items: await inReadersWords(db, customerId, rows), total };
}

const isOrderEventKind = (kind: string | null): kind is OrderEventKind =>
  (orderEventKinds as readonly (string | null)[]).includes(kind);

/**
 * The notifications in the customer's language and currency of the moment (decision 0059): a
 * notice made from a template (`defineNotice`) is written again from its values, an order's notice
 * from its event; one made before either was kept shows the words it was made with.
 */
async function inReadersWords(
  db: Db,
  customerId: number,
  rows: repository.StoredNotification[],
): Promise<Notification[]> {
  const plain = ({ id, title, message, isRead, orderId }: repository.StoredNotification) => ({
    id,
    title,
    message,
    isRead,
    orderId,
  });
  const written = rows.filter((row) => row.event);
  if (written.length === 0) return rows.map(plain);
  const reader = await repository.readerOf(db, customerId);
  if (!reader) return rows.map(plain);
  const byEvent = written.filter(
    (row) => row.orderId !== null && isOrderEventKind(row.kind) && !('notice' in row.event!),
  );
  const orderIds = [...new Set(byEvent.map((row) => row.orderId!))];
  const contexts = new Map(
    orderIds.length === 0
      ? []
      : (await repository.orderContextsIn(db, orderIds, reader.language)).map((c) => [
          c.orderId,
          c,
        ]),
  );
  return rows.map((row) => {
    if (!row.event) return plain(row);
    const again = writtenAgain(row.event, reader);
    if (again) return { ...plain(row), title: again.title, message: again.message };
    const context = row.orderId === null ? undefined : contexts.get(row.orderId);
    if (!context || !isOrderEventKind(row.kind)) return plain(row);
    const notice = orderEventNotice(
      row.kind,
      context,
      revived(row.event) as never,
      reader.language,
      reader.currency,
    );
    return { ...plain(row), title: notice.title, message: notice.message };
  });
}

export function unreadCount(db: Db, customerId: number): Promise<number> {
  return repository.countUnread(db, customerId);
}

export async function markRead(db: Db, customerId: number, id: number): Promise<Notification> {
  const notification = await repository.markRead(db, customerId, id);
  // Someone else's notification answers exactly like a missing one.
  if (!notification) throw new HttpError(404, 'notFound.notification');
  // The badge in the customer's other tabs.
  await publishEvent(db, { type: 'notification', customerId });
  const [read] = await inReadersWords(db, customerId, [notification]);
  return read!;
}

/**
 * Written in the caller's transaction, so the notification exists only if its cause does. With a
 * `kind` and a `link` its email is pending: the mail step sends it after the commit, unless the
 * customer turned that kind off.
 */
export async function notifyCustomer(
  db: Db,
  input: {
    customerId: number;
    orderId?: number;
    title: string;
    message: string;
    kind?: OrderEventKind;
    /** The event's values, to read the notice again in another language (decision 0059). */
    event?: Record<string, unknown>;
    /** A template's name and values (`defineNotice`), to write the notice again the same way. */
    said?: Said;
    link?: { path: string; label: string };
  },
): Promise<Notification> {
  const { kind, link, said, ...rest } = input;
  const values = said ? { ...rest, event: { notice: said.name, values: said.values } } : rest;
  const {
    event: _event,
    kind: _kind,
    ...notification
  } = await repository.insertNotification(
    db,
    kind && link ? { ...values, kind, mailStatus: 'pending', mailLink: link } : values,
  );
  await publishEvent(db, { type: 'notification', customerId: input.customerId });
  return notification;
}

/**
 * A notice from a template (`defineNotice`), written in the customer's language and currency of
 * the moment, in the caller's transaction: in the app only, no email.
 */
export async function tellCustomer<V extends object>(
  db: Db,
  to: { customerId: number; orderId?: number },
  template: (values: V, reader: Reader) => Words & { said: Said },
  values: V,
): Promise<Notification> {
  const reader = (await repository.readerOf(db, to.customerId)) ?? {
    language: defaultLanguage,
    currency: defaultDisplayCurrency,
  };
  const { title, message, said } = template(values, reader);
  return notifyCustomer(db, { ...to, title, message, said });
}

/**
 * Tells an order's owner of one of its events, in the caller's transaction: the notification (with
 * the catalogue's words) now, the email once committed (`sendPendingMails`, or the mail job within
 * seconds). The one way order events reach customers — moderation, payment, the milestones of
 * time, pause/resume/end and the nightly delivery check all call it. Answers false when the order
 * does not exist.
 */
export async function notifyOrderEvent<K extends OrderEventKind>(
  tx: Db,
  orderId: number,
  kind: K,
  details: OrderEventDetails[K],
): Promise<boolean> {
  const order = await repository.orderContext(tx, orderId);
  if (!order) return false;
  // In the customer's language and currency: the notification and its email read the same.
  const notice = orderEventNotice(
    kind,
    { orderId, ...order },
    details,
    order.language,
    order.currency,
  );
  await notifyCustomer(tx, {
    customerId: order.customerId,
    orderId,
    title: notice.title,
    message: notice.message,
    kind,
    event: details as Record<string, unknown>,
    link: notice.link,
  });
  return true;
}

export type MailDeps = { db: Db; messenger: Messenger; log: FastifyBaseLogger };

/** What the jobs that send notices need: the database, the messenger and the log. */
export function noticeDeps({ deps, log }: JobHost): MailDeps {
  return { db: deps.database.db, messenger: deps.messenger, log };
}

/**
 * Sends the emails of committed notices, each once (claimed under SKIP LOCKED), through the
 * messenger: outbox first, then the delivery job with its retries. Kinds the customer turned off
 * are skipped. Call it after committing a notice; the mail job also runs it every few seconds, so a
 * crash between the commit and this call only delays the email.
 */
export async function sendPendingMails(deps: MailDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await repository.claimPendingMails(deps.db, 50);
    for (const mail of claimed) {
      if (mail.mailStatus !== 'sent' || !mail.mailLink) continue;
      try {
        await deps.messenger.sendMail({
          to: mail.email,
          subject: mail.title,
          title: mail.title,
          paragraphs: [
            translator(mail.language, 'mail')('layout.hello', { name: mail.name }),
            mail.message,
          ],
          link: mail.mailLink,
          language: mail.language,
        });
        sent += 1;
      } catch (error) {
        // The notification stands; only this email is missing.
        deps.log.error({ err: error, notificationId: mail.id }, 'notice email failed');
      }
    }
    if (claimed.length < 50) return sent;
  }
}

export const noticeMailJob = 'notifications.send-mail';

/** Every few seconds any instance sends the emails of notices committed without a flush. */
export function registerNoticeMail(host: JobHost): void {
  const { jobs, config } = host.deps;
  const deps = noticeDeps(host);
  everySweep(jobs, noticeMailJob, config.NOTICE_MAIL_SECONDS, async () => {
    await sendPendingMails(deps);
  });
}

/** Settings › Emails: every kind, on unless the customer turned it off. */
export async function emailPreferences(db: Db, customerId: number): Promise<EmailPreferences> {
  const muted = new Set(await repository.mutedKinds(db, customerId));
  return {
    emails: Object.fromEntries(
      orderEventKinds.map((kind) => [kind, !muted.has(kind)]),
    ) as EmailPreferences['emails'],
  };
}

/** Changes the kinds given and keeps the others as they were. */
export async function updateEmailPreferences(
  db: Db,
  customerId: number,
  change: Partial<EmailPreferences['emails']>,
): Promise<EmailPreferences> {
  await db.transaction(async (tx) => {
    await repository.lockEmailPreferences(tx, customerId);
    const muted = new Set(await repository.mutedKinds(tx, customerId));
    for (const kind of orderEventKinds) {
      const on = change[kind];
      if (on === true) muted.delete(kind);
      if (on === false) muted.add(kind);
    }
    await repository.setMutedKinds(
      tx,
      customerId,
      orderEventKinds.filter((kind) => muted.has(kind)),
    );
  });
  return emailPreferences(db, customerId);
}
