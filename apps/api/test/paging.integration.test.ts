import { beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../src/modules/api-tokens/service';
import { useTestContext } from './app';
import { bookCampaign, buildLoopScreen } from './booking-builders';
import { buildCustomer, buildNotification, buildOrder, sessionCookie } from './builders';

const { t, db } = useTestContext();
let cookie: string;

/** The lists of the API, each with as many rows as the test made for one customer. */
const lists = [
  { url: '/api/campaigns', rows: 3 },
  { url: '/api/notification/getAll', rows: 5 },
  { url: '/api/order/getAll', rows: 4 },
  { url: '/api/user/tokens', rows: 3 },
];

beforeAll(async () => {
  const customer = await buildCustomer(db());
  cookie = await sessionCookie(db(), customer.id);
  const screen = await buildLoopScreen(db());
  for (let i = 0; i < 3; i += 1) {
    const res = await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }], `C${i}`);
    expect(res.statusCode).toBe(201);
  }
  for (let i = 0; i < 5; i += 1) await buildNotification(db(), { customerId: customer.id });
  // The three booked orders and one more.
  await buildOrder(db(), { customerId: customer.id });
  for (let i = 0; i < 3; i += 1) {
    await createToken(db(), customer.id, { name: `T${i}`, scopes: ['read'] });
  }
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('every list pages one way: page (from 0) and size, total in X-Total-Count', () => {
  it.each(lists)('$url', async ({ url, rows }) => {
    const all = await get(url);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(rows));
    const ids = (all.json() as { id?: number; campaignId?: number }[]).map(
      (r) => r.id ?? r.campaignId,
    );
    expect(ids).toHaveLength(rows);

    const seen: unknown[] = [];
    for (let page = 0; page * 2 < rows; page += 1) {
      const res = await get(`${url}?page=${page}&size=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(rows));
      const pageIds = (res.json() as { id?: number; campaignId?: number }[]).map(
        (r) => r.id ?? r.campaignId,
      );
      expect(pageIds.length).toBe(Math.min(2, rows - page * 2));
      seen.push(...pageIds);
    }
    // Pages cover the whole list once, in the same order.
    expect(seen).toEqual(ids);
    const past = await get(`${url}?page=9&size=2`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(rows));
  });

  it.each(lists)('$url refuses a bad page size with 400', async ({ url }) => {
    const res = await get(`${url}?size=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('size');
  });
});
