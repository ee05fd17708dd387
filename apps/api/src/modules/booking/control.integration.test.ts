// Over 400 lines: pause, resume, replace and end share one paid order's set-up and its manifest checks.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DaypartId } from '@screenspot/contracts/booking';
import type { Manifest } from '@screenspot/contracts/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/app';
import {
  bookCampaign,
  buildLoopScreen,
  daysFromNow,
  type ItemInput,
} from '../../../test/booking-builders';
import { buildCustomer, buildOperator, injectAs, storeVideo } from '../../../test/builders';
import { paidCampaign } from '../../../test/control-builders';
import { asPlayer, pairPlayer } from '../../../test/player-builders';
import { makeVideo, multipartBody } from '../../../test/videos';
import { queryRows } from '../../db/client';
import { endOrderNow } from './control.end';
import { changeSchedule } from './control.schedule-change';

const { t, db, as, deps } = useTestContext({ PLAYER_CACHE_SECONDS: '0' });
let operatorId: number;

beforeAll(async () => {
  operatorId = (await buildOperator(db())).id;
});

/** A schedule change to one daypart from `from` to `to` days ahead. */
const newSchedule = (from: number, to: number, daypart: DaypartId, spotsPerLoop: number) => ({
  startDate: daysFromNow(from),
  endDate: daysFromNow(to),
  dayparts: [daypart],
  spotsPerLoop,
});

/** A customer's change of an order's schedule. */
const editSchedule = (customerId: number, orderId: number, schedule: object) =>
  as(customerId, 'POST', `/api/order/${orderId}/schedule`, schedule);

/** `date/what` for each day from `from` to `to` days ahead, as the ledger and the cells read. */
function eachDay(from: number, to: number, what: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day += 1) days.push(`${daysFromNow(day)}/${what}`);
  return days;
}

async function ledger(screenId: number) {
  const rows = await queryRows<{ date: string; daypart: string; booked: number; held: number }>(
    db(),
    sql`select to_char(date, 'YYYY-MM-DD') as date, daypart, booked, held from booking_cells
        where screen_id = ${screenId} and (booked > 0 or held > 0) order by date, daypart`,
  );
  return rows.map((r) => `${r.date}/${r.daypart}:${Number(r.booked)}b${Number(r.held)}h`);
}

async function orderRow(orderId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db(),
    sql`select status_code, to_char(flight_start, 'YYYY-MM-DD') as flight_start,
          to_char(flight_end, 'YYYY-MM-DD') as flight_end, dayparts, spots_per_loop, total_cents,
          paused_at, pending_video_key, video_key
        from orders where id = ${orderId}`,
  );
  return row!;
}

async function money(customerId: number) {
  const [row] = await queryRows<{
    invoices: number;
    invoiced: number;
    notes: number;
    credited: number;
  }>(
    db(),
    sql`select (select count(*)::int from invoices where customer_id = ${customerId}) as invoices,
          (select coalesce(sum(total_cents), 0)::int from invoices where customer_id = ${customerId}) as invoiced,
          (select count(*)::int from credit_notes where customer_id = ${customerId}) as notes,
          (select coalesce(sum(total_cents), 0)::int from credit_notes where customer_id = ${customerId}) as credited`,
  );
  return {
    invoices: Number(row!.invoices),
    invoiced: Number(row!.invoiced),
    notes: Number(row!.notes),
    credited: Number(row!.credited),
  };
}

async function cellsOf(orderId: number) {
  const rows = await queryRows<{ date: string; daypart: string; spots: number }>(
    db(),
    sql`select to_char(date, 'YYYY-MM-DD') as date, daypart, spots from order_cells
        where order_id = ${orderId} order by date, daypart`,
  );
  return rows.map((r) => `${r.date}/${r.daypart}:${Number(r.spots)}`);
}

/** A customer's paid order on a screen of its own, from `from` to `to` days ahead. */
async function paidOrder(from: number, to: number, item: Partial<ItemInput> = {}) {
  const customer = await buildCustomer(db());
  const screen = await buildLoopScreen(db());
  const paid = await paidCampaign(t.app, db(), {
    customerId: customer.id,
    operatorId,
    items: [{ ledId: screen.id, startDate: daysFromNow(from), endDate: daysFromNow(to), ...item }],
  });
  return { customer, screen, paid, orderId: paid.orderIds[0]! };
}

