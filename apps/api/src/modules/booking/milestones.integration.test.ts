import { cellEnd, cellStart } from '@screenspot/contracts/booking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestContext } from '../../../test/app';
import { buildLoopScreen } from '../../../test/booking-builders';
import { buildCustomer, injectAs } from '../../../test/builders';
import { buildBookedOrder, localDay, type CellInput } from '../../../test/player-builders';
import {
  notifications,
  orderMilestones,
  orderStatusHistory,
  orders,
  outboxMessages,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { advanceMilestones } from './milestones';

const { t, db, deps } = useTestContext({
  MILESTONE_SWEEP_SECONDS: '3600',
  NOTICE_MAIL_SECONDS: '3600',
});
let screenId: number;

// "Now" is noon in Dubai 30 days ahead, whatever the hour the test runs at: the app's own sweep
// (which runs at the real time) never reaches these orders, so each moment is this test's to see.
const now = new Date(cellStart(localDay(30), 'daytime').getTime() + 2 * 3_600_000);
const day = (n: number) => localDay(n, now);

beforeAll(async () => {
  screenId = (await buildLoopScreen(db())).id;
});

async function paidOrderWith(cells: CellInput[]) {
  const customer = await buildCustomer(db());
  const order = await buildBookedOrder(db(), {
    customerId: customer.id,
    screenId: screenId,
    cells,
  });
  const first = cells
    .map((cell) => cellStart(cell.date, cell.daypart))
    .sort((a, b) => a.getTime() - b.getTime())[0]!;
  await db().update(orders).set({ firstCellAt: first }).where(eq(orders.id, order.id));
  return { order, customer };
}

async function kindsOf(orderId: number) {
  const rows = await db()
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(notifications.id);
  return rows.map((row) => row.kind);
}

async function subjectsTo(email: string) {
  const rows = await db()
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email));
  return rows;
}

describe('scheduled, live and completed as time passes', () => {
  it('notices each moment once, even with two sweeps at once, and completes the order by the system', async () => {
    const soon = await paidOrderWith([{ date: day(1), daypart: 'morning' }]);
    const running = await paidOrderWith([
      { date: day(0), daypart: 'morning' },
      { date: day(1), daypart: 'morning' },
    ]);
    const over = await paidOrderWith([
      { date: day(-2), daypart: 'evening' },
      { date: day(-1), daypart: 'evening' },
    ]);
    const later = await paidOrderWith([{ date: day(5), daypart: 'evening' }]);
    // The customer of the ended order listens for order.completed (the address never answers here:
    // the recorded delivery is what counts).
    await db()
      .insert(webhookEndpoints)
      .values({
        customerId: over.customer.id,
        url: 'https://hooks.example.com/screenspot',
        events: ['order.completed'],
        secret: 'sealed-secret',
      });

    const peer = await t.buildPeer();
    let outcomes;
    try {
      outcomes = await Promise.all([
        advanceMilestones(deps, now),
        advanceMilestones({ ...deps, messenger: peer.app.deps.messenger }, now),
      ]);
    } finally {
      await peer.close();
    }
    const all = (kind: 'scheduled' | 'live' | 'completed') =>
      outcomes
        .flatMap((o) => o[kind])
        .filter((id) => [soon, running, over, later].some((x) => x.order.id === id));
    expect(all('scheduled')).toEqual([soon.order.id]);
    expect(all('live')).toEqual([running.order.id]);
    expect(all('completed')).toEqual([over.order.id]);

    // Again later the same day: nothing new.
    const again = await advanceMilestones(deps, new Date(now.getTime() + 60_000));
    expect([...again.scheduled, ...again.live, ...again.completed]).not.toContain(soon.order.id);
    expect([...again.live, ...again.completed]).not.toContain(running.order.id);

    expect(await kindsOf(soon.order.id)).toEqual(['scheduled']);
    expect(await kindsOf(running.order.id)).toEqual(['live']);
    expect(await kindsOf(over.order.id)).toEqual(['completed']);
    expect(await kindsOf(later.order.id)).toEqual([]);

    const hooks = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'order.completed'));
    expect(hooks.filter((h) => h.eventKey === `order:${over.order.id}`)).toHaveLength(1);
    const [completed] = await db().select().from(orders).where(eq(orders.id, over.order.id));
    expect(completed!.statusCode).toBe(4);
    const history = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, over.order.id));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: 2, toStatus: 4, changedBy: null }),
    ]);

    // One email each, with the link back to the order.
    const mails = await subjectsTo(running.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('is live');
    expect(mails[0]!.body).toContain(`/order/${running.order.id}`);
    expect(await subjectsTo(over.customer.email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('is completed') }),
    ]);

    // The soon order goes live when its first cell starts, and completes after its last.
    const startsAt = cellStart(day(1), 'morning');
    const live = await advanceMilestones(deps, new Date(startsAt.getTime() + 1000));
    expect(live.live).toContain(soon.order.id);
    const done = await advanceMilestones(
      deps,
      new Date(cellEnd(day(1), 'morning').getTime() + 1000),
    );
    expect(done.completed).toEqual(expect.arrayContaining([soon.order.id, running.order.id]));
    expect(await kindsOf(soon.order.id)).toEqual(['scheduled', 'live', 'completed']);
    const rows = await db()
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, soon.order.id));
    expect(rows).toHaveLength(3);
  });

  it('sends no live email to a customer who turned it off, and still notifies in the app', async () => {
    const quiet = await paidOrderWith([
      { date: day(0), daypart: 'morning' },
      { date: day(0), daypart: 'evening' },
    ]);
    const res = await injectAs(t.app, db(), quiet.customer.id, {
      method: 'PUT',
      url: '/api/notification/preferences',
      payload: { emails: { live: false } },
    });
    expect(res.statusCode).toBe(200);
    await advanceMilestones(deps, now);
    expect(await kindsOf(quiet.order.id)).toEqual(['live']);
    expect(await subjectsTo(quiet.customer.email)).toEqual([]);
    const list = await injectAs(t.app, db(), quiet.customer.id, {
      method: 'GET',
      url: '/api/notification/getAll',
    });
    expect(list.json()[0]).toMatchObject({ orderId: quiet.order.id, isRead: false });
  });
});

