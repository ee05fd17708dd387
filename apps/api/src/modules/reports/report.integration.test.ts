import { eq } from 'drizzle-orm';
import type { ScreenDelivery } from '@screenspot/contracts/player';
import type { CampaignReport } from '@screenspot/contracts/report';
import { documentMoney } from '../../money';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, injectAs, sessionCookie } from '../../../test/builders';
import { openEventStream } from '../../../test/event-stream';
import { pdfText } from '../../../test/payment-builders';
import {
  allDay,
  buildBookedOrder,
  inCell,
  businessDay,
  playRecord,
  itemTokenOf,
  sendPlays,
  usePlayerTestApp,
} from '../../../test/player-builders';
import { screens, campaigns, orders } from '../../db/schema';
import { saveAudienceProfile } from '../catalog/audience.service';

const {
  t,
  db,
  operator,
  customer: owner,
  screens: [paired],
} = usePlayerTestApp(1);
let strangerId: number;
let campaignId: number;
let orderId: number;
let itemToken: string;
const yesterday = businessDay(-1);
const twoDaysAgo = businessDay(-2);
// OTS per hour grows with the hour of the week, so a play counted in the wrong hour shows.
const hourly = Array.from({ length: 168 }, (_, i) => 3600 + i * 36);

beforeAll(async () => {
  strangerId = (await buildCustomer(db())).id;
  await saveAudienceProfile(
    db(),
    paired.screenId,
    { hourly, source: 'Counted on site' },
    operator.id,
  );
  const order = await buildBookedOrder(db(), {
    customerId: owner.id,
    screenId: paired.screenId,
    // Today and tomorrow keep the order in the manifest.
    cells: allDay(twoDaysAgo, yesterday, businessDay(0), businessDay(1)),
  });
  orderId = order.id;
  [{ id: campaignId }] = await db()
    .insert(campaigns)
    .values({ customerId: owner.id, name: 'Launch week' })
    .returning({ id: campaigns.id });
  await db()
    .update(orders)
    .set({ campaignId, subtotalCents: 184_000 })
    .where(eq(orders.id, orderId));

  const item = await itemTokenOf(paired.player, orderId);
  itemToken = item;
  // 23:30 in Dubai on yesterday's date is 19:30 UTC the same day.
  const lateNight = new Date(`${yesterday}T19:30:00.000Z`);
  const afterMidnight = new Date(`${twoDaysAgo}T20:30:00.000Z`);
  const records = [
    playRecord(item, inCell(twoDaysAgo, 'evening', 5), { seq: 1 }),
    playRecord(item, inCell(twoDaysAgo, 'evening', 6), { seq: 2 }),
    playRecord(item, inCell(yesterday, 'evening', 5), { seq: 3 }),
    playRecord(item, lateNight, { seq: 4 }),
    // 00:30 in Dubai on yesterday's date: the night that started two days ago.
    playRecord(item, afterMidnight, { seq: 6 }),
    // Stopped after a second: stored, but not delivered.
    playRecord(item, inCell(yesterday, 'evening', 9), {
      seq: 5,
      durationMs: 1_000,
      status: 'interrupted',
    }),
  ];
  const res = await sendPlays(paired.player, records);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ accepted: 6, rejected: [] });
});

async function report(customerId: number, query = '') {
  return injectAs(t.app, db(), customerId, {
    url: `/api/campaigns/${campaignId}/report${query}`,
  });
}

function weekHour(at: Date) {
  const local = new Date(at.getTime() + 4 * 3_600_000);
  return ((local.getUTCDay() + 6) % 7) * 24 + local.getUTCHours();
}

