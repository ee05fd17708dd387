import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let sequence = 0;

/** Sign-up details with a unique email and UAE mobile number. */
export function newSignUp(overrides: Record<string, string> = {}) {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${randomBytes(2).toString('hex')}`;
  return {
    companyName: 'Palm Coast Media',
    name: 'Omar',
    surname: 'Al Mansoori',
    email: `advertiser-${id}@example.com`,
    phoneNumber: `+97150${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'Billboard#2024',
    passwordConfirm: 'Billboard#2024',
    agreeWithTerms: 'true',
    ...overrides,
  };
}

/** A form-encoded POST, as the spec's web app sends most bodies. */
export function postForm(
  app: FastifyInstance,
  url: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

let addressSequence = 0;

/** A client address of its own, so per-address limits of one test do not reach the next. */
export function newClientAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

type OutboxEntry = {
  to: string;
  channel: 'email' | 'sms';
  code: string | null;
  subject: string | null;
  body: string;
};

export async function outbox(app: FastifyInstance): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=500' });
  return res.json();
}

/** The newest code sent to an address or number. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outbox(app)).find((m) => m.to === to && m.code);
  if (!message?.code) throw new Error(`no code for ${to}`);
  return message.code;
}

/** The session cookie a response set, ready for a cookie header. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

/** Signs up and confirms through the API; answers the details and the new id. */
export async function registerConfirmed(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
) {
  const details = newSignUp(overrides);
  const registered = await postForm(app, '/api/register', details, {}, newClientAddress());
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const { userId } = registered.json() as { userId: number };
  const confirmed = await postForm(app, '/api/register/confirm', {
    customerId: String(userId),
    otpEmail: await latestCode(app, details.email),
    otpMobile: await latestCode(app, details.phoneNumber),
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  return { ...details, userId };
}

/** Signs in through the API and answers the cookie header. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await postForm(app, '/api/login', { username: email, password });
  if (res.statusCode !== 200) throw new Error(res.body);
  return cookieFrom(res);
}
