import type { Notification } from '@screenspot/contracts/notification';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { publishEvent } from '../events/publish';
import * as repository from './repository';

export function listNotifications(db: Db, customerId: number): Promise<Notification[]> {
  return repository.listForCustomer(db, customerId);
}

export function unreadCount(db: Db, customerId: number): Promise<number> {
  return repository.countUnread(db, customerId);
}

export async function markRead(db: Db, customerId: number, id: number): Promise<Notification> {
  const notification = await repository.markRead(db, customerId, id);
  // Someone else's notification answers exactly like a missing one.
  if (!notification) throw new HttpError(404, 'This notification was not found.');
  // The badge in the customer's other tabs.
  await publishEvent(db, { type: 'notification', customerId });
  return notification;
}

/** Written in the caller's transaction, so the notification exists only if its cause does. */
export async function notifyCustomer(
  db: Db,
  input: { customerId: number; orderId?: number; title: string; message: string },
): Promise<Notification> {
  const notification = await repository.insertNotification(db, input);
  await publishEvent(db, { type: 'notification', customerId: input.customerId });
  return notification;
}
