import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildCustomer, requestsAs } from '../../../test/builders';

const t = useTestApp();
const as = requestsAs(t);

describe('the currency a customer sees prices in', () => {
  it('starts in US dollars, is kept in the profile, and comes back with the session', async () => {
    const customer = await buildCustomer(t.database.db);
    const before = await as(customer.id, 'GET', '/api/authenticated/customer');
    expect(before.json().currency).toBe('USD');

    const chosen = await as(customer.id, 'POST', '/api/user/currency', { currency: 'AED' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: customer.id, currency: 'AED' });
    const after = await as(customer.id, 'GET', '/api/authenticated/customer');
    expect(after.json().currency).toBe('AED');

    // Another customer's choice is their own.
    const other = await buildCustomer(t.database.db);
    expect((await as(other.id, 'GET', '/api/authenticated/customer')).json().currency).toBe('USD');
  });

  it('refuses a currency it does not show, changing nothing', async () => {
    const customer = await buildCustomer(t.database.db);
    const refused = await as(customer.id, 'POST', '/api/user/currency', { currency: 'EUR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect(JSON.stringify(refused.json())).toContain('Choose USD or AED');
    expect((await as(customer.id, 'GET', '/api/authenticated/customer')).json().currency).toBe(
      'USD',
    );
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/currency',
      payload: { currency: 'AED' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
