import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCustomer, injectAs } from '../../../test/builders';
import { allDay, localDay, readManifest, usePlayerTestApp } from '../../../test/player-builders';
import { multipartBody } from '../../../test/videos';
import { contentPermits, orders } from '../../db/schema';
import { storedFiles } from '../../../test/stored-files';

const { t, db, as, operator, customer, screens, bookOrder } = usePlayerTestApp(2);
const [screen, otherScreen] = screens;

const fields = (from: string, to: string, number = `DM-${from}-${to}`) => ({
  number,
  authority: 'dm',
  validFrom: from,
  validTo: to,
});

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

const bookedOrder = (days: string[], statusCode = 2, customerId = customer.id) =>
  bookOrder({ customerId, cells: allDay(...days), statusCode, permit: false });

async function addPermit(orderId: number, body: Record<string, string>, customerId = customer.id) {
  const res = await as(customerId, 'POST', `/api/order/${orderId}/permits`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; changeable: boolean; documentUrl: string | null };
}

async function playedDays(orderId: number): Promise<string[]> {
  const manifest = await readManifest(screen.player);
  const item = manifest.items.find((entry) => entry.orderId === orderId);
  return [...new Set(item?.cells.map((cell) => cell.date) ?? [])].sort();
}

// The screens have no rule row: like every screen, they require permits (decision 0062).

