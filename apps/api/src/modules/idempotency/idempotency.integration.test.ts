import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookingItem, buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, sessionCookie } from '../../../test/builders';
import { approvedCampaign } from '../../../test/payment-builders';
import { campaigns, idempotencyKeys, invoices } from '../../db/schema';

const { t, db } = useTestContext();

async function signedIn() {
  const customer = await buildCustomer(db());
  return { customer, cookie: await sessionCookie(db(), customer.id) };
}

async function body() {
  const screen = await buildLoopScreen(db());
  return { name: 'Retry-safe', items: [bookingItem({ ledId: screen.id })] };
}

/** POST /api/campaigns with these headers (a cookie, perhaps an Idempotency-Key). */
const book = (headers: Record<string, string>, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/campaigns', headers, payload });

const campaignsOf = (customerId: number) =>
  db().select().from(campaigns).where(eq(campaigns.customerId, customerId));

describe('Idempotency-Key on POST /api/campaigns', () => {
  it('a retry with the same key answers the first booking and books nothing more', async () => {
    const { customer, cookie } = await signedIn();
    const payload = await body();
    const headers = { cookie, 'idempotency-key': 'order-7f3a' };
    const first = await book(headers, payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await book(headers, payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await campaignsOf(customer.id)).toHaveLength(1);
    // Without a key, the same body books again.
    const plain = await book({ cookie }, payload);
    expect(plain.statusCode).toBe(201);
    expect(await campaignsOf(customer.id)).toHaveLength(2);
  });

  it('retries racing on two instances book once', async () => {
    const { customer, cookie } = await signedIn();
    const payload = await body();
    const headers = { cookie, 'idempotency-key': 'race-1' };
    const peer = await t.buildPeer();
    try {
      const answers = await Promise.all(
        [t.app, peer.app, t.app, peer.app].map((app) => book(headers, payload, app)),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      // One booked; each other answered the first answer or that it is still being answered.
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
      expect(
        statuses.filter((s) => s !== 201 && s !== 409),
        JSON.stringify(answers.map((r) => r.body)),
      ).toEqual([]);
      const ids = new Set(
        answers.filter((r) => r.statusCode === 201).map((r) => r.json().campaignId),
      );
      expect(ids.size).toBe(1);
      expect(await campaignsOf(customer.id)).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  it('the same key with another body is refused (422); keys are per account', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const headers = { cookie, 'idempotency-key': 'shared-key' };
    const first = await book(headers, await body());
    expect(first.statusCode).toBe(201);
    const changed = await book(headers, await body());
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/Idempotency-Key/);
    const theirs = await book(
      { cookie: other.cookie, 'idempotency-key': 'shared-key' },
      await body(),
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().campaignId).not.toBe(first.json().campaignId);
  });

  it('a refused body or a bad key takes no key and books nothing', async () => {
    const { customer, cookie } = await signedIn();
    const bad = { items: [] };
    const headers = { cookie, 'idempotency-key': 'bad-body' };
    const first = await book(headers, bad);
    expect(first.statusCode).toBe(400);
    const res = await book({ cookie, 'idempotency-key': 'x'.repeat(256) }, await body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await campaignsOf(customer.id)).toHaveLength(0);
    // Validation runs before the key is taken, so a bad body leaves no key behind.
    const keys = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.customerId, customer.id));
    expect(keys).toEqual([]);
  });
});

describe('Idempotency-Key on POST /api/campaigns/{id}/payment', () => {
  it('a retried invoice request answers the first invoice and issues no second one', async () => {
    const { customer, cookie } = await signedIn();
    const screen = await buildLoopScreen(db());
    const { campaignId } = await approvedCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const pay = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/payment`,
        headers: { cookie, 'idempotency-key': key },
        payload: { method: 'invoice' },
      });
    const first = await pay('pay-1');
    expect(first.statusCode).toBe(200);
    const retry = await pay('pay-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const issued = await db().select().from(invoices).where(eq(invoices.customerId, customer.id));
    expect(issued).toHaveLength(1);
  });
});
