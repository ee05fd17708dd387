import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import argon2 from 'argon2';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { Storage } from '../src/adapters/storage/storage';
import type { Db } from '../src/db/client';
import {
  screens,
  segments,
  contactRequests,
  customers,
  notifications,
  orders,
} from '../src/db/schema';
import { createSession, sessionCookieName } from '../src/modules/auth/session';
import type { TestApp } from './app';

type CustomerRow = typeof customers.$inferSelect;

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${randomBytes(2).toString('hex')}`;
}

export const testPassword = 'Billboard#2024';
let passwordHash: Promise<string> | undefined;

/** A confirmed customer with unique email and phone; override any column. */
export async function buildCustomer(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow & { password: string }> {
  passwordHash ??= argon2.hash(testPassword, { type: argon2.argon2id });
  const id = unique();
  const [row] = await db
    .insert(customers)
    .values({
      email: `customer-${id}@example.com`,
      phoneNumber: `+97150${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      companyName: 'Desert Bloom Trading',
      name: 'Layla',
      surname: 'Haddad',
      passwordHash: await passwordHash,
      confirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return { ...row!, password: testPassword };
}

export async function buildOperator(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  return buildCustomer(db, { role: 'operator', ...overrides });
}

/** A session cookie header for the customer, as if they had signed in. */
export async function sessionCookie(db: Db, customerId: number): Promise<string> {
  const { token } = await createSession(db, customerId, 'vitest');
  return `${sessionCookieName}=${token}`;
}

/** app.inject with the customer's session cookie. */
export async function injectAs(
  app: FastifyInstance,
  db: Db,
  customerId: number,
  options: InjectOptions,
) {
  const cookie = await sessionCookie(db, customerId);
  return app.inject({ ...options, headers: { ...options.headers, cookie } });
}

/**
 * Requests as signed-in accounts, one line each: `as(customer.id, 'GET', url)`. For test files
 * whose calls come from several accounts.
 */
export function requestsAs(t: TestApp) {
  return (customerId: number, method: HTTPMethods, url: string, payload?: object) =>
    injectAs(t.app, t.database.db, customerId, { method, url, ...(payload ? { payload } : {}) });
}

/** An order on a seeded screen; the video key points nowhere unless the test writes the file. */
export async function buildOrder(
  db: Db,
  overrides: Partial<typeof orders.$inferInsert> & { customerId: number },
) {
  const [screen] = await db.select().from(screens).limit(1);
  const [row] = await db
    .insert(orders)
    .values({
      screenId: screen!.id,
      priceCents: screen!.priceCents,
      videoKey: `videos/test-${unique()}.mp4`,
      videoContentType: 'video/mp4',
      videoBytes: 1024,
      videoDurationMs: 5_000,
      videoFileName: 'ad.mp4',
      ...overrides,
    })
    .returning();
  // Built orders always carry a video; only booked orders wait for one.
  return { ...row!, videoKey: row!.videoKey!, videoContentType: row!.videoContentType! };
}

/** A notification for the customer, unread unless overridden. */
export async function buildNotification(
  db: Db,
  overrides: Partial<typeof notifications.$inferInsert> & { customerId: number },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      title: 'Video approved',
      message: `Your video was approved (${unique()}).`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A message sent through the contact form, still open. */
export async function buildContactRequest(
  db: Db,
  overrides: Partial<typeof contactRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactRequests)
    .values({
      email: `visitor-${unique()}@example.com`,
      name: 'Rashid',
      surname: 'Khan',
      message: 'Which screens face Sheikh Zayed Road?',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A screen with no orders and no image, e.g. one an operator may delete. */
export async function buildScreen(db: Db, overrides: Partial<typeof screens.$inferInsert> = {}) {
  const [row] = await db
    .insert(screens)
    .values({
      name: `Marina Gate ${unique()}`,
      location: 'Dubai Marina',
      latitude: 25.0805,
      longitude: 55.1403,
      priceCents: 25_000,
      title: 'Marina Gate LED',
      description: 'A landscape screen at the marina promenade.',
      size: '1920x1080',
      mediaType: 'LED',
      durationSeconds: 30,
      ...overrides,
    })
    .returning();
  return row!;
}

/** What the console's screen form sends for a new screen: a tall totem at Creek Harbour. */
export function screenFormInput(overrides: Record<string, unknown> = {}) {
  return {
    billboardName: 'Creek Harbour Tower',
    location: 'Dubai Creek Harbour, Ras Al Khor',
    latitude: 25.2,
    longitude: 55.35,
    price: 275.5,
    title: 'Portrait LED at Creek Harbour',
    description: 'A tall portrait screen facing the promenade.',
    screens: 1,
    size: '1080x1920',
    mediaType: 'Digital Totem',
    duration: 15,
    loopSlots: 10,
    categoryId: '',
    ...overrides,
  };
}

/** A segment (category) with a unique name. */
export async function buildSegment(db: Db, value = `Segment ${unique()}`) {
  const [row] = await db.insert(segments).values({ value }).returning();
  return row!;
}

/** Writes bytes under an order's video key, so its video can be played. */
export async function storeVideo(storage: Storage, key: string, bytes: Buffer): Promise<void> {
  const { tempKey } = await storage.writeTemp(Readable.from([bytes]));
  await storage.commit(tempKey, key);
}

/** app.inject bound to one session cookie, for test files whose calls all come from one user. */
export function injectWithCookie(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, cookie } });
}

/** app.inject as an operator signed in before the file's tests (call after `useTestApp`). */
export function useOperator(t: TestApp) {
  let inject: ReturnType<typeof injectWithCookie> | undefined;
  beforeAll(async () => {
    const operator = await buildOperator(t.database.db);
    inject = injectWithCookie(t.app, await sessionCookie(t.database.db, operator.id));
  });
  return (options: InjectOptions) => inject!(options);
}