/** An order's history as its customer reads it. */
async function historyOf(customerId: number, orderId: number) {
  return (await as(customerId, 'GET', `/api/order/${orderId}/history`)).json();
}

/** A paid order on its own screen, with a checked video stored, playing today and tomorrow. */
async function playingOrder() {
  const { customer, screen, paid, orderId } = await paidOrder(0, 1, {
    dayparts: ['morning', 'daytime', 'evening', 'night'],
  });
  const bytes = makeVideo({ seconds: 2 });
  const videoKey = `videos/control-${orderId}.mp4`;
  await storeVideo(t.app.deps.storage, videoKey, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db()
    .execute(sql`update orders set video_key = ${videoKey}, video_content_type = 'video/mp4',
    video_bytes = ${bytes.length}, video_duration_ms = 2000 where id = ${orderId}`);
  await db()
    .execute(sql`insert into video_checks (order_id, video_key, status, sha256, duration_ms, checked_at)
    values (${orderId}, ${videoKey}, 'pass', ${sha256}, 2000, now())`);
  const player = asPlayer(t.app, (await pairPlayer(t.app, db(), screen.id, operatorId)).token);
  const manifest = async (): Promise<Manifest> => {
    const res = await player({ url: '/api/player/manifest' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  return { customer, screen, paid, orderId, sha256, manifest };
}

describe('editing the schedule before the first daypart', () => {
  it('answers 409 with the short cells and changes nothing: ledger, order, money', async () => {
    const customer = await buildCustomer(db());
    const rival = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const paid = await paidCampaign(t.app, db(), {
      customerId: customer.id,
      operatorId,
      items: [{ ledId: screen.id, startDate: daysFromNow(10), endDate: daysFromNow(11) }],
    });
    const full = await bookCampaign(t.app, db(), rival.id, [
      { ledId: screen.id, startDate: daysFromNow(12), endDate: daysFromNow(12), spotsPerLoop: 12 },
    ]);
    expect(full.statusCode).toBe(201);
    const orderId = paid.orderIds[0]!;
    const before = {
      ledger: await ledger(screen.id),
      order: await orderRow(orderId),
      cells: await cellsOf(orderId),
      money: await money(customer.id),
    };

    const res = await editSchedule(customer.id, orderId, newSchedule(11, 12, 'evening', 2));
    expect(res.statusCode).toBe(409);
    expect(res.json().cells).toEqual([
      { ledId: screen.id, date: daysFromNow(12), daypart: 'evening', requested: 2, free: 0 },
    ]);
    expect(await ledger(screen.id)).toEqual(before.ledger);
    expect(await orderRow(orderId)).toEqual(before.order);
    expect(await cellsOf(orderId)).toEqual(before.cells);
    expect(await money(customer.id)).toEqual(before.money);
    const history = await historyOf(customer.id, orderId);
    expect(history.some((entry: { kind: string }) => entry.kind === 'schedule-changed')).toBe(
      false,
    );
  });

  it('moves the holds of an unpaid order to the new cells', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const booked = await bookCampaign(t.app, db(), customer.id, [
      { ledId: screen.id, startDate: daysFromNow(10), endDate: daysFromNow(11) },
    ]);
    const orderId = booked.json().orders[0].orderId as number;
    expect(await ledger(screen.id)).toEqual(eachDay(10, 11, 'evening:0b1h'));
    const res = await editSchedule(customer.id, orderId, newSchedule(11, 12, 'morning', 3));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoice: null, creditNote: null });
    expect(await ledger(screen.id)).toEqual(eachDay(11, 12, 'morning:0b3h'));
    expect(await cellsOf(orderId)).toEqual(eachDay(11, 12, 'morning:3'));
    const order = (await as(customer.id, 'GET', `/api/order/${orderId}`)).json();
    expect(order.schedule).toMatchObject({
      startDate: daysFromNow(11),
      endDate: daysFromNow(12),
      dayparts: ['morning'],
      spotsPerLoop: 3,
      totalCents: res.json().totalCents,
    });
    const history = await historyOf(customer.id, orderId);
    expect(history.at(-1)).toMatchObject({ kind: 'schedule-changed', by: 'customer' });
    expect(history.at(-1).reason).toContain(
      `${daysFromNow(11)} to ${daysFromNow(12)}, morning, 3 spots`,
    );
  });

  it('moves a paid order’s booked spots and invoices the difference, or credits it', async () => {
    const { customer, screen, paid, orderId } = await paidOrder(10, 11);
    expect(await ledger(screen.id)).toEqual(eachDay(10, 11, 'evening:1b0h'));

    const more = await editSchedule(customer.id, orderId, newSchedule(10, 11, 'evening', 2));
    expect(more.statusCode).toBe(200);
    const up = more.json();
    expect(up.differenceCents).toBe(paid.totalCents);
    expect(up.invoice.number).toMatch(/^INV-/);
    expect(up.creditNote).toBeNull();
    expect(await ledger(screen.id)).toEqual(eachDay(10, 11, 'evening:2b0h'));
    const [invoice] = await queryRows<{ status: string; total_cents: number }>(
      db(),
      sql`select status, total_cents from invoices where number = ${up.invoice.number}`,
    );
    expect(invoice).toMatchObject({ status: 'open' });
    expect(Number(invoice!.total_cents)).toBe(paid.totalCents);
    // One more evening spot on both days: one line of 2 spot-days at the evening's price.
    const [line] = await queryRows<{ spots: number; unit: string; net_cents: number }>(
      db(),
      sql`select l.spots, l.unit_price_cents::text as unit, l.net_cents from invoice_lines l
          join invoices i on i.id = l.invoice_id where i.number = ${up.invoice.number}`,
    );
    expect(line!.spots).toBe(2);
    expect(line!.spots * Number(line!.unit)).toBe(line!.net_cents);
    expect(line!.net_cents).toBe(paid.subtotalCents);

    // While the difference is unpaid, the order changes no further (nor ends).
    const blocked = await editSchedule(customer.id, orderId, newSchedule(12, 12, 'evening', 1));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(up.invoice.number);
    expect((await as(customer.id, 'POST', `/api/order/${orderId}/end`)).statusCode).toBe(409);
    const settled = await as(
      operatorId,
      'POST',
      `/api/admin/invoices/${up.invoice.number}/transfers`,
      {
        amountCents: up.differenceCents,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: 'difference',
      },
    );
    expect(settled.statusCode).toBe(200);
    expect(settled.json().status).toBe('paid');
    expect((await orderRow(orderId)).status_code).toBe(2);

    const less = await editSchedule(customer.id, orderId, newSchedule(12, 12, 'evening', 1));
    expect(less.statusCode).toBe(200);
    const down = less.json();
    expect(down.creditNote.number).toMatch(/^CN-/);
    expect(down.differenceCents).toBe(down.totalCents - up.totalCents);
    expect(down.differenceCents).toBeLessThan(0);
    expect(await ledger(screen.id)).toEqual([`${daysFromNow(12)}/evening:1b0h`]);
    const m = await money(customer.id);
    // What was invoiced less what was credited is exactly what the order costs now.
    expect(m.invoiced - m.credited).toBe(down.totalCents);
    expect((await orderRow(orderId)).status_code).toBe(2);
  });

  it('writes the difference’s documents with the screen’s document name, for an Arabic reader too', async () => {
    const { customer, screen, orderId } = await paidOrder(10, 11);
    await db().execute(sql`update customers set language = 'ar' where id = ${customer.id}`);
    await db().execute(sql`update screens set name_ar = 'شاشة المرسى' where id = ${screen.id}`);
    const up = await editSchedule(customer.id, orderId, newSchedule(10, 11, 'evening', 2));
    expect(up.statusCode).toBe(200);
    const lines = await queryRows<{ description: string }>(
      db(),
      sql`select l.description from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.number = ${up.json().invoice.number}`,
    );
    // Their PDFs draw lines in a Latin font: the name the quote and first invoice were written in.
    expect(lines.map((l) => l.description)).toEqual([`${screen.name}, schedule change`]);
  });

  it('refuses a change once the first daypart has started, and changes nothing', async () => {
    const { customer, screen, orderId } = await paidOrder(5, 6);
    const first = daysFromNow(5);
    const capacity = await ledger(screen.id);
    // The first evening has started (16:00 in Dubai, 12:00 UTC).
    const now = new Date(`${first}T14:00:00Z`);
    const change = changeSchedule(
      deps,
      {
        customerId: customer.id,
        orderId,
        schedule: newSchedule(8, 8, 'evening', 1),
      },
      now,
    );
    await expect(change).rejects.toMatchObject({ statusCode: 409 });
    expect(await ledger(screen.id)).toEqual(capacity);
  });
});

describe('pausing and resuming', () => {
  it('leaves paused cells out of the next manifest, keeps their capacity, and brings them back', async () => {
    const { customer, screen, orderId, sha256, manifest } = await playingOrder();
    const first = await manifest();
    const item = first.items.find((i) => i.orderId === orderId)!;
    expect(item.sha256).toBe(sha256);
    const capacity = await ledger(screen.id);

    const paused = await as(customer.id, 'POST', `/api/order/${orderId}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      paused: { by: 'customer', reason: null },
      canPause: false,
      canResume: true,
    });
    const during = await manifest();
    expect(during.version).not.toBe(first.version);
    expect(during.items.some((i) => i.orderId === orderId)).toBe(false);
    expect(during.revoked).toContain(item.itemToken);
    expect(await ledger(screen.id)).toEqual(capacity);
    expect((await as(customer.id, 'POST', `/api/order/${orderId}/pause`)).statusCode).toBe(409);

    const resumed = await as(customer.id, 'POST', `/api/order/${orderId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().paused).toBeNull();
    const after = await manifest();
    expect(after.version).not.toBe(during.version);
    expect(after.items.find((i) => i.orderId === orderId)).toMatchObject({
      itemToken: item.itemToken,
      cells: item.cells,
    });
    expect(after.revoked).not.toContain(item.itemToken);

    const history = await historyOf(customer.id, orderId);
    expect(history.slice(-2).map((e: { kind: string; by: string }) => [e.kind, e.by])).toEqual([
      ['paused', 'customer'],
      ['resumed', 'customer'],
    ]);
  });

  it('lets an operator pause with a reason; the customer is told and cannot lift it', async () => {
    const { customer, orderId, manifest } = await playingOrder();
    const url = `/api/admin/orders/${orderId}/pause`;
    expect((await as(customer.id, 'POST', url, { reason: 'Permit expired' })).statusCode).toBe(403);
    const bare = await as(operatorId, 'POST', url, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.reason).toBeTruthy();
    expect((await as(operatorId, 'POST', url, { reason: '  ' })).statusCode).toBe(400);

    const res = await as(operatorId, 'POST', url, { reason: 'The advertising permit has expired' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paused).toMatchObject({
      by: 'operator',
      reason: 'The advertising permit has expired',
    });
    expect((await manifest()).items.some((i) => i.orderId === orderId)).toBe(false);

    const notes = await queryRows<{ title: string; message: string }>(
      db(),
      sql`select title, message from notifications where customer_id = ${customer.id} and order_id = ${orderId}`,
    );
    const note = notes.find((n) => n.title.includes('is paused'))!;
    expect(note.message).toContain('The advertising permit has expired.');
    expect(note.message).toContain('not refunded');
    const mails = await queryRows<{ subject: string; body: string }>(
      db(),
      sql`select subject, body from outbox_messages where "to" = ${customer.email} and channel = 'email'`,
    );
    expect(mails.some((m) => m.subject === note.title && m.body.includes('permit'))).toBe(true);

    const lift = await as(customer.id, 'POST', `/api/order/${orderId}/resume`);
    expect(lift.statusCode).toBe(409);
    expect(lift.json().message).toContain('ScreenSpot paused this order');
    const controls = (await as(customer.id, 'GET', `/api/order/${orderId}/controls`)).json();
    expect(controls).toMatchObject({ canResume: false, canPause: false });

    const resumed = await as(operatorId, 'POST', `/api/admin/orders/${orderId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect((await manifest()).items.some((i) => i.orderId === orderId)).toBe(true);
    const history = await historyOf(customer.id, orderId);
    expect(history.slice(-2)).toMatchObject([
      { kind: 'paused', by: 'operator', reason: 'The advertising permit has expired' },
      { kind: 'resumed', by: 'operator' },
    ]);
    // The console lists the same changes; customers cannot read them there.
    const changes = await as(operatorId, 'GET', `/api/admin/orders/${orderId}/changes`);
    expect(changes.json().map((c: { kind: string }) => c.kind)).toEqual(['paused', 'resumed']);
    expect((await as(customer.id, 'GET', `/api/admin/orders/${orderId}/changes`)).statusCode).toBe(
      403,
    );
  });
});

describe('ending now', () => {
  async function runningCampaign() {
    const order = await paidOrder(5, 6, { dayparts: ['evening'] });
    const first = daysFromNow(5);
    // The first evening has started (16:00 in Dubai, 12:00 UTC), the second has not.
    const now = new Date(`${first}T14:00:00Z`);
    return { ...order, first, second: daysFromNow(6), now };
  }

  it('refunds the future cells pro rata, releases them, keeps the current one and completes', async () => {
    const { customer, screen, paid, first, now, orderId } = await runningCampaign();
    const refund = await endOrderNow(deps, { customerId: customer.id, orderId }, now);
    const half = paid.subtotalCents / 2;
    expect(refund.refundCents).toBe(half + Math.round(half * 0.05));
    expect(refund.creditNoteNumber).toMatch(/^CN-/);
    expect(await ledger(screen.id)).toEqual([`${first}/evening:1b0h`]);
    expect(await cellsOf(orderId)).toEqual([`${first}/evening:1`]);
    expect((await orderRow(orderId)).status_code).toBe(4);
    const history = await historyOf(customer.id, orderId);
    expect(history.at(-1)).toMatchObject({
      kind: 'status',
      statusCode: 4,
      by: 'customer',
      reason: 'Ended early by the customer',
    });
  });

  it('two ends at once refund and release once', async () => {
    const { customer, screen, first, now, orderId } = await runningCampaign();
    const results = await Promise.allSettled([
      endOrderNow(deps, { customerId: customer.id, orderId }, now),
      endOrderNow(deps, { customerId: customer.id, orderId }, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.statusCode).toBe(409);
    expect((await money(customer.id)).notes).toBe(1);
    expect(await ledger(screen.id)).toEqual([`${first}/evening:1b0h`]);
  });

  it('before the first daypart refunds everything; the controls name the refund first', async () => {
    const { customer, screen, paid, orderId } = await paidOrder(8, 9);
    const controls = (await as(customer.id, 'GET', `/api/order/${orderId}/controls`)).json();
    expect(controls).toMatchObject({
      phase: 'scheduled',
      canEndNow: true,
      canEditSchedule: true,
      canPause: true,
      endNowRefundCents: paid.totalCents,
    });
    const end = () =>
      injectAs(t.app, db(), customer.id, {
        method: 'POST',
        url: `/api/order/${orderId}/end`,
        headers: { 'idempotency-key': `end-${orderId}` },
      });
    const res = await end();
    expect(res.statusCode).toBe(200);
    expect(res.json().refundCents).toBe(paid.totalCents);
    // A retry with the same key answers the first answer: one credit note.
    const retry = await end();
    expect(retry.statusCode).toBe(200);
    expect(retry.json().creditNoteNumber).toBe(res.json().creditNoteNumber);
    expect((await money(customer.id)).notes).toBe(1);
    expect(await ledger(screen.id)).toEqual([]);
    expect((await orderRow(orderId)).status_code).toBe(4);
    const again = await as(customer.id, 'POST', `/api/order/${orderId}/end`);
    expect(again.statusCode).toBe(409);
    const after = (await as(customer.id, 'GET', `/api/order/${orderId}/controls`)).json();
    expect(after).toMatchObject({ phase: 'closed', canEndNow: false, canPause: false });
  });

  it('answers 409 for an order that is not paid', async () => {
    const customer = await buildCustomer(db());
    const screen = await buildLoopScreen(db());
    const booked = await bookCampaign(t.app, db(), customer.id, [{ ledId: screen.id }]);
    const orderId = booked.json().orders[0].orderId as number;
    expect((await as(customer.id, 'POST', `/api/order/${orderId}/end`)).statusCode).toBe(409);
    expect((await as(customer.id, 'POST', `/api/order/${orderId}/pause`)).statusCode).toBe(409);
  });
});

describe('concurrent changes', () => {
  it('two simultaneous edits of one paid order never release or credit twice', async () => {
    const { customer, screen, orderId } = await paidOrder(10, 13, { spotsPerLoop: 2 });
    const edit = (startDate: string, endDate: string, spotsPerLoop: number) =>
      as(customer.id, 'POST', `/api/order/${orderId}/schedule`, {
        startDate,
        endDate,
        dayparts: ['evening'],
        spotsPerLoop,
      });
    const answers = await Promise.all([
      edit(daysFromNow(10), daysFromNow(10), 1),
      edit(daysFromNow(12), daysFromNow(13), 1),
      edit(daysFromNow(11), daysFromNow(11), 3),
    ]);
    // They queue on the order: each applies to what the one before left, or is refused (409)
    // when an earlier one left a difference to pay.
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes).toContain(200);
    const order = await orderRow(orderId);
    const cells = await cellsOf(orderId);
    // The ledger holds exactly the final schedule's spots: nothing released twice, nothing left.
    expect(await ledger(screen.id)).toEqual(cells.map((c) => c.replace(/:(\d+)$/, ':$1b0h')));
    const m = await money(customer.id);
    // Every invoice (paid or still open) less every credit note is what the order costs now.
    expect(m.invoiced - m.credited).toBe(Number(order.total_cents));
  });
});

describe('replacing the video', () => {
  it('keeps the old video in the manifest until an operator approves the new one', async () => {
    const { customer, orderId, sha256, manifest } = await playingOrder();
    const bytes = makeVideo({ seconds: 3 });
    await replaceVideo(customer.id, orderId, 'new-ad.mp4', bytes);
    const row = await orderRow(orderId);
    expect(row.pending_video_key).toBeTruthy();
    const before = await manifest();
    const oldItem = before.items.find((i) => i.orderId === orderId)!;
    expect(oldItem.sha256).toBe(sha256);

    const early = await decideReplacement(operatorId, orderId, {
      decision: 'approve',
    });
    expect(early.statusCode).toBe(409);
    const newSha = createHash('sha256').update(bytes).digest('hex');
    await db().execute(sql`update video_checks set status = 'pass', sha256 = ${newSha},
      duration_ms = 3000, checked_at = now()
      where order_id = ${orderId} and video_key = ${row.pending_video_key as string}`);
    expect(await playingSha(manifest, orderId)).toBe(sha256);
    const controls = (await as(customer.id, 'GET', `/api/order/${orderId}/controls`)).json();
    expect(controls.pendingVideo).toMatchObject({ fileName: 'new-ad.mp4', checkStatus: 'pass' });

    expect(
      (
        await decideReplacement(customer.id, orderId, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    const approved = await decideReplacement(operatorId, orderId, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pendingVideo).toBeNull();
    const after = await manifest();
    const newItem = after.items.find((i) => i.orderId === orderId)!;
    expect(newItem.sha256).toBe(newSha);
    expect(newItem.itemToken).not.toBe(oldItem.itemToken);
    expect(after.revoked).toContain(oldItem.itemToken);
    const history = await historyOf(customer.id, orderId);
    expect(history.slice(-2).map((e: { kind: string }) => e.kind)).toEqual([
      'video-submitted',
      'video-replaced',
    ]);
  });

  it('a rejected replacement leaves the current video playing, with the reason told', async () => {
    const { customer, orderId, sha256, manifest } = await playingOrder();
    await replaceVideo(customer.id, orderId, 'v2.mp4', makeVideo({ seconds: 3 }));
    const bare = await decideReplacement(operatorId, orderId, {
      decision: 'reject',
    });
    expect(bare.statusCode).toBe(400);
    const res = await decideReplacement(operatorId, orderId, {
      decision: 'reject',
      reason: 'No Arabic text',
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(orderId)).pending_video_key).toBeNull();
    expect(await playingSha(manifest, orderId)).toBe(sha256);
    const [mail] = await replacementMails(customer.email);
    expect(mail?.subject).toMatch(/^Your new video for .+ was not approved$/);
    expect(mail?.body).toContain('Reason: No Arabic text. Your current video keeps playing.');
    const history = await historyOf(customer.id, orderId);
    expect(history.at(-1)).toMatchObject({
      kind: 'video-refused',
      by: 'operator',
      reason: 'No Arabic text',
    });
  });
  it('tells an Arabic-speaking customer of the decision in Arabic, by mail and in the app', async () => {
    const { customer, orderId, sha256, manifest } = await playingOrder();
    await db().execute(sql`update customers set language = 'ar' where id = ${customer.id}`);
    await replaceVideo(customer.id, orderId, 'v3.mp4', makeVideo({ seconds: 3 }));
    const res = await decideReplacement(operatorId, orderId, {
      decision: 'reject',
      reason: 'النص العربي غير واضح',
    });
    expect(res.statusCode).toBe(200);
    expect(await playingSha(manifest, orderId)).toBe(sha256);
    const [mail] = await replacementMails(customer.email);
    expect(mail?.subject).toMatch(/^لم تتم الموافقة على الفيديو الجديد لشاشة /);
    expect(mail?.body).toContain('مرحبًا Layla،');
    expect(mail?.body).toContain(`للطلب رقم ${orderId}`);
    expect(mail?.body).toContain('السبب: النص العربي غير واضح. يستمر عرض الفيديو الحالي.');
    expect(mail?.body).toContain(`عرض الطلب رقم ${orderId}`);
    expect(mail?.body).not.toMatch(/Hello|Reason|See order/);
    const notes = (await as(customer.id, 'GET', '/api/notification/getAll')).json();
    expect(JSON.stringify(notes)).toContain('لم تتم الموافقة على الفيديو الجديد');
  });
});

/** The owner (or anyone) sends a new video for an order through the upload route. */
function sendReplacement(customerId: number, orderId: number, filename: string, data: Buffer) {
  return injectAs(t.app, db(), customerId, {
    method: 'POST',
    url: '/api/order',
    ...multipartBody([
      { name: 'orderId', value: String(orderId) },
      { name: 'video', filename, contentType: 'video/mp4', data },
    ]),
  });
}

/** The owner sends a new video; the upload is taken. */
async function replaceVideo(customerId: number, orderId: number, filename: string, data: Buffer) {
  expect((await sendReplacement(customerId, orderId, filename, data)).statusCode).toBe(201);
}

/** An operator's (or anyone's) decision on an order's new video. */
function decideReplacement(actorId: number, orderId: number, decision: object) {
  return as(actorId, 'POST', `/api/admin/orders/${orderId}/replacement`, decision);
}

/** The sha256 of the video that the screen's manifest plays for an order. */
async function playingSha(manifest: () => Promise<Manifest>, orderId: number) {
  return (await manifest()).items.find((i) => i.orderId === orderId)!.sha256;
}

/** The replacement mails sent to an address, newest first. */
async function replacementMails(to: string) {
  return queryRows<{ subject: string; body: string }>(
    db(),
    sql`select subject, body from outbox_messages
        where "to" = ${to} and channel = 'email'
          and (subject like '%new video%' or subject like '%الفيديو الجديد%')
        order by id desc`,
  );
}

describe('privacy', () => {
  it('answers 404 to another customer on every control, and changes nothing', async () => {
    const { orderId, screen } = await playingOrder();
    const stranger = await buildCustomer(db());
    const capacity = await ledger(screen.id);
    const before = await orderRow(orderId);
    const tries = [
      as(stranger.id, 'GET', `/api/order/${orderId}/controls`),
      editSchedule(stranger.id, orderId, newSchedule(20, 20, 'evening', 1)),
      as(stranger.id, 'POST', `/api/order/${orderId}/pause`),
      as(stranger.id, 'POST', `/api/order/${orderId}/resume`),
      as(stranger.id, 'POST', `/api/order/${orderId}/end`),
      sendReplacement(stranger.id, orderId, 'x.mp4', makeVideo({ seconds: 2 })),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
    expect(await ledger(screen.id)).toEqual(capacity);
    expect(await orderRow(orderId)).toEqual(before);
  });
});
