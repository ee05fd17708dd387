import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAttempts } from '../../db/schema';
import { useTestApp } from '../../../test/app';
import { newClientAddress, postForm } from '../../../test/accounts';
import { buildCustomer, testPassword } from '../../../test/builders';

const t = useTestApp();

const signIn = (username: string, password: string, address: string) =>
  postForm(t.app, '/api/login', { username, password }, {}, address);

describe('wrong passwords never lock the owner out', () => {
  it('shuts out the guessing address only; the owner signs in from theirs', async () => {
    const customer = await buildCustomer(t.database.db);
    const attacker = newClientAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(customer.email, 'Wrong#Pass1', attacker)).statusCode).toBe(401);
    }
    const sixth = await signIn(customer.email, 'Wrong#Pass1', attacker);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from the guessing address waits.
    expect((await signIn(customer.email, testPassword, attacker)).statusCode).toBe(429);

    expect((await signIn(customer.email, testPassword, newClientAddress())).statusCode).toBe(200);
  });

  it('slows an account under a spread-out attack to one try per 10 s, without blocking it', async () => {
    const customer = await buildCustomer(t.database.db);
    // Four wrong passwords from each of five addresses: 20 failures, no address over its limit.
    for (let a = 0; a < 5; a += 1) {
      const address = newClientAddress();
      for (let i = 0; i < 4; i += 1) {
        expect((await signIn(customer.email, 'Wrong#Pass1', address)).statusCode).toBe(401);
      }
    }
    const owner = newClientAddress();
    const slowed = await signIn(customer.email, testPassword, owner);
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);

    // Ten seconds later (the clock moved by ageing the attempts) the owner gets in.
    await t.database.db
      .update(authAttempts)
      .set({ createdAt: sql`${authAttempts.createdAt} - interval '11 seconds'` });
    expect((await signIn(customer.email, testPassword, owner)).statusCode).toBe(200);
  });
});
