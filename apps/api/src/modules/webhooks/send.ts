import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookSignatureHeader } from '@screenspot/contracts/webhook';
import { resolveChecked, type AddressPolicy } from './address-guard';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as docs/api.md verifies it. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export type SendOutcome =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** The most of an answer that is read (and then dropped); the rest is never downloaded. */
export const maxResponseBytes = 16 * 1024;

/**
 * POSTs a signed delivery. The host is resolved and checked first, and the connection goes to
 * that checked address (the socket's own lookup answers it), so a name that resolves elsewhere
 * a moment later (DNS rebinding) cannot redirect it; TLS still verifies the certificate against the
 * host name. Redirects are not followed; a 2xx is success. The whole exchange has a time limit and
 * at most `maxResponseBytes` of the answer are read.
 */
export async function sendDelivery(input: {
  url: string;
  body: string;
  secret: string;
  deliveryId: number;
  event: string;
  policy: AddressPolicy;
  timeoutMs: number;
}): Promise<SendOutcome> {
  const url = new URL(input.url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let checked: { address: string; family: 4 | 6 };
  try {
    checked = await resolveChecked(host, input.policy);
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message };
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'ScreenSpot-Webhooks/1',
          [webhookSignatureHeader]: signatureHeader(input.secret, input.body, timestamp),
          'ScreenSpot-Event': input.event,
          'ScreenSpot-Delivery': String(input.deliveryId),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        const done = () =>
          finish(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode }
              : { ok: false, statusCode, error: `The endpoint answered ${statusCode}.` },
          );
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= maxResponseBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          statusCode: null,
          error: `No answer within ${input.timeoutMs / 1000} s.`,
        }),
      input.timeoutMs,
    );
    request.on('error', (error) => finish({ ok: false, statusCode: null, error: error.message }));
    request.end(input.body);
  });
}
