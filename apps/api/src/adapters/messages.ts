import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export const productName = 'ScreenSpot';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-time code the message carries, listed by the development outbox. */
  code?: string;
};

export type SmsMessage = { to: string; text: string; code?: string };

export type Messenger = {
  sendMail(message: MailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
  listOutbox(limit?: number): Promise<OutboxEntry[]>;
};

export type OutboxEntry = {
  id: number;
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
};

/** Wraps a text body in the product's mail layout. */
export function mailHtml(title: string, paragraphs: string[]): string {
  const escape = (text: string) =>
    text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  return `<!doctype html><html><body style="margin:0;background:#f4f5fb;font-family:Arial,sans-serif;color:#0f172a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">${productName}</td></tr>
<tr><td style="font-size:18px;font-weight:700;padding-bottom:12px">${escape(title)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escape(p)}</td></tr>`).join('')}
<tr><td style="font-size:12px;color:#64748b;padding-top:16px">${productName} · Dubai, United Arab Emirates</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * Every message is written to the outbox table first (so nothing is lost and development can read
 * codes); mail then goes out through SMTP when SMTP_URL is set.
 */
export function createMessenger(config: Config, db: Db, log: FastifyBaseLogger): Messenger {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  return {
    async sendMail(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          code: message.code ?? null,
          status: transport ? 'pending' : 'outbox',
        })
        .returning({ id: outboxMessages.id });
      log.info({ outboxId: row?.id, to: message.to, subject: message.subject }, 'mail queued');
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await markSent(db, row.id);
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'mail delivery failed');
        await markFailed(db, row.id, error);
      }
    },

    async sendSms(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: 'sms', to: message.to, body: message.text, code: message.code ?? null })
        .returning({ id: outboxMessages.id });
      log.info({ outboxId: row?.id, to: message.to, provider: config.SMS_PROVIDER }, 'sms queued');
    },

    async listOutbox(limit = 50) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        channel: row.channel,
        subject: row.subject,
        body: row.body,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

async function markSent(db: Db, id: number) {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(outboxMessages.id, id));
}

async function markFailed(db: Db, id: number, error: unknown) {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', error: String(error) })
    .where(eq(outboxMessages.id, id));
}
