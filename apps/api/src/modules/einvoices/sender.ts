import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One document to hand to the e-invoicing network. */
export type EInvoiceMessage = {
  kind: 'invoice' | 'credit_note';
  number: string;
  xml: string;
  /** The same on every attempt at this document: the receiver takes it once. */
  idempotencyKey: string;
};

/** Where a document stands once a driver took it. */
export type EInvoiceOutcome =
  | { status: 'sent' | 'accepted'; providerReference: string | null }
  | { status: 'rejected'; reason: string };

/** A failure worth another attempt (the network, a 5xx, a 429): the job is retried. */
export class RetryableSendError extends Error {}

/**
 * Sends a PINT AE document. A driver answers the outcome, throws `RetryableSendError` for a
 * failure another attempt may cure, and must be safe to call twice with the same message.
 */
export type EInvoiceSender = {
  driver: 'outbox' | 'asp';
  send(message: EInvoiceMessage): Promise<EInvoiceOutcome>;
};

/**
 * The default driver: the XML goes to a folder (and the transmission row keeps it), from where an
 * ASP's own connector or an operator takes it. Written to a temporary name and renamed, so a
 * reader never sees half a file; a repeat writes the same bytes.
 */
export function outboxSender(folder: string): EInvoiceSender {
  return {
    driver: 'outbox',
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${message.number}.xml`);
      const temporary = `${file}.${process.pid}.partial`;
      await writeFile(temporary, message.xml, 'utf8');
      await rename(temporary, file);
      return { status: 'sent', providerReference: null };
    },
  };
}

type AspAnswer = { status?: unknown; reason?: unknown; id?: unknown };

function parseAnswer(body: string): AspAnswer {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as AspAnswer) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The ASP driver: POSTs the XML to the configured endpoint with our bearer token and the
 * document's idempotency key. 2xx answers the ASP's verdict (accepted, rejected with a reason, or
 * received, which we call sent); 4xx other than 408/429 is a rejection; anything else is retried.
 */
export function aspSender(settings: {
  url: string;
  token: string;
  timeoutMs: number;
}): EInvoiceSender {
  return {
    driver: 'asp',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/xml',
            accept: 'application/json',
            'idempotency-key': message.idempotencyKey,
            'x-document-type': message.kind === 'invoice' ? 'Invoice' : 'CreditNote',
            'x-document-number': message.number,
          },
          body: message.xml,
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw new RetryableSendError(`the ASP could not be reached: ${(error as Error).message}`);
      }
      const body = await response.text().catch(() => '');
      const answer = parseAnswer(body);
      const reason = text(answer.reason) ?? (body.slice(0, 300) || `HTTP ${response.status}`);
      if (response.ok) {
        if (answer.status === 'rejected') return { status: 'rejected', reason };
        return {
          status: answer.status === 'accepted' ? 'accepted' : 'sent',
          providerReference: text(answer.id),
        };
      }
      if (
        response.status >= 400 &&
        response.status < 500 &&
        ![408, 429].includes(response.status)
      ) {
        return { status: 'rejected', reason: `HTTP ${response.status}: ${reason}`.slice(0, 500) };
      }
      throw new RetryableSendError(`the ASP answered HTTP ${response.status}`);
    },
  };
}