describe('GET and PUT /api/notification/preferences', () => {
  it('answers every kind, on by default, changes only those sent, and refuses unknown kinds', async () => {
    const customer = await buildCustomer(db());
    const get = () =>
      injectAs(t.app, db(), customer.id, { method: 'GET', url: '/api/notification/preferences' });
    const initial = (await get()).json().emails;
    expect(Object.values(initial).every((on) => on === true)).toBe(true);
    expect(Object.keys(initial)).toEqual(
      expect.arrayContaining(['approved', 'paused', 'resumed', 'ended', 'make-good', 'credit']),
    );
    const put = (payload: unknown) =>
      injectAs(t.app, db(), customer.id, {
        method: 'PUT',
        url: '/api/notification/preferences',
        payload: payload as object,
      });
    expect((await put({ emails: { scheduled: false, completed: false } })).statusCode).toBe(200);
    expect((await put({ emails: { completed: true } })).statusCode).toBe(200);
    expect((await get()).json().emails).toMatchObject({
      scheduled: false,
      completed: true,
      live: true,
    });
    for (const bad of [
      { emails: { spam: false } },
      { emails: { live: 'no' } },
      {},
      { emails: [] },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get()).json().emails.scheduled).toBe(false);
  });
});

describe('the milestone sweep', () => {
  it('completes an order whose cells ended with no request arriving', async () => {
    const own = await buildTestApp({ MILESTONE_SWEEP_SECONDS: '1' });
    try {
      const customer = await buildCustomer(own.database.db);
      const screen = await buildLoopScreen(own.database.db);
      const order = await buildBookedOrder(own.database.db, {
        customerId: customer.id,
        screenId: screen.id,
        cells: [{ date: localDay(-2), daypart: 'evening' }],
      });
      await own.database.db
        .update(orders)
        .set({ firstCellAt: cellStart(localDay(-2), 'evening') })
        .where(eq(orders.id, order.id));
      let status = 2;
      for (let waited = 0; waited < 60_000 && status !== 4; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const [row] = await own.database.db.select().from(orders).where(eq(orders.id, order.id));
        status = row!.statusCode;
      }
      expect(status).toBe(4);
    } finally {
      await own.close();
    }
  });
});