describe('campaign report', () => {
  it('counts accepted complete plays per Dubai day, with their impressions', async () => {
    const res = await report(owner.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CampaignReport;
    expect(body.campaignId).toBe(campaignId);
    expect(body.timezone).toBe('Asia/Dubai');
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item!.orderId).toBe(orderId);
    expect(item!.ledId).toBe(paired.screenId);
    const byDate = new Map(item!.days.map((d) => [d.date, d]));
    // The night belongs to the date it starts on, as its booked plays do: the 00:30 play counts
    // for the night before; the 23:30 play for yesterday in Dubai, not for the UTC day after.
    expect(byDate.get(twoDaysAgo)!.delivered).toBe(3);
    expect(byDate.get(yesterday)!.delivered).toBe(2);
    expect(body.delivered.plays).toBe(5);
    expect(item!.days.reduce((sum, d) => sum + d.delivered, 0)).toBe(body.delivered.plays);

    const [screen] = await db()
      .select({ durationSeconds: screens.durationSeconds })
      .from(screens)
      .where(eq(screens.id, paired.screenId));
    const slot = screen!.durationSeconds;
    const lateNight = new Date(`${yesterday}T19:30:00.000Z`);
    const afterMidnight = new Date(`${twoDaysAgo}T20:30:00.000Z`);
    const yesterdayImpressions =
      (hourly[weekHour(inCell(yesterday, 'evening', 5))]! * slot) / 3600 +
      (hourly[weekHour(lateNight)]! * slot) / 3600;
    expect(byDate.get(yesterday)!.impressions).toBe(Math.round(yesterdayImpressions));
    expect(body.delivered.impressions).toBe(
      Math.round(
        yesterdayImpressions +
          (2 * hourly[weekHour(inCell(twoDaysAgo, 'evening', 5))]! * slot) / 3600 +
          (hourly[weekHour(afterMidnight)]! * slot) / 3600,
      ),
    );
    // Booked plays are the ledger's cells: both days booked alike, all day.
    expect(byDate.get(twoDaysAgo)!.booked).toBeGreaterThan(0);
    expect(byDate.get(twoDaysAgo)!.booked).toBe(byDate.get(yesterday)!.booked);
    expect(body.booked.plays).toBe(item!.days.reduce((sum, d) => sum + d.booked, 0));
  });

  it('gives the same figures as CSV with a header row, as a download', async () => {
    const json = (await report(owner.id)).json() as CampaignReport;
    const res = await report(owner.id, '?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const [header, ...rows] = res.body.trim().split(/\r\n/);
    expect(header).toBe('orderId,ledId,date,booked,delivered,impressions,spendUsd');
    const expected = json.items.flatMap((item) =>
      item.days.map((d) =>
        [
          item.orderId,
          item.ledId,
          d.date,
          d.booked,
          d.delivered,
          d.impressions,
          (d.spendCents / 100).toFixed(2),
        ].join(','),
      ),
    );
    expect(rows).toEqual(expected);
    // The days' spend adds up to the report's, to the cent.
    const csvSpend = rows.reduce(
      (sum, row) => sum + Math.round(Number(row.split(',')[6]) * 100),
      0,
    );
    expect(csvSpend).toBe(json.spendCents);
  });

  it('is the owner’s and operators’ only: another customer gets 404, a visitor 401', async () => {
    expect((await report(strangerId)).statusCode).toBe(404);
    expect((await report(strangerId, '?format=csv')).statusCode).toBe(404);
    const asOperator = await report(operator.id);
    expect(asOperator.statusCode).toBe(200);
    expect((asOperator.json() as CampaignReport).delivered.plays).toBe(5);
    const anonymous = await t.app.inject({ url: `/api/campaigns/${campaignId}/report` });
    expect(anonymous.statusCode).toBe(401);
    expect((await report(strangerId, '?format=pdf')).statusCode).toBe(404);
    expect((await report(owner.id, '?format=xlsx')).statusCode).toBe(400);
    const anonymousPdf = await t.app.inject({
      url: `/api/campaigns/${campaignId}/report?format=pdf`,
    });
    expect(anonymousPdf.statusCode).toBe(401);
  });
});

describe('hours, spend and the printable summary', () => {
  it('answers days and totals without the hours unless asked', async () => {
    const res = await report(owner.id);
    expect(res.statusCode, res.body).toBe(200);
    const plain = res.json() as CampaignReport;
    expect(plain.items).toHaveLength(1);
    expect(plain.items[0]).not.toHaveProperty('hours');
    expect(res.body).not.toContain('"hours"');
    // `by=day` is the default said out loud.
    expect((await report(owner.id, '?by=day')).json()).toEqual(plain);
    // With the hours, every other figure is the same: days, items and totals to the unit.
    const withHours = (await report(owner.id, '?by=hour')).json() as CampaignReport;
    expect(withHours.items[0]!.hours!.length).toBeGreaterThan(0);
    expect({
      ...withHours,
      items: withHours.items.map(({ hours: _hours, ...item }) => item),
    }).toEqual(plain);
  });

  it('refuses an unknown breakdown with a 400 naming the field', async () => {
    for (const query of ['?by=week', '?format=csv&by=minute', '?by=']) {
      const res = await report(owner.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toHaveProperty('by');
    }
  });

  it('breaks delivery down by Dubai date and hour on request; the hours sum to the accepted complete plays', async () => {
    const res = await report(owner.id, '?by=hour');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CampaignReport;
    const [item] = body.items;
    const hours = item!.hours!;
    const sum = hours.reduce((total, h) => total + h.delivered, 0);
    expect(sum).toBe(body.delivered.plays);
    expect(sum).toBe(5);
    // Per day, the hours add up to the day's figure.
    for (const day of item!.days) {
      const ofDay = hours.filter((h) => h.date === day.date);
      expect(ofDay.reduce((total, h) => total + h.delivered, 0)).toBe(day.delivered);
    }
    // Each hour's impressions are its plays × its weekday hour's OTS × the slot ÷ 3600, rounded.
    const [screen] = await db()
      .select({ durationSeconds: screens.durationSeconds })
      .from(screens)
      .where(eq(screens.id, paired.screenId));
    const lateNight = new Date(`${yesterday}T19:30:00.000Z`);
    expect(hours.find((h) => h.date === yesterday && h.hour === 23)!.impressions).toBe(
      Math.round((hourly[weekHour(lateNight)]! * screen!.durationSeconds) / 3600),
    );
    // The 23:30 play sits at 23:00 on its Dubai date; the 00:30 one at 00:00 of the night it
    // belongs to, which started the day before.
    expect(hours).toContainEqual(
      expect.objectContaining({ date: yesterday, hour: 23, delivered: 1 }),
    );
    expect(hours).toContainEqual(
      expect.objectContaining({ date: twoDaysAgo, hour: 0, delivered: 1 }),
    );
    expect(hours.some((h) => h.date === businessDay(0) && h.hour < 4)).toBe(false);
    expect(item!.ledName.length).toBeGreaterThan(0);
    expect(item!.delivered).toBe(5);
    expect(body.methodVersion).toBe('prorated-ots/1');
  });

  it('puts the same hourly figures in the hourly CSV', async () => {
    const json = (await report(owner.id, '?by=hour')).json() as CampaignReport;
    const res = await report(owner.id, '?format=csv&by=hour');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/-hourly\.csv"$/);
    const [header, ...rows] = res.body.trim().split(/\r\n/);
    expect(header).toBe('orderId,ledId,date,hour,delivered,impressions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      json.items.flatMap((item) =>
        item.hours!.map((h) =>
          [item.orderId, item.ledId, h.date, h.hour, h.delivered, h.impressions].join(','),
        ),
      ),
    );
  });

  it('prices what ran: delivered spend is the order’s price × delivered ÷ booked, CPM per thousand impressions', async () => {
    const body = (await report(owner.id)).json() as CampaignReport;
    const [order] = await db()
      .select({ subtotalCents: orders.subtotalCents })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(body.spendCents).toBe(order!.subtotalCents);
    expect(body.deliveredSpendCents).toBe(
      Math.round((order!.subtotalCents! * body.delivered.plays) / body.booked.plays),
    );
    expect(body.effectiveCpmCents).toBe(
      Math.round((body.deliveredSpendCents * 1000) / body.delivered.impressions),
    );
  });

  it('prints a PDF whose figures are the JSON’s', async () => {
    const json = (await report(owner.id)).json() as CampaignReport;
    const res = await report(owner.id, '?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    const n = (value: number) => value.toLocaleString('en-US');
    const lines = text.split('\n').map((line) => line.trim());
    // Totals print two to a line: each label is followed by its value.
    const value = (label: string) =>
      new RegExp(`${label.replace(/[()]/g, '\\$&')} (\\S+)`).exec(text)?.[1];
    expect(value('Booked plays')).toBe(n(json.booked.plays));
    expect(value('Delivered plays')).toBe(n(json.delivered.plays));
    expect(value('Estimated impressions')).toBe(n(json.delivered.impressions));
    expect(value('Spend (before VAT)')).toBe(documentMoney(json.spendCents));
    expect(value('Delivered spend')).toBe(documentMoney(json.deliveredSpendCents));
    expect(value('Effective CPM')).toBe(documentMoney(json.effectiveCpmCents!));
    expect(text).toContain('Asia/Dubai');
    expect(text).toContain('Launch week');
    // Each day's row: date, booked, delivered, share, impressions.
    for (const day of json.items[0]!.days) {
      const row = lines.find((line) => line.startsWith(day.date));
      expect(row, day.date).toBeDefined();
      const share = day.booked > 0 ? `${Math.round((day.delivered / day.booked) * 100)}%` : '—';
      expect(row).toBe(
        `${day.date} ${n(day.booked)} ${n(day.delivered)} ${share} ${n(day.impressions)}`,
      );
    }
    const item = json.items[0]!;
    expect(text).toContain(
      `#${orderId} ${n(item.booked)} ${n(item.delivered)} ${Math.round((item.delivered / item.booked) * 100)}% ${n(item.impressions)}`,
    );
  });
});

describe('a screen’s delivery in the console', () => {
  it('counts the screen’s complete plays per Dubai date against the plays booked, for operators only', async () => {
    const json = (await report(owner.id)).json() as CampaignReport;
    const res = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${paired.screenId}/delivery?days=7`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ScreenDelivery;
    expect(body.timezone).toBe('Asia/Dubai');
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)!.date).toBe(businessDay(0));
    const byDate = new Map(body.days.map((d) => [d.date, d]));
    const reported = new Map(json.items[0]!.days.map((d) => [d.date, d]));
    for (const date of [twoDaysAgo, yesterday]) {
      expect(byDate.get(date)!.played).toBe(reported.get(date)!.delivered);
      expect(byDate.get(date)!.booked).toBe(reported.get(date)!.booked);
    }
    expect(byDate.get(yesterday)!.played).toBe(2);
    expect(byDate.get(twoDaysAgo)!.played).toBe(3);
    expect(body.played).toBe(body.days.reduce((sum, d) => sum + d.played, 0));
    const asOwner = await injectAs(t.app, db(), owner.id, {
      url: `/api/admin/leds/${paired.screenId}/delivery`,
    });
    expect(asOwner.statusCode).toBe(403);
    const tooMany = await injectAs(t.app, db(), operator.id, {
      url: `/api/admin/leds/${paired.screenId}/delivery?days=1000`,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('live delivery events', () => {
  it('tells the owner and operators that the campaign’s delivery moved, not once per play', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const own = await openEventStream(t.app, await sessionCookie(db(), owner.id));
    const operators = await openEventStream(t.app, await sessionCookie(db(), operator.id));
    const other = await openEventStream(t.app, await sessionCookie(db(), strangerId));
    const before = ((await report(owner.id)).json() as CampaignReport).delivered.plays;

    // Ten uploads of one play each, back to back, as a player catching up after an outage.
    const started = Date.now();
    for (let i = 0; i < 10; i += 1) {
      const res = await sendPlays(paired.player, [
        playRecord(itemToken, inCell(yesterday, 'morning', 10 + i), { seq: 100 + i }),
      ]);
      expect(res.json()).toMatchObject({ accepted: 1 });
    }
    const lastPosted = performance.now();
    const ofCampaign = (e: { type: string; data: Record<string, unknown> }) =>
      e.type === 'delivery' && e.data.campaignId === campaignId;

    await own.waitForEvent('delivery', (e) => ofCampaign(e));
    await operators.waitForEvent('delivery', (e) => ofCampaign(e));
    // The last uploads are announced too: an event arrives after the last one (the window's end).
    await own.waitFor(
      () => (own.events.some((e) => ofCampaign(e) && e.at >= lastPosted) ? true : undefined),
      10_000,
    );
    const count = own.events.filter(ofCampaign).length;
    // One at the first upload, then at most one per window that passed until the last one arrived
    // (a busy machine stretches the uploads and the wait across more windows), one at the end.
    const windows = Math.ceil((Date.now() - started) / 3_000);
    expect(count).toBeLessThanOrEqual(2 + windows);
    expect(count).toBeLessThan(10);
    expect(other.events.filter((e) => e.type === 'delivery')).toEqual([]);
    expect(((await report(owner.id)).json() as CampaignReport).delivered.plays).toBe(before + 10);
    await Promise.all([own.close(), operators.close(), other.close()]);
  });
});
