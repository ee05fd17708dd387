/**
 * Reminders before a content permit ends (decision 0051): 7 days and 1 day before its last day the
 * advertiser hears of it, once each. A `permit_reminders` row (permit + kind) is inserted in the
 * transaction that notifies, so two instances running the sweep at once notify once.
 */
import { addDays, localDate, screenTimezone } from '@screenspot/contracts/booking';
import { permitLimits } from '@screenspot/contracts/permits';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../adapters/messages';
import type { Db } from '../../db/client';
import { noticeDeps, notifyOrderEvent, sendPendingMails } from '../notifications';
import * as repository from './permits.repository';
import type { JobHost } from '../../app-deps';

export type PermitReminderDeps = { db: Db; messenger: Messenger; log: FastifyBaseLogger };

const [weekAhead, dayAhead] = permitLimits.reminderDays;

/** `1-day` within a day of the last day, `7-days` within a week (the later sweep catches up). */
function reminderKind(today: string, validTo: string): '7-days' | '1-day' | null {
  if (validTo <= addDays(today, dayAhead)) return '1-day';
  if (validTo <= addDays(today, weekAhead)) return '7-days';
  return null;
}

/** Sends the reminders due today (Asia/Dubai); answers the permit ids and kinds it sent. */
export async function sendPermitReminders(
  deps: PermitReminderDeps,
  now = new Date(),
): Promise<{ permitId: number; kind: string }[]> {
  const today = localDate(now);
  const candidates = await repository.permitsEnding(deps.db, today, addDays(today, weekAhead));
  const sent: { permitId: number; kind: string }[] = [];
  for (const permit of candidates) {
    const kind = reminderKind(today, permit.validTo);
    if (!kind) continue;
    const done = await deps.db.transaction(async (tx) => {
      if (!(await repository.claimReminder(tx, { ...permit, kind }))) return false;
      await notifyOrderEvent(tx, permit.orderId, 'permit-ending', {
        number: permit.number,
        validTo: permit.validTo,
      });
      return true;
    });
    if (done) sent.push({ permitId: permit.permitId, kind });
  }
  if (sent.length > 0) await sendPendingMails(deps);
  return sent;
}

export const permitRemindersJob = 'compliance.permit-reminders';

/** Every morning at 08:00 Dubai time, on one instance; a missed morning catches up the next. */
export function registerPermitReminders(host: JobHost): void {
  const { jobs } = host.deps;
  const deps: PermitReminderDeps = noticeDeps(host);
  jobs.schedule(
    permitRemindersJob,
    '0 8 * * *',
    screenTimezone,
    async () => {
      const sent = await sendPermitReminders(deps);
      if (sent.length > 0) deps.log.info({ sent }, 'permit reminders sent');
    },
    { expireInSeconds: 900 },
  );
}