describe("an advertiser's own permit", () => {
  it('changes and goes while the order has not played its days, and play follows', async () => {
    const [d1, d2] = [localDay(1), localDay(2)];
    const order = await bookedOrder([d1, d2]);
    const permit = await addPermit(order.id, fields(d1, d1));
    expect(permit.changeable).toBe(true);
    expect(await playedDays(order.id)).toEqual([d1]);

    const changed = await as(
      customer.id,
      'PUT',
      `/api/order/${order.id}/permits/${permit.id}`,
      fields(d1, d2, 'DM-RENEWED'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: permit.id,
      number: 'DM-RENEWED',
      validTo: d2,
      changeable: true,
    });
    const view = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    expect(view.json()).toMatchObject({ uncoveredDays: [], heldBackFrom: null });
    expect((await playedDays(order.id))[0]).toBe(d1);

    const removed = await as(customer.id, 'DELETE', `/api/order/${order.id}/permits/${permit.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    expect(after.json()).toMatchObject({ permits: [], uncoveredDays: [d1, d2], heldBackFrom: d1 });
    // Held back again: nothing of the order plays without a permit.
    expect(await playedDays(order.id)).toEqual([]);
    const again = await as(customer.id, 'DELETE', `/api/order/${order.id}/permits/${permit.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('is fixed once the paid order played one of its days, before or after the change', async () => {
    const [d0, d1, d3] = [localDay(0), localDay(1), localDay(3)];
    const order = await bookedOrder([d0, d1, d3]);
    const playing = await addPermit(order.id, fields(d0, d1));
    const later = await addPermit(order.id, fields(d3, d3));
    const view = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    const changeable = Object.fromEntries(
      view.json().permits.map((p: { id: number; changeable: boolean }) => [p.id, p.changeable]),
    );
    expect(changeable).toEqual({ [playing.id]: false, [later.id]: true });

    const url = `/api/order/${order.id}/permits/${playing.id}`;
    const change = await as(customer.id, 'PUT', url, fields(d0, d3));
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toMatch(/started playing/);
    expect((await as(customer.id, 'DELETE', url)).statusCode).toBe(409);
    // In the customer's language.
    const arabic = await injectAs(t.app, db(), customer.id, {
      method: 'DELETE',
      url,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe(
      'يغطي هذا التصريح أيامًا بدأ فيها عرض إعلانك، لذا لم يعد ممكنًا تعديله أو حذفه.',
    );
    // A change that would reach back over a day already played is refused too.
    const reach = await as(
      customer.id,
      'PUT',
      `/api/order/${order.id}/permits/${later.id}`,
      fields(d0, d3),
    );
    expect(reach.statusCode).toBe(409);
    const rows = await db()
      .select({ validTo: contentPermits.validTo })
      .from(contentPermits)
      .where(eq(contentPermits.orderId, order.id));
    expect(rows.map((row) => row.validTo).sort()).toEqual([d1, d3]);
  });

  it('may change on an unpaid order whatever its dates, and not on one that no longer plays', async () => {
    const d0 = localDay(0);
    const unpaid = await bookedOrder([d0], 1);
    const permit = await addPermit(unpaid.id, fields(d0, d0));
    const url = `/api/order/${unpaid.id}/permits/${permit.id}`;
    expect((await as(customer.id, 'PUT', url, fields(d0, localDay(2)))).statusCode).toBe(200);

    const ending = await bookedOrder([localDay(4)], 0);
    const kept = await addPermit(ending.id, fields(localDay(4), localDay(4)));
    await db().update(orders).set({ statusCode: 5 }).where(eq(orders.id, ending.id));
    const closed = await as(customer.id, 'DELETE', `/api/order/${ending.id}/permits/${kept.id}`);
    expect(closed.statusCode).toBe(409);
  });

  it('answers 404 for another organisation, another order and a blanket permit', async () => {
    const d5 = localDay(5);
    const order = await bookedOrder([d5]);
    const sibling = await bookedOrder([d5]);
    const permit = await addPermit(order.id, fields(d5, d5));
    const stranger = await buildCustomer(db());
    const url = `/api/order/${order.id}/permits/${permit.id}`;
    expect((await as(stranger.id, 'PUT', url, fields(d5, d5))).statusCode).toBe(404);
    expect((await as(stranger.id, 'DELETE', url)).statusCode).toBe(404);
    // The permit asked for through another order of the same advertiser.
    const through = `/api/order/${sibling.id}/permits/${permit.id}`;
    expect((await as(customer.id, 'DELETE', through)).statusCode).toBe(404);
    // The screen owner's blanket permit is the console's to change.
    const blanket = await as(operator.id, 'POST', `/api/admin/screens/${screen.screenId}/permits`, {
      customerId: String(customer.id),
      ...fields(d5, d5),
    });
    expect(blanket.statusCode).toBe(201);
    const view = await as(customer.id, 'GET', `/api/order/${order.id}/permits`);
    const shown = view.json().permits.find((p: { id: number }) => p.id === blanket.json().id);
    expect(shown).toMatchObject({ scope: 'blanket', changeable: false });
    const owned = `/api/order/${order.id}/permits/${blanket.json().id}`;
    expect((await as(customer.id, 'DELETE', owned)).statusCode).toBe(404);
    expect(
      await db().select().from(contentPermits).where(eq(contentPermits.id, permit.id)),
    ).toHaveLength(1);
    await as(
      operator.id,
      'DELETE',
      `/api/admin/screens/${screen.screenId}/permits/${blanket.json().id}`,
    );
  });

  it.each([
    ['ends before it starts', { validFrom: localDay(9), validTo: localDay(6) }, 'validTo'],
    ['has no number', { number: ' ' }, 'number'],
    ['names an unknown authority', { authority: 'police' }, 'authority'],
  ])('refuses a change that %s with 400 naming the field', async (_, change, field) => {
    const order = await bookedOrder([localDay(6)]);
    const permit = await addPermit(order.id, fields(localDay(6), localDay(6)));
    const res = await as(customer.id, 'PUT', `/api/order/${order.id}/permits/${permit.id}`, {
      ...fields(localDay(6), localDay(9)),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    const [row] = await db().select().from(contentPermits).where(eq(contentPermits.id, permit.id));
    expect(row!.validTo).toBe(localDay(6));
  });

  it('refuses ids that are not record ids with 400', async () => {
    const res = await as(customer.id, 'DELETE', `/api/order/abc/permits/1`);
    expect(res.statusCode).toBe(400);
    const res2 = await as(
      customer.id,
      'PUT',
      `/api/order/1/permits/0`,
      fields(localDay(6), localDay(6)),
    );
    expect(res2.statusCode).toBe(400);
  });

  it('replaces its PDF, removing the old file, and removes the file with the permit', async () => {
    const d6 = localDay(6);
    const order = await bookedOrder([d6]);
    const send = (method: 'POST' | 'PUT', url: string, text: string) => {
      const { payload, headers } = multipartBody([
        ...Object.entries(fields(d6, d6)).map(([name, value]) => ({ name, value })),
        {
          name: 'document',
          filename: `${text}.pdf`,
          contentType: 'application/pdf',
          data: pdf(text),
        },
      ]);
      return injectAs(t.app, db(), customer.id, { method, url, payload, headers });
    };
    const before = storedFiles(t.dataDir);
    const added = await send('POST', `/api/order/${order.id}/permits`, 'first');
    expect(added.statusCode, added.body).toBe(201);
    const first = storedFiles(t.dataDir).filter((file) => !before.includes(file));
    expect(first).toHaveLength(1);

    const url = `/api/order/${order.id}/permits/${added.json().id}`;
    const replaced = await send('PUT', url, 'second');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().documentName).toBe('second.pdf');
    const second = storedFiles(t.dataDir).filter((file) => !before.includes(file));
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    const download = await as(customer.id, 'GET', replaced.json().documentUrl);
    expect(download.rawPayload.equals(pdf('second'))).toBe(true);

    // Fields only: the PDF stays.
    const kept = await as(customer.id, 'PUT', url, fields(d6, localDay(7)));
    expect(kept.json().documentName).toBe('second.pdf');
    expect((await as(customer.id, 'DELETE', url)).statusCode).toBe(204);
    expect(storedFiles(t.dataDir)).toEqual(before);
  });
});

describe("the console's blanket permits", () => {
  it('change (advertiser, dates) and go, for this screen only', async () => {
    const d7 = localDay(7);
    const other = await buildCustomer(db());
    const added = await as(operator.id, 'POST', `/api/admin/screens/${screen.screenId}/permits`, {
      customerId: String(customer.id),
      ...fields(d7, d7),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().changeable).toBe(true);
    const url = `/api/admin/screens/${screen.screenId}/permits/${added.json().id}`;

    const changed = await as(operator.id, 'PUT', url, {
      customerId: String(other.id),
      ...fields(d7, localDay(9), 'TRK-9'),
      authority: 'trakhees',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      customerId: other.id,
      number: 'TRK-9',
      authority: 'trakhees',
      validTo: localDay(9),
    });

    // Bad input is a 400 naming the field; an advertiser who does not exist a 404.
    const noAdvertiser = await as(operator.id, 'PUT', url, { customerId: 'x', ...fields(d7, d7) });
    expect(noAdvertiser.statusCode).toBe(400);
    expect(noAdvertiser.json().errors).toHaveProperty('customerId');
    const badDates = await as(operator.id, 'PUT', url, {
      customerId: String(other.id),
      ...fields(localDay(9), d7),
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().errors).toHaveProperty('validTo');
    const ghost = await as(operator.id, 'PUT', url, {
      customerId: '99999999',
      ...fields(d7, d7),
    });
    expect(ghost.statusCode).toBe(404);

    // Asked for through another screen, or an order's own permit: not a blanket permit of it.
    const elsewhere = `/api/admin/screens/${otherScreen.screenId}/permits/${added.json().id}`;
    expect((await as(operator.id, 'DELETE', elsewhere)).statusCode).toBe(404);
    const order = await bookedOrder([d7]);
    const own = await addPermit(order.id, fields(d7, d7));
    const ownUrl = `/api/admin/screens/${screen.screenId}/permits/${own.id}`;
    expect((await as(operator.id, 'DELETE', ownUrl)).statusCode).toBe(404);
    // Customers never reach the console.
    expect((await as(customer.id, 'DELETE', url)).statusCode).toBe(403);

    expect((await as(operator.id, 'DELETE', url)).statusCode).toBe(204);
    const list = await as(operator.id, 'GET', `/api/admin/screens/${screen.screenId}/permits`);
    expect(list.json().permits.map((p: { id: number }) => p.id)).not.toContain(added.json().id);
    expect((await as(operator.id, 'DELETE', url)).statusCode).toBe(404);
  });
});
