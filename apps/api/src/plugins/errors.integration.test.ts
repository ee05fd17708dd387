import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, capturingLogger, type TestApp } from '../../test/app';
import { newClientAddress, newSignUp, postForm } from '../../test/accounts';

let t: TestApp;
const log = capturingLogger('trace');
beforeAll(async () => {
  t = await buildTestApp({}, { logger: log.logger });
});
afterAll(() => t.close());

describe('a query that fails', () => {
  it('answers 500 and logs its SQL, but not the values it carried', async () => {
    // The database refuses every new account, as it would mid-restart or on a full disk.
    await t.database.db.execute(
      sql`alter table customers add constraint refuse_all check (false) not valid`,
    );
    const details = newSignUp();
    const res = await postForm(t.app, '/api/register', details, {}, newClientAddress());
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'serverError',
      message: 'Something went wrong on our side. Please try again.',
    });

    const failure = log.lines().find((line) => line.includes('request failed'));
    expect(failure).toContain('insert into \\"customers\\"');
    // The password's hash and the person's details stay out of the log.
    expect(failure).not.toContain('$argon2');
    expect(failure).not.toContain(details.email);
    expect(failure).not.toContain(details.phoneNumber);
  });
});
