import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import { bookCampaign, buildLoopScreen, daysFromNow } from '../../../test/booking-builders';
import { buildCustomer, buildOperator, buildOrder } from '../../../test/builders';
import { campaigns } from '../../db/schema';
import { paidCampaign } from '../../../test/control-builders';
import { approvedCampaign } from '../../../test/payment-builders';

const { t, db, as } = useTestContext();

type CampaignAnswer = {
  id: number;
  name: string | null;
  status: string;
  holdExpiresAt: string | null;
  paymentDueAt: string | null;
  totals: { subtotalCents: number; vatCents: number; totalCents: number };
  orders: {
    orderId: number;
    statusCode: number;
    screen: { ledId: number; billboardName: string };
    schedule: { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };
    video: { url: string; fileName: string | null; durationSeconds: number } | null;
    subtotalCents: number;
    vatCents: number;
    totalCents: number;
  }[];
};

async function booked(customerId: number, name: string, ledIds: number[]) {
  const res = await bookCampaign(
    t.app,
    db(),
    customerId,
    ledIds.map((ledId) => ({ ledId })),
    name,
  );
  expect(res.statusCode).toBe(201);
  return res.json() as CampaignAnswer;
}

async function read(customerId: number, id: number) {
  const res = await as(customerId, 'GET', `/api/campaigns/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CampaignAnswer;
}

const setStatus = (orderId: number, code: number) =>
  db().execute(sql`update orders set status_code = ${code} where id = ${orderId}`);

describe('GET /api/campaigns', () => {
  it('pages the customer’s own campaigns, newest first, with the total in X-Total-Count', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const other = await buildCustomer(db());
    const names = ['First', 'Second', 'Third'];
    const ids: number[] = [];
    for (const name of names) ids.push((await booked(customer.id, name, [screen.id])).id);
    await booked(other.id, 'Not theirs', [screen.id]);

    const first = await as(customer.id, 'GET', '/api/campaigns?page=0&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((c: CampaignAnswer) => c.name)).toEqual(['Third', 'Second']);
    const second = await as(customer.id, 'GET', '/api/campaigns?page=1&size=2');
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json().map((c: CampaignAnswer) => c.id)).toEqual([ids[0]]);
    const past = await as(customer.id, 'GET', '/api/campaigns?page=5&size=2');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');

    // Each listed campaign answers as its own page does.
    expect(first.json()[0]).toEqual(await read(customer.id, ids[2]!));
  });

  it.each(['size=0', 'size=501', 'page=-1', 'size=abc'])(
    'refuses %s with a message',
    async (query) => {
      const customer = await buildCustomer(db());
      const res = await as(customer.id, 'GET', `/api/campaigns?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('is for signed-in customers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/campaigns/:id', () => {
  it('answers its orders with screen, schedule, status and video, and totals that add up', async () => {
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    const customer = await buildCustomer(db());
    const campaign = await booked(customer.id, 'Winter', [a.id, b.id]);
    expect(campaign).toMatchObject({ name: 'Winter', status: 'draft', paymentDueAt: null });
    expect(Date.parse(campaign.holdExpiresAt!)).toBeGreaterThan(Date.now());
    expect(campaign.orders.map((o) => o.screen)).toEqual([
      { ledId: a.id, billboardName: a.name },
      { ledId: b.id, billboardName: b.name },
    ]);
    expect(campaign.orders[0]!.schedule).toEqual({
      startDate: daysFromNow(10),
      endDate: daysFromNow(11),
      dayparts: ['evening'],
      spotsPerLoop: 1,
    });
    expect(campaign.orders.every((o) => o.video === null)).toBe(true);
    const sum = (key: 'subtotalCents' | 'vatCents' | 'totalCents') =>
      campaign.orders.reduce((total, order) => total + order[key], 0);
    expect(campaign.totals).toEqual({
      subtotalCents: sum('subtotalCents'),
      vatCents: sum('vatCents'),
      totalCents: sum('totalCents'),
    });
    expect(campaign.totals.subtotalCents + campaign.totals.vatCents).toBe(
      campaign.totals.totalCents,
    );
    expect(campaign.totals.totalCents).toBeGreaterThan(0);
    expect(await read(customer.id, campaign.id)).toEqual(campaign);
  });

  it('answers 404 for another customer’s campaign and for one that does not exist', async () => {
    const screen = await buildLoopScreen(db());
    const owner = await buildCustomer(db());
    const other = await buildCustomer(db());
    const campaign = await booked(owner.id, 'Mine', [screen.id]);
    const theirs = await as(other.id, 'GET', `/api/campaigns/${campaign.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This campaign was not found.');
    const missing = await as(owner.id, 'GET', '/api/campaigns/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(theirs.json().message);
  });

  it('follows its orders: review, payment due, then scheduled once paid', async () => {
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    const customer = await buildCustomer(db());
    const campaign = await booked(customer.id, 'Moves', [a.id, b.id]);
    const [first, second] = campaign.orders.map((o) => o.orderId);
    await setStatus(first!, 0);
    // One screen still awaits its video: the campaign is a draft until both are sent.
    expect((await read(customer.id, campaign.id)).status).toBe('draft');
    await setStatus(second!, 0);
    expect((await read(customer.id, campaign.id)).status).toBe('in_review');

    const approved = await approvedCampaign(t.app, db(), customer.id, [{ ledId: a.id }]);
    const due = await read(customer.id, approved.campaignId);
    expect(due.status).toBe('awaiting_payment');
    // The payment window the approval opened, the same one the payment page names.
    const payment = await as(customer.id, 'GET', `/api/campaigns/${approved.campaignId}/payment`);
    expect(due.paymentDueAt).not.toBeNull();
    expect(due.paymentDueAt).toBe(payment.json().dueAt);

    const operator = await buildOperator(db());
    const paid = await paidCampaign(t.app, db(), {
      customerId: customer.id,
      operatorId: operator.id,
      items: [{ ledId: b.id, startDate: daysFromNow(30), endDate: daysFromNow(31) }],
    });
    const scheduled = await read(customer.id, paid.campaignId);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      holdExpiresAt: null,
      paymentDueAt: null,
    });
    expect(scheduled.totals.totalCents).toBe(paid.totalCents);
  });

  it('leaves cancelled and expired orders out of its totals, and is cancelled or expired when all are', async () => {
    const [a, b] = [await buildLoopScreen(db()), await buildLoopScreen(db())];
    const customer = await buildCustomer(db());
    const campaign = await booked(customer.id, 'Shrinks', [a.id, b.id]);
    const [first, second] = campaign.orders;
    await setStatus(first!.orderId, 7);
    const one = await read(customer.id, campaign.id);
    expect(one.status).toBe('draft');
    expect(one.totals).toEqual({
      subtotalCents: second!.subtotalCents,
      vatCents: second!.vatCents,
      totalCents: second!.totalCents,
    });
    await setStatus(second!.orderId, 7);
    const lapsed = await read(customer.id, campaign.id);
    expect(lapsed).toMatchObject({
      status: 'expired',
      holdExpiresAt: null,
      totals: { subtotalCents: 0, vatCents: 0, totalCents: 0 },
    });

    const other = await booked(customer.id, 'Called off', [a.id]);
    const cancel = await as(customer.id, 'DELETE', `/api/campaigns/${other.id}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect((await read(customer.id, other.id)).status).toBe('cancelled');
  });

  it('reads an order written without a frozen quote from its own columns and its screen', async () => {
    const screen = await buildLoopScreen(db());
    const customer = await buildCustomer(db());
    const [campaign] = await db()
      .insert(campaigns)
      .values({ customerId: customer.id, name: 'Written by hand' })
      .returning();
    const order = await buildOrder(db(), {
      customerId: customer.id,
      screenId: screen.id,
      campaignId: campaign!.id,
      statusCode: 2,
      flightStart: daysFromNow(-1),
      flightEnd: daysFromNow(1),
      dayparts: ['evening'],
      spotsPerLoop: 1,
      subtotalCents: 240_000,
      vatCents: 12_000,
      totalCents: 252_000,
      firstCellAt: new Date(Date.now() - 86_400_000),
    });
    const read = await as(customer.id, 'GET', `/api/campaigns/${campaign!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      status: 'live',
      totals: { subtotalCents: 240_000, vatCents: 12_000, totalCents: 252_000 },
      orders: [
        {
          orderId: order.id,
          screen: { ledId: screen.id, billboardName: screen.name },
          schedule: { startDate: daysFromNow(-1), endDate: daysFromNow(1) },
          video: { url: `/api/order/${order.id}/video`, fileName: 'ad.mp4', durationSeconds: 5 },
        },
      ],
    });
  });
});
