import http from 'node:http';
import {
  createDatabase as createDatabaseOn,
  localAdminUrl,
} from '../../../../e2e/support/postgres';
export { storedFiles } from '../stored-files';
import { newSignUp } from '../accounts';

/** The admin URL .ci/run hands the fault tests; each test file makes and drops its own database. */
export const adminUrl = process.env.DATABASE_URL ?? localAdminUrl;

/** A new, empty database for one fault test file: its URL, a query helper, and how to drop it. */
export const createDatabase = (label: string) => createDatabaseOn(`fault_${label}`, adminUrl);

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

async function latestCode(baseUrl: string, to: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?limit=200`);
  const messages = (await res.json()) as { to: string; code: string | null }[];
  const code = messages.find((m) => m.to === to && m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Registers and confirms an advertiser through the service's API; answers the details. */
export async function registerAdvertiser(baseUrl: string) {
  const details = newSignUp();
  const registered = await fetch(`${baseUrl}/api/register`, form(details));
  if (registered.status !== 200) throw new Error(`register: ${await registered.text()}`);
  const { userId } = (await registered.json()) as { userId: number };
  const confirmed = await fetch(
    `${baseUrl}/api/register/confirm`,
    form({
      customerId: String(userId),
      otpEmail: await latestCode(baseUrl, details.email),
      otpMobile: await latestCode(baseUrl, details.phoneNumber),
    }),
  );
  if (confirmed.status !== 200) throw new Error(`confirm: ${await confirmed.text()}`);
  return { ...details, id: userId };
}

/** Signs in through POST /api/login; answers the cookie header value. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, form({ username: email, password }));
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/**
 * Starts POST /api/order with the given multipart body and sends the first `firstBytes` of it;
 * `finish` sends the rest and answers the status and JSON body. The request is left open until then,
 * as a slow upload over a phone network would be.
 */
export function startUpload(
  baseUrl: string,
  cookie: string,
  body: { payload: Buffer; headers: Record<string, string> },
  firstBytes: number,
) {
  const request = http.request(`${baseUrl}/api/order`, {
    method: 'POST',
    headers: { ...body.headers, cookie, 'content-length': String(body.payload.length) },
  });
  const answer = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
      });
    });
    request.on('error', reject);
  });
  // A killed service resets the connection; whoever awaits `finish` sees it, nobody else should.
  answer.catch(() => {});
  request.write(body.payload.subarray(0, firstBytes));
  return {
    finish: () => {
      request.end(body.payload.subarray(firstBytes));
      return answer;
    },
    abandon: () => request.destroy(),
  };
}
