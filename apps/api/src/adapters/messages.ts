import type { Language } from '@screenspot/contracts/language';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from '../jobs/queue';
import { outboxMessages } from '../db/schema';
import { translator } from '../i18n';

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
  /** The reader's language: Arabic mail is laid out right to left. English by default. */
  language?: Language;
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
<tr><td dir="ltr" style="font-size:12px;color:#64748b;padding-bottom:12px;word-break:break-all">${escape(href)}</td></tr>`;
  return {
    text,
    html: mailHtml(message.title, message.paragraphs, button, message.language ?? 'en'),
  };
}

/** Wraps a text body in the product's mail layout, right to left for Arabic. */
function mailHtml(title: string, paragraphs: string[], after: string, language: Language): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const footer = translator(language, 'mail')('layout.footer', { product: productName });
  return `<!doctype html><html lang="${language}" dir="${direction}"><body style="margin:0;background:#f4f5fb;font-family:Arial,sans-serif;color:#0f172a;direction:${direction}">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">${productName}</td></tr>
<tr><td style="font-size:18px;font-weight:700;padding-bottom:12px">${escape(title)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escape(p)}</td></tr>`).join('')}
${after}
<tr><td style="font-size:12px;color:#64748b;padding-top:16px">${escape(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

type Sealed = { iv: string; tag: string; data: string };

/**
 * In production the outbox keeps no codes, yet the mail must carry its code: the rendered mail
 * travels in the job sealed with AES-256-GCM under a key derived from SESSION_SECRET, which every
 * instance shares, so the queue's tables never hold a readable code either.
 */
function sealer(secret: string) {
  const key = createHash('sha256').update(`${secret}:mail-delivery`).digest();
  return {
    seal(value: object): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]);
      return {
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
    },
    open<T>(sealed: Sealed): T {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed.data, 'base64')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as T;
    },
  };
}

type Rendered = { subject: string; text: string; html: string | null };

/** The job that hands an outbox message to its transport, retried with a growing pause. */
export const deliveryJob = 'messages.deliver';

/**
 * Every message is written to the outbox table first (so nothing is lost and development can read
 * codes). With SMTP_URL set, mail is then delivered by a job, which pg-boss retries with a growing
 * pause (5 s, 10 s, 20 s … six tries) while the mail server refuses it; any instance may deliver
 * it, and one that crashes mid-delivery leaves it to the next. SMS_PROVIDER=log hands texts to
 * the log the same way.
 */
export function createMessenger(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  jobs: Jobs,
): Messenger {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const baseUrl = publicBaseUrl(config);
  // In production the outbox keeps no codes: the body is stored with the code blanked out.
  const stored = (body: string, code: string | undefined) =>
    config.isProduction && code ? body.split(code).join('••••••') : body;
  const storedCode = (code: string | undefined) => (config.isProduction ? null : (code ?? null));
  const smsDelivered = config.SMS_PROVIDER === 'log';
  const seals = sealer(config.SESSION_SECRET ?? 'screenspot-development-only-key');

  jobs.work<{ outboxId: number; sealed?: Sealed }>(
    deliveryJob,
    async ({ outboxId, sealed }) => {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, outboxId));
      if (!row || row.status === 'sent') return;
      try {
        if (row.channel === 'email') {
          if (!transport) return;
          // The stored mail is what was rendered, except for a code blanked in production.
          const mail: Rendered = sealed
            ? seals.open<Rendered>(sealed)
            : { subject: row.subject ?? '', text: row.body, html: row.html };
          await transport.sendMail({
            from: config.MAIL_FROM,
            to: row.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
        } else {
          log.info({ outboxId, to: row.to, provider: config.SMS_PROVIDER }, 'sms sent');
        }
        await markSent(db, row.id);
      } catch (error) {
        log.warn({ err: error, outboxId }, 'delivery failed; it is tried again');
        await markFailed(db, row.id, error);
        throw error;
      }
    },
    { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, pollingIntervalSeconds: 1 },
  );
  const deliver = async (outboxId: number, unredacted?: Rendered) => {
    try {
      await jobs.send(
        deliveryJob,
        unredacted ? { outboxId, sealed: seals.seal(unredacted) } : { outboxId },
      );
    } catch (error) {
      log.error({ err: error, outboxId }, 'could not queue delivery');
      await markFailed(db, outboxId, error);
    }
  };

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
      const redacted = config.isProduction && message.code;
      if (transport && row) {
        await deliver(row.id, redacted ? { subject: message.subject, text, html } : undefined);
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
          status: smsDelivered ? 'pending' : 'outbox',
        })
        .returning({ id: outboxMessages.id });
      log.info({ outboxId: row?.id, to: message.to, provider: config.SMS_PROVIDER }, 'sms queued');
      if (smsDelivered && row) await deliver(row.id);
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
