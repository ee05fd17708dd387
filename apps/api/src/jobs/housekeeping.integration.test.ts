import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authAttempts,
  customers,
  idempotencyKeys,
  oneTimeCodes,
  outboxMessages,
  sessions,
} from '../db/schema';
import { useTestApp } from '../../test/app';
import { buildCustomer } from '../../test/builders';
import { runHousekeeping } from './housekeeping.repository';

const t = useTestApp();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

describe('housekeeping', () => {
  it('purges what ended and keeps what lives, once, with two sweeps at the same time', async () => {
    const db = t.database.db;
    const owner = await buildCustomer(db);
    const session = (values: Partial<typeof sessions.$inferInsert>) =>
      db
        .insert(sessions)
        .values({
          tokenHash: `hash-${Math.random()}`,
          customerId: owner.id,
          expiresAt: new Date(Date.now() + 86_400_000),
          ...values,
        })
        .returning({ id: sessions.id })
        .then((rows) => rows[0]!.id);
    const live = await session({});
    const expired = await session({ expiresAt: hoursAgo(1) });
    const idle = await session({ lastSeenAt: daysAgo(8) });

    const stale = await buildCustomer(db, { confirmedAt: null, createdAt: hoursAgo(30) });
    const fresh = await buildCustomer(db, { confirmedAt: null, createdAt: hoursAgo(30) });
    const code = (customerId: number, createdAt: Date, expiresAt: Date) =>
      db
        .insert(oneTimeCodes)
        .values({
          customerId,
          purpose: 'register_email',
          channel: 'email',
          destination: 'x@example.com',
          codeHash: `h-${Math.random()}`,
          createdAt,
          expiresAt,
        })
        .returning({ id: oneTimeCodes.id })
        .then((rows) => rows[0]!.id);
    await code(stale.id, hoursAgo(25), hoursAgo(25));
    // The other was sent a new code an hour ago: it still has a day to confirm.
    const freshCode = await code(fresh.id, hoursAgo(1), new Date(Date.now() + 600_000));
    const oldCode = await code(owner.id, daysAgo(3), daysAgo(3));

    await db.insert(authAttempts).values([
      { key: 'sign-in:ip:old', createdAt: daysAgo(2) },
      { key: 'sign-in:ip:new', createdAt: hoursAgo(1) },
    ]);
    await db.insert(outboxMessages).values([
      { channel: 'email', to: 'old@example.com', body: 'old', createdAt: daysAgo(40) },
      { channel: 'email', to: 'new@example.com', body: 'new', createdAt: daysAgo(1) },
    ]);

    const idempotencyKey = (key: string, createdAt: Date) => ({
      customerId: owner.id,
      key,
      route: 'POST /api/campaigns',
      requestHash: 'hash',
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([idempotencyKey('day-old', hoursAgo(25)), idempotencyKey('recent', hoursAgo(23))]);

    const [first, second] = await Promise.all([runHousekeeping(db), runHousekeeping(db)]);
    const total = (key: keyof typeof first) => first[key] + second[key];
    expect(total('sessions')).toBe(2);
    expect(total('signUps')).toBe(1);
    expect(total('attempts')).toBe(1);
    expect(total('outbox')).toBe(1);
    expect(total('idempotencyKeys')).toBe(1);
    expect(total('codes')).toBeGreaterThanOrEqual(1);

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(sessionIds).toContain(live);
    expect(sessionIds).not.toContain(expired);
    expect(sessionIds).not.toContain(idle);
    const left = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, [stale.id, fresh.id, owner.id]));
    expect(left.map((r) => r.id).sort()).toEqual([owner.id, fresh.id].sort());
    const codes = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes);
    expect(codes.map((r) => r.id)).toContain(freshCode);
    expect(codes.map((r) => r.id)).not.toContain(oldCode);
    const keys = await db.select({ key: authAttempts.key }).from(authAttempts);
    expect(keys.map((r) => r.key)).toEqual(['sign-in:ip:new']);
    const outbox = await db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(sql`${outboxMessages.to} in ('old@example.com', 'new@example.com')`);
    expect(outbox.map((r) => r.to)).toEqual(['new@example.com']);
    const keptKeys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keptKeys.map((r) => r.key)).toEqual(['recent']);
    const [again] = await db.select().from(customers).where(eq(customers.id, owner.id));
    expect(again).toBeDefined();
  });
});
