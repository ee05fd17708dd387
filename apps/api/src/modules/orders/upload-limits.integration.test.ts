import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCustomer, sessionCookie } from '../../../test/builders';
import { makeVideo, orderUploadBody } from '../../../test/videos';
import { authAttempts, screens, orders } from '../../db/schema';
import { takeUploadSlot } from '../auth/rate-limit';

// Each upload books a campaign: the cap on unpaid campaigns is raised so the hourly limit is met.
const t = useTestApp({ MAX_UNPAID_CAMPAIGNS: '50' });
let screenId: number;
let video: Buffer;
beforeAll(async () => {
  const [screen] = await t.database.db
    .select()
    .from(screens)
    .orderBy(asc(screens.durationSeconds), asc(screens.id))
    .limit(1);
  screenId = screen!.id;
  video = makeVideo({ seconds: 1, format: 'mp4' });
});

function upload(cookie: string) {
  const body = orderUploadBody(screenId, video);
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

async function ordersOf(customerId: number) {
  return (
    await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
  ).length;
}

describe('uploads per account', () => {
  it('takes 20 an hour, then answers 429 with Retry-After and stores nothing', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);
    for (let i = 0; i < 20; i += 1) expect((await upload(cookie)).statusCode).toBe(201);
    const refused = await upload(cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(customer.id)).toBe(20);

    // Another account is not affected.
    const other = await buildCustomer(t.database.db);
    expect((await upload(await sessionCookie(t.database.db, other.id))).statusCode).toBe(201);
  });

  it('takes two at a time; a third waits until one ends', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);
    // Two uploads on their way (as another instance would hold them).
    const first = await takeUploadSlot(t.database.db, customer.id);
    const second = await takeUploadSlot(t.database.db, customer.id);
    const third = await upload(cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toContain('Two uploads are already on their way');
    await first.release();
    expect((await upload(cookie)).statusCode).toBe(201);
    await second.release();
  });

  it('forgets a slot whose upload died without releasing it', async () => {
    const customer = await buildCustomer(t.database.db);
    const cookie = await sessionCookie(t.database.db, customer.id);
    await takeUploadSlot(t.database.db, customer.id);
    await takeUploadSlot(t.database.db, customer.id);
    expect((await upload(cookie)).statusCode).toBe(429);
    await t.database.db
      .update(authAttempts)
      .set({ createdAt: sql`${authAttempts.createdAt} - interval '16 minutes'` })
      .where(eq(authAttempts.key, `upload:active:${customer.id}`));
    expect((await upload(cookie)).statusCode).toBe(201);
  });
});
