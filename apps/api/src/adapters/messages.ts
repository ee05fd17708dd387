import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export const productName = 'ScreenSpot';

/**
 * A mail as its sender writes it: the messenger renders both an HTML and a text part from it, and
 * every mail ends with a link back to the page it talks about.
 */
export type MailMessage = {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  /** A path of the web app (such as /order/12); made absolute with PUBLIC_URL. */
  link: { path: string; label: string };
  /** A one-time code the message carries, listed by the development outbox. */
  code?: string;
};

export type RenderedMail = { text: string; html: string };

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

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** Where links in mail point: PUBLIC_URL, or this service's own local address. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** The text and HTML parts of a mail, both carrying its link. */
export function renderMail(message: MailMessage, baseUrl: string): RenderedMail {
  const href = new URL(message.link.path, baseUrl).toString();
  const text = [
    message.title,
    ...message.paragraphs,
    `${message.link.label}: ${href}`,
    productName,
  ].join('\n\n');
  const button = `<tr><td style="padding:8px 0 12px"><a href="${escape(href)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escape(message.link.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#64748b;padding-bottom:12px;word-break:break-all">${escape(href)}</td></tr>`;
  return { text, html: mailHtml(message.title, message.paragraphs, button) };
}

/** Wraps a text body in the product's mail layout. */
function mailHtml(title: string, paragraphs: string[], after: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f5fb;font-family:Arial,sans-serif;color:#0f172a">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">${productName}</td></tr>
<tr><td style="font-size:18px;font-weight:700;padding-bottom:12px">${escape(title)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escape(p)}</td></tr>`).join('')}
${after}
<tr><td style="font-size:12px;color:#64748b;padding-top:16px">${productName} · Dubai, United Arab Emirates</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * Every message is written to the outbox table first (so nothing is lost and development can read
 * codes); mail then goes out through SMTP when SMTP_URL is set.
 */
export function createMessenger(config: Config, db: Db, log: FastifyBaseLogger): Messenger {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const baseUrl = publicBaseUrl(config);
  // In production the outbox keeps no codes: the body is stored with the code blanked out.
  const stored = (body: string, code: string | undefined) =>
    config.isProduction && code ? body.split(code).join('••••••') : body;
  const storedCode = (code: string | undefined) => (config.isProduction ? null : (code ?? null));

  return {
    async sendMail(message) {
      const { text, html } = renderMail(message, baseUrl);
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          to: message.to,
          subject: stored(message.subject, message.code),
          body: stored(text, message.code),
          html: stored(html, message.code),
          code: storedCode(message.code),
          status: transport ? 'pending' : 'outbox',
        })
        .returning({ id: outboxMessages.id });
      // The subject may carry a code (a mail client shows it in the list), so it is not logged.
      log.info({ outboxId: row?.id, to: message.to }, 'mail queued');
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text,
          html,
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
        .values({
          channel: 'sms',
          to: message.to,
          body: stored(message.text, message.code),
          code: storedCode(message.code),
        })
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
